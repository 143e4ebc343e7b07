/**
 * Payload's REST API at /api/cms, guarded: a client's mistake that Payload would pass on to the
 * database and answer with a 500 (an id that is not a number, a date that is not a date, a depth
 * of 1000, a `where` that is not JSON, an internal collection) is refused here with a 4xx in
 * Payload's own error shape, before Payload sees it. `checkCmsRequest` is the pure rule; the
 * route file wraps Payload's handlers with `guardCmsRest`. Also the upload handler that answers
 * 404 for a file missing on disk (Payload answers 500).
 */
import fs from 'node:fs/promises'
import path from 'node:path'

import * as qs from 'qs-esm'

import { getPayload } from 'payload'
import type {
  AfterErrorHook,
  CollectionConfig,
  CollectionSlug,
  FlattenedField,
  Payload,
  PayloadRequest,
  SanitizedConfig,
} from 'payload'

import { hasControlCharacter } from './control-characters'
import { isStillReferenced } from './database-errors'
import { assertSameOrigin } from './http'
import { siteOrigin } from './site'

type Fields = readonly FlattenedField[]

/** What a request is refused with. */
export type CmsRefusal = { status: 400 | 403 | 404 | 413 | 415; message: string }

/** Who asks: a staff member signed in to Payload, or anyone else (visitors and buyers alike). */
export type CmsViewer = 'visitor' | 'staff'

/**
 * How much one request may ask for (issue 38, item 1): every level of depth multiplies the
 * answer by the related documents of each document, and `depth=10` grew a products list
 * past the heap. No public page calls /api/cms (they read through the Local API), so visitors
 * get one level and 100 documents a page; the admin reads at most three levels.
 */
export const cmsReadLimits = {
  visitor: { depth: 1, limit: 100 },
  staff: { depth: 3, limit: Number.MAX_SAFE_INTEGER },
} as const

/** The parts of Payload's sanitized config the rules read. */
export type CmsApiShape = Pick<SanitizedConfig, 'collections' | 'globals' | 'maxDepth'> & {
  localization: SanitizedConfig['localization']
  db: { defaultIDType?: 'number' | 'text' | string }
}

/** PostgreSQL's `serial` ids are 4-byte integers: a larger number would fail in the database. */
const MAX_SERIAL_ID = 2_147_483_647

const comparisonOperators = new Set([
  'equals',
  'not_equals',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
  'in',
  'not_in',
  'all',
])
const listOperators = new Set(['in', 'not_in', 'all'])
/** Text searches: the database refuses them on integer and timestamp columns. */
const textOperators = new Set(['like', 'not_like', 'contains'])
/** Geometry operators: only a point field takes them (`where[id][near]` was a 500). */
const pointOperators = new Set(['near', 'within', 'intersects'])

const refuse = (status: CmsRefusal['status'], message: string): CmsRefusal => ({ status, message })

function isSerialId(value: string): boolean {
  return /^\d{1,10}$/.test(value) && Number(value) >= 1 && Number(value) <= MAX_SERIAL_ID
}

function isDate(value: string): boolean {
  return value.trim() !== '' && !Number.isNaN(new Date(value).getTime())
}

function isNumber(value: string): boolean {
  return value.trim() !== '' && Number.isFinite(Number(value))
}

/** An endpoint path of Payload's (`/versions/:id`, `/access/:id?`) matched against segments. */
function matchEndpoint(
  pattern: string,
  segments: readonly string[],
): Record<string, string> | null {
  const parts = pattern.split('/').filter(Boolean)
  const params: Record<string, string> = {}
  let index = 0
  for (const part of parts) {
    const segment = segments[index]
    if (part.startsWith(':')) {
      const optional = part.endsWith('?')
      const name = part.slice(1, optional ? -1 : undefined)
      if (segment === undefined || segment === '') {
        if (optional) continue
        return null
      }
      params[name] = segment
    } else if (segment !== part) {
      return null
    }
    index += 1
  }
  return index === segments.length ? params : null
}

type Endpoint = { method: string; path: string }

function endpointsOf(entity: { endpoints?: false | unknown[] }): Endpoint[] | false {
  if (entity.endpoints === false) return false
  return (entity.endpoints ?? []) as Endpoint[]
}

