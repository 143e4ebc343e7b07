/**
 * Every field a visitor cannot read, from Payload's config (issue 38, item 4): the where and
 * sort queries on each that a visitor must be refused (400) in the collections they read at
 * all. Read from the config the way Payload reads it (hidden fields, field read access asked
 * with no user, fields whose read hooks change what a visitor sees), not from a list, so a
 * field added later is covered the day it lands.
 */
import type { FlattenedField, PayloadRequest, SanitizedConfig } from 'payload'

const visitor = { user: null, payloadAPI: 'REST', context: {} } as unknown as PayloadRequest

function answers(access: unknown): unknown {
  if (typeof access !== 'function') return true
  try {
    const answer = (access as (args: { req: PayloadRequest }) => unknown)({ req: visitor })
    return answer instanceof Promise ? false : answer
  } catch {
    return false
  }
}

function unreadable(field: FlattenedField): boolean {
  return (
    !!(field as { hidden?: boolean }).hidden ||
    answers(field.access?.read) !== true ||
    ((field as { hooks?: { afterRead?: unknown[] } }).hooks?.afterRead?.length ?? 0) > 0
  )
}

/** Field paths (with the fields below them) a visitor cannot read, within `fields`. */
function hiddenPaths(fields: readonly FlattenedField[], prefix: string, out: string[]): void {
  for (const field of fields) {
    if (!('name' in field) || field.name === 'id') continue
    const path = `${prefix}${field.name}`
    const children =
      field.type === 'array' || field.type === 'group' || field.type === 'tab'
        ? field.flattenedFields
        : []
    if (unreadable(field)) {
      if (field.type !== 'join') out.push(path)
      for (const child of children) {
        if ('name' in child && child.type !== 'join') out.push(`${path}.${child.name}`)
      }
      continue
    }
    hiddenPaths(children, `${path}.`, out)
  }
}

export type HiddenQuery = { path: string; where: string; sort: string }

export function visitorHiddenQueries(config: SanitizedConfig): HiddenQuery[] {
  const queries: HiddenQuery[] = []
  for (const collection of config.collections) {
    // a collection a visitor cannot read at all is refused whole (403), before any where
    if (collection.endpoints === false || answers(collection.access.read) === false) continue
    const paths: string[] = []
    hiddenPaths(collection.flattenedFields, '', paths)
    for (const path of paths) {
      queries.push({
        path: `${collection.slug} ${path}`,
        where: `${collection.slug}?depth=0&limit=1&where[${path}][exists]=true`,
        sort: `${collection.slug}?depth=0&limit=1&sort=-${path}`,
      })
    }
  }
  return queries
}