/** The endpoint Payload would pick (the first of the method whose path matches), as it does. */
function findEndpoint(endpoints: readonly Endpoint[], method: string, segments: readonly string[]) {
  for (const endpoint of endpoints) {
    if (endpoint.method !== method) continue
    const params = matchEndpoint(endpoint.path, segments)
    if (params) return { endpoint, params }
  }
  return null
}

type Leaf = { kind: 'id' | 'date' | 'number' | 'point' | 'other' }

type CollectionShape = {
  slug: string
  flattenedFields: Fields
  access?: { read?: unknown }
  upload?: unknown
}

/** The type a `where` path ends on, or null when the path is not one the rules know. */
function resolvePath(
  shape: CmsApiShape,
  collection: CollectionShape,
  pathText: string,
  idIsNumber: (slug: string) => boolean,
): Leaf | null {
  const locales = new Set(
    shape.localization ? shape.localization.localeCodes : ([] as readonly string[]),
  )
  const segments = pathText.split('.')
  let fields: Fields = collection.flattenedFields
  let owner: CollectionShape = collection
  for (let index = 0; index < segments.length; index += 1) {
    const name = segments[index]!
    const last = index === segments.length - 1
    if (name === 'id' && last) return { kind: idIsNumber(owner.slug) ? 'id' : 'other' }
    const field = fields.find((each) => 'name' in each && each.name === name)
    if (!field) return null
    // `title.es`: a localized field's value in one locale
    const next = segments[index + 1]
    const rest = next !== undefined && locales.has(next) ? index + 1 : index
    const isLast = rest === segments.length - 1
    switch (field.type) {
      case 'date':
        return isLast ? { kind: 'date' } : null
      case 'number':
        return isLast ? { kind: 'number' } : null
      case 'point':
        return isLast ? { kind: 'point' } : null
      case 'relationship':
      case 'upload': {
        const targets = Array.isArray(field.relationTo) ? field.relationTo : [field.relationTo]
        const numeric = targets.every(idIsNumber)
        if (isLast)
          return Array.isArray(field.relationTo) ? null : { kind: numeric ? 'id' : 'other' }
        const after = segments[rest + 1]
        if (Array.isArray(field.relationTo)) {
          // polymorphic: `link.value` is the id, `link.relationTo` a slug
          return after === 'value' && rest + 1 === segments.length - 1
            ? { kind: numeric ? 'id' : 'other' }
            : null
        }
        const related = shape.collections.find((each) => each.slug === field.relationTo)
        if (!related) return null
        owner = related
        fields = related.flattenedFields
        index = rest
        continue
      }
      case 'group':
      case 'tab':
      case 'array':
        if (isLast) return { kind: 'other' }
        fields = field.flattenedFields
        index = rest
        continue
      case 'blocks':
        if (isLast) return { kind: 'other' }
        fields = (field.blocks ?? []).flatMap((block) =>
          typeof block === 'string' ? [] : block.flattenedFields,
        )
        index = rest
        continue
      default:
        return isLast ? { kind: 'other' } : null
    }
  }
  return null
}

/** A request with no one signed in, as access functions see a visitor. */
const visitorRequest = { user: null, payloadAPI: 'REST', context: {} } as unknown as PayloadRequest

/** What an access function answers a visitor; an async or failing one counts as a refusal. */
function visitorAccess(access: unknown): unknown {
  if (typeof access !== 'function') return true
  try {
    const answer = (access as (args: { req: PayloadRequest }) => unknown)({ req: visitorRequest })
    return answer instanceof Promise ? false : answer
  } catch {
    return false
  }
}

/**
 * Whether a visitor reads a field as stored: not when it is hidden, when its read access
 * refuses them, or when a read hook changes what they see of it (a product's attribute table
 * drops the rows of private attributes): a filter on it would still match what was dropped.
 */
function visitorReadsField(field: FlattenedField): boolean {
  if ((field as { hidden?: boolean }).hidden) return false
  if (visitorAccess(field.access?.read) !== true) return false
  const hooks = (field as { hooks?: { afterRead?: unknown[] } }).hooks
  return !(hooks?.afterRead?.length ?? 0)
}

/** Whether a visitor reads every document of a collection (a query across a relationship ignores the related collection's own row rule). */
function visitorReadsEvery(collection: CollectionShape): boolean {
  return visitorAccess(collection.access?.read) === true
}

/**
 * The part of a `where` or `sort` path a visitor may not use, or null: a field they do not read
 * (issue 38, item 4: a hidden attribute's value was recovered letter by letter through `like`),
 * or a relationship into documents they do not all read. Unknown paths are Payload's to refuse.
 */
export function hiddenFromVisitors(
  shape: Pick<CmsApiShape, 'collections' | 'localization'>,
  collection: CollectionShape,
  pathText: string,
): string | null {
  const locales = new Set(
    shape.localization ? shape.localization.localeCodes : ([] as readonly string[]),
  )
  const segments = pathText.split('.')
  let fields: Fields = collection.flattenedFields
  for (let index = 0; index < segments.length; index += 1) {
    const name = segments[index]!
    if (name === 'id') return null
    const field = fields.find((each) => 'name' in each && each.name === name)
    if (!field) return null
    const shown = segments.slice(0, index + 1).join('.')
    if (!visitorReadsField(field)) return shown
    if (locales.has(segments[index + 1] ?? '')) index += 1
    if (index === segments.length - 1) return null
    switch (field.type) {
      case 'relationship':
      case 'upload': {
        if (Array.isArray(field.relationTo)) return null // `value` or `relationTo` only
        const related = shape.collections.find((each) => each.slug === field.relationTo)
        if (!related) return null
        if (!visitorReadsEvery(related as CollectionShape)) return shown
        fields = related.flattenedFields
        continue
      }
      case 'group':
      case 'tab':
      case 'array':
        fields = field.flattenedFields
        continue
      case 'blocks':
        fields = (field.blocks ?? []).flatMap((block) =>
          typeof block === 'string' ? [] : block.flattenedFields,
        )
        continue
      default:
        return null
    }
  }
  return null
}

const notForVisitors = (path: string) =>
  `"${path}" cannot be used to filter or sort: it is not shown to visitors.`

/** The field paths of a `sort` (`-title,createdAt` or a list). */
function sortPaths(sort: unknown): string[] {
  const list = Array.isArray(sort) ? sort : typeof sort === 'string' ? sort.split(',') : []
  return list
    .filter((each): each is string => typeof each === 'string')
    .map((each) => each.trim().replace(/^[-+]/, ''))
    .filter(Boolean)
}

function valuesOf(operator: string, value: unknown): unknown[] {
  if (listOperators.has(operator)) {
    if (Array.isArray(value)) return value
    if (typeof value === 'string') return value.split(',')
    if (value && typeof value === 'object') return Object.values(value)
  }
  return [value]
}

function checkValue(leaf: Leaf, pathText: string, value: unknown): CmsRefusal | null {
  // null (or the string "null") asks for an empty value: fine for every type
  if (value === null || value === 'null') return null
  if (typeof value !== 'string' && typeof value !== 'number') {
    return refuse(400, `The value for "${pathText}" must be a single value.`)
  }
  const text = String(value)
  if (leaf.kind === 'id' && !isSerialId(text)) {
    return refuse(400, `"${text}" is not an id: "${pathText}" takes a whole number.`)
  }
  if (leaf.kind === 'date' && !isDate(text)) {
    return refuse(400, `"${text}" is not a date: "${pathText}" takes a date such as 2024-05-31.`)
  }
  if (leaf.kind === 'number' && !isNumber(text)) {
    return refuse(400, `"${text}" is not a number: "${pathText}" takes a number.`)
  }
  return null
}

function checkWhere(
  shape: CmsApiShape,
  collection: CollectionShape,
  where: unknown,
  idIsNumber: (slug: string) => boolean,
  viewer: CmsViewer,
  nesting = 0,
): CmsRefusal | null {
  if (nesting > 10) return refuse(400, 'The where query is nested too deeply.')
  if (!where || typeof where !== 'object' || Array.isArray(where)) {
    return refuse(400, 'where must be an object of field conditions.')
  }
  for (const [key, condition] of Object.entries(where)) {
    if (key === 'and' || key === 'or') {
      const list = condition && typeof condition === 'object' ? Object.values(condition) : null
      if (!list) return refuse(400, `where[${key}] must be a list of conditions.`)
      for (const each of list) {
        const problem = checkWhere(shape, collection, each, idIsNumber, viewer, nesting + 1)
        if (problem) return problem
      }
      continue
    }
    if (!condition || typeof condition !== 'object' || Array.isArray(condition)) {
      return refuse(400, `where[${key}] must name an operator, e.g. where[${key}][equals]=…`)
    }
    if (viewer === 'visitor') {
      const hidden = hiddenFromVisitors(shape, collection, key)
      if (hidden) return refuse(400, notForVisitors(hidden))
    }
    const leaf = resolvePath(shape, collection, key, idIsNumber)
    if (!leaf) continue
    for (const [operator, value] of Object.entries(condition)) {
      if (pointOperators.has(operator) && leaf.kind !== 'point') {
        return refuse(400, `"${key}" is not a point: ${operator} cannot search it.`)
      }
      if (leaf.kind === 'point') continue
      if (value && typeof value === 'object' && !listOperators.has(operator)) {
        return refuse(400, `where[${key}][${operator}] takes a single value.`)
      }
      if (leaf.kind === 'other') continue
      if (textOperators.has(operator)) {
        return refuse(400, `"${key}" is not text: ${operator} cannot search it.`)
      }
      if (!comparisonOperators.has(operator)) continue
      for (const each of valuesOf(operator, value)) {
        const problem = checkValue(leaf, key, each)
        if (problem) return problem
      }
    }
  }
  return null
}

/** A `where` or `data` given as a JSON string, parsed (Payload parses it unguarded). */
function jsonParam(name: string, value: unknown): { value: unknown } | CmsRefusal {
  if (typeof value !== 'string') return { value }
  if (value === '') return { value: undefined }
  try {
    return { value: JSON.parse(value) as unknown }
  } catch {
    return refuse(400, `${name} is not valid JSON.`)
  }
}

function checkWholeNumber(
  name: string,
  value: unknown,
  min: number,
  max: number,
): CmsRefusal | null {
  if (value === undefined) return null
  const text = typeof value === 'string' ? value : ''
  if (!/^\d{1,9}$/.test(text) || Number(text) < min || Number(text) > max) {
    return refuse(
      400,
      max === Number.MAX_SAFE_INTEGER
        ? `${name} must be a whole number from ${min}.`
        : `${name} must be a whole number from ${min} to ${max}.`,
    )
  }
  return null
}

export type CmsRequest = {
  method: string
  /** The path below /api/cms, as segments: ['pages', '12']. */
  segments: readonly string[]
  /** The query string as Payload parses it (qs brackets: `where[title][equals]=x`). */
  query: Record<string, unknown>
  viewer: CmsViewer
}

/**
 * The rule: null when Payload may answer the request, else why not. Ids of numeric-id
 * collections must be whole numbers (else 404, no such document); `depth` 0…maxDepth, `page`
 * from 1 and `limit` from 0 whole numbers; `locale` one of the site's or all; `where` and `data`
 * objects or JSON; `where` values of id, relationship, date and number fields of the field's
 * type, one value per operator, no text search on them (400); collections Payload keeps without
 * endpoints (migrations), and the versions of what keeps none, do not exist here (404).
 */
export function checkCmsRequest(shape: CmsApiShape, request: CmsRequest): CmsRefusal | null {
  const method = request.method.toLowerCase()
  const { query, viewer } = request
  const limits = cmsReadLimits[viewer]
  const depth = checkWholeNumber('depth', query.depth, 0, Math.min(limits.depth, shape.maxDepth))
  if (depth) return depth
  const page = checkWholeNumber('page', query.page, 1, Number.MAX_SAFE_INTEGER)
  if (page) return page
  // limit=0 and pagination=false both mean every document
  const limit = checkWholeNumber('limit', query.limit, viewer === 'visitor' ? 1 : 0, limits.limit)
  if (limit) return limit
  if (viewer === 'visitor' && query.pagination !== undefined && query.pagination !== 'true') {
    return refuse(400, `pagination stays on: a page holds at most ${limits.limit} documents.`)
  }
  const data = jsonParam('data', query.data)
  if ('status' in data) return data
  const locale = query.locale
  if (locale !== undefined && shape.localization) {
    const known = ['all', '*', ...shape.localization.localeCodes]
    if (typeof locale !== 'string' || !known.includes(locale)) {
      return refuse(400, `locale must be one of ${known.join(', ')}.`)
    }
  }

  const idIsNumber = (slug: string) => {
    const collection = shape.collections.find((each) => each.slug === slug)
    const custom = collection?.flattenedFields.find((field) => field.name === 'id')
    return (custom ? custom.type : shape.db.defaultIDType) === 'number'
  }
  // an encoded slash (`a%2Fb`) arrives as one segment that Payload's router splits again: no
  // route of Payload's takes one, and its router answered such a path 500 (found by the fuzz test)
  if (request.segments.some((segment) => segment.includes('/'))) return refuse(404, 'Not Found')
  const [first, ...rest] = request.segments
  const isGlobal = first === 'globals'
  const slug = isGlobal ? rest[0] : first
  const below = isGlobal ? rest.slice(1) : rest
  const entity = isGlobal
    ? shape.globals.find((each) => each.slug === slug)
    : shape.collections.find((each) => each.slug === slug)
  if (!entity) return null // Payload's own routes and 404s
  const endpoints = endpointsOf(entity as { endpoints?: false | unknown[] })
  if (endpoints === false) return refuse(404, 'Not Found')
  const found = findEndpoint(endpoints, method, below)
  if (!found) return null

  const id = found.params.id
  const takesToken = found.endpoint.path === '/verify/:id'
  // Payload mounts e-mail verification on every auth collection; where it is off (staff) its
  // handler failed with 500 for any token (found by the authorization matrix)
  if (takesToken && !(entity as { auth?: { verify?: unknown } }).auth?.verify) {
    return refuse(404, 'Not Found')
  }
  const isVersion = found.endpoint.path.startsWith('/versions')
  // Payload mounts the versions endpoints on every collection and global; on one that keeps no
  // versions its database query failed with 500 (found by the authorization matrix)
  if (isVersion && !(entity as { versions?: unknown }).versions) return refuse(404, 'Not Found')
  // versions and globals' versions have the database's own ids
  const numericIds = isGlobal || isVersion ? shape.db.defaultIDType === 'number' : idIsNumber(slug!)
  if (id !== undefined && !takesToken && numericIds && !isSerialId(id)) {
    return refuse(404, `Not Found: no document has the id "${id}" (ids are whole numbers).`)
  }

  const where = jsonParam('where', query.where)
  if ('status' in where) return where
  if (isGlobal || isVersion) return null
  if (viewer === 'visitor') {
    for (const each of sortPaths(query.sort)) {
      const hidden = hiddenFromVisitors(shape, entity as CollectionShape, each)
      if (hidden) return refuse(400, notForVisitors(hidden))
    }
  }
  if (where.value === undefined) return null
  return checkWhere(shape, entity as CollectionShape, where.value, idIsNumber, viewer)
}

function cmsError(refusal: CmsRefusal): Response {
  return Response.json({ errors: [{ message: refusal.message }] }, { status: refusal.status })
}

type RouteArgs = { params: Promise<{ slug: string[] }> }
type RestHandler = (request: Request, args: RouteArgs) => Promise<Response>

/**
 * Payload's REST answer when the database refuses to remove a document others still point at
 * (a category, a product family or a price list in use): 409 with a message staff can act on,
 * not Payload's 500 (found by the authorization matrix). Nothing was removed.
 */
export const stillReferencedIsConflict: AfterErrorHook = ({ error, req }) => {
  if (!isStillReferenced(error, { deleting: req.method === 'DELETE' })) return
  return {
    status: 409,
    response: {
      errors: [
        { message: 'This document is still used by others (remove or change those first).' },
      ],
    },
  }
}

/**
 * An upload from an address Payload's safe fetch blocks (a private or local one) is the
 * client's mistake: 400, not the plain Error's 500 (issue 38, item 11).
 */
export const blockedFetchIsRefused: AfterErrorHook = ({ error }) => {
  if (!/Blocked unsafe attempt to /.test(error?.message ?? '')) return
  return {
    status: 400,
    response: {
      errors: [{ message: 'Files are not fetched from private or local addresses.' }],
    },
  }
}

const queryOptions = {
  allowEmptyArrays: true,
  arrayLimit: 1000,
  depth: 10,
  ignoreQueryPrefix: true,
}

/** A query string read as Payload reads it (createPayloadRequest's qs options). */
function queryOf(search: string): Record<string, unknown> {
  return qs.parse(search, queryOptions) as Record<string, unknown>
}

const methodOverride = (request: Request) =>
  request.method === 'POST' &&
  (request.headers.get('X-Payload-HTTP-Method-Override') === 'GET' ||
    request.headers.get('X-HTTP-Method-Override') === 'GET')

/**
 * The query a POST with `X-Payload-HTTP-Method-Override: GET` reads, built as Payload's
 * handleEndpoints builds it (a urlencoded body appended to the URL; a JSON body's locale), so
 * the query sent in the body meets the same rules as one in the URL (issue 38, item 12).
 */
async function overriddenQuery(request: Request): Promise<Record<string, unknown> | CmsRefusal> {
  const type = request.headers.get('Content-Type')
  let url = request.url
  if (type === 'application/x-www-form-urlencoded') {
    url = `${request.url}?${await request.clone().text()}`
  } else if (type === 'application/json') {
    let data: { locale?: unknown; fallbackLocale?: unknown; depth?: unknown } | null
    try {
      data = JSON.parse(await request.clone().text()) as typeof data
    } catch {
      return refuse(400, 'The body is not valid JSON.')
    }
    if (data?.locale) url += `?locale=${String(data.locale)}`
    if (data?.fallbackLocale) url += `&fallbackLocale=${String(data.depth)}`
  }
  return queryOf(new URL(url).search)
}

/**
 * The body of a change, checked where Payload would fail on it with a 500 (issue 38, item 11):
 * JSON that is not an object (`null`), a form's `_payload` that is not a JSON object, a file
 * sent to a collection that takes none, a file name with control characters, a body in a
 * format Payload does not read (a urlencoded `_payload` reached the database as nothing).
 */
async function checkBody(
  shape: CmsApiShape,
  request: Request,
  segments: readonly string[],
): Promise<CmsRefusal | null> {
  if (!['POST', 'PATCH', 'PUT'].includes(request.method) || !request.body) return null
  const type = (request.headers.get('Content-Type') ?? '').split(';', 1)[0]!.trim().toLowerCase()
  if (type === 'application/json') {
    const text = await request.clone().text()
    if (text.trim() === '') return null
    let data: unknown
    try {
      data = JSON.parse(text)
    } catch {
      return null // Payload answers 400 Invalid JSON
    }
    return data !== null && typeof data === 'object' && !Array.isArray(data)
      ? null
      : refuse(400, 'The body must be a JSON object of fields.')
  }
  if (type.startsWith('multipart/')) {
    let form: FormData
    try {
      form = await request.clone().formData()
    } catch {
      return refuse(400, 'The form data cannot be read.')
    }
    const collection = segments[0] === 'globals' ? undefined : segments[0]
    const takesFiles = !!shape.collections.find((each) => each.slug === collection)?.upload
    for (const [name, value] of form.entries()) {
      if (typeof value === 'string') {
        if (name !== '_payload') continue
        let data: unknown
        try {
          data = JSON.parse(value)
        } catch {
          return refuse(400, '_payload is not valid JSON.')
        }
        if (data === null || typeof data !== 'object' || Array.isArray(data)) {
          return refuse(400, '_payload must be a JSON object of fields.')
        }
        continue
      }
      if (!takesFiles) return refuse(400, `Only upload collections take a file ("${name}").`)
      if (hasControlCharacter(value.name)) {
        return refuse(400, 'The file name contains control characters.')
      }
    }
    return null
  }
  const text = await request.clone().text()
  if (text === '') return null
  return refuse(415, 'Send the body as application/json or multipart/form-data.')
}

/** Who signed in to Payload: a staff member, or anyone else. */
async function viewerOf(payload: Payload, request: Request): Promise<CmsViewer> {
  try {
    const { user } = await payload.auth({ headers: request.headers })
    return user?.collection === 'staff' ? 'staff' : 'visitor'
  } catch {
    return 'visitor'
  }
}

/**
 * Payload's REST handler for a route file, guarded by `checkCmsRequest` for the viewer Payload
 * will see. A read without a `locale` is a read in the default locale, as Payload documents
 * it: with `fallback: false` Payload would leave the request without one, answer no localized
 * field at all and fail on a `where` over one.
 */
export function guardCmsRest(
  config: SanitizedConfig | Promise<SanitizedConfig>,
  handler: RestHandler,
  options: { payload?: () => Promise<Payload> } = {},
): RestHandler {
  const payloadOf = options.payload ?? (async () => getPayload({ config: await config }))
  return async (request, args) => {
    try {
      assertSameOrigin(request, [siteOrigin()])
    } catch {
      return cmsError({ status: 403, message: 'Changes are accepted only from this site.' })
    }
    const shape = (await config) as unknown as CmsApiShape
    const segments = (await args.params).slug ?? []
    const viewer = await viewerOf(await payloadOf(), request)
    const guarded = async (): Promise<Response> => {
      const url = new URL(request.url)
      const override = methodOverride(request)
      const query = override ? await overriddenQuery(request) : queryOf(url.search)
      if ('status' in query && 'message' in query) return cmsError(query as CmsRefusal)
      const refusal =
        checkCmsRequest(shape, {
          method: override ? 'GET' : request.method,
          segments,
          query,
          viewer,
        }) ?? (override ? null : await checkBody(shape, request, segments))
      if (refusal) return cmsError(refusal)
      if (request.method === 'GET' && !url.searchParams.has('locale') && shape.localization) {
        url.searchParams.set('locale', shape.localization.defaultLocale)
        return handler(new Request(url, request), args)
      }
      const answer = await handler(request, args)
      // Payload's preferences delete fails with 500 for a key the user has no preference under
      // (the database adapter's deleteOne finds no row): nothing was there, so it is a 404
      if (
        answer.status === 500 &&
        request.method === 'DELETE' &&
        segments[0] === 'payload-preferences'
      ) {
        return cmsError({ status: 404, message: 'Not Found' })
      }
      return answer
    }
    return withCacheControl(await guarded(), cacheRule(shape, segments))
  }
}

type CacheRule = 'public-file' | 'private'

/** A file every visitor may read may be kept by shared caches; nothing else Payload answers. */
function cacheRule(shape: CmsApiShape, segments: readonly string[]): CacheRule {
  if (segments[1] !== 'file') return 'private'
  const collection = shape.collections.find((each) => each.slug === segments[0]) as
    CollectionShape | undefined
  return collection?.upload && visitorReadsEvery(collection) ? 'public-file' : 'private'
}

/**
 * Payload's answers carry staff-only data or per-viewer results: no shared cache may keep them,
 * nor any refusal or error (a staff-only file's 403 was kept an hour, issue 38 item 9).
 * Files every visitor reads (`…/file/{name}` of media) are the same for everyone.
 */
export function cacheControlFor(status: number, rule: CacheRule, payloadsOwn: string | null) {
  if (status >= 400 || rule === 'private') return 'private, no-store'
  return payloadsOwn ?? 'public, max-age=3600'
}

function withCacheControl(response: Response, rule: CacheRule): Response {
  const value = cacheControlFor(response.status, rule, response.headers.get('cache-control'))
  if (response.headers.get('cache-control') === value) return response
  const answer = new Response(response.body, response)
  answer.headers.set('Cache-Control', value)
  return answer
}

type UploadHandler = NonNullable<
  Extract<CollectionConfig['upload'], { handlers?: unknown }>['handlers']
>[number]

/**
 * An upload collection's file that is gone from disk answers 404 (Payload answers 500 and
 * logs an error): a stale link, not a server fault. Files that are there are left to Payload.
 */
export const missingFileIsNotFound = (async (
  req: PayloadRequest,
  { params }: Parameters<UploadHandler>[1],
): Promise<Response | void> => {
  const collection = req.payload.collections[params.collection as CollectionSlug]
  const upload = collection?.config.upload
  if (!upload) return
  const dir = path.resolve(upload.staticDir || params.collection)
  const file = path.resolve(dir, params.filename)
  if (!file.startsWith(dir + path.sep)) return // Payload refuses it
  try {
    await fs.stat(file)
    return
  } catch {
    return cmsError(refuse(404, 'Not Found'))
  }
}) as UploadHandler // Payload's type has no 'a Response or nothing'
