/**
 * Small helpers for the shop's route handlers: JSON answers, zod-validated
 * bodies (400 with field errors, never 500 for a client's mistake) and the
 * same-origin check for state-changing calls. No Next imports: handlers built
 * on them run in tests as plain `Request → Response` functions.
 */
import type { z } from 'zod'

import { isDatabaseUnavailable } from './database-errors'

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message)
    this.name = 'HttpError'
  }
}

export function json(body: unknown, status = 200, headers?: HeadersInit): Response {
  const response = Response.json(body, { status, headers })
  response.headers.set('Cache-Control', 'private, no-store')
  return response
}

export function errorResponse(error: HttpError): Response {
  return json({ error: error.message, code: error.code, ...error.extra }, error.status)
}

/** Message keys per field ('addressState' → ['invalidState']); body-wide problems under '_form'. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string[]> {
  const fieldErrors: Record<string, string[]> = {}
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || '_form'
    const messages = (fieldErrors[field] ??= [])
    if (!messages.includes(issue.message)) messages.push(issue.message)
  }
  return fieldErrors
}

export function validationError(error: z.ZodError): HttpError {
  return new HttpError(400, 'invalid', 'Some fields are not valid', {
    fieldErrors: fieldErrorsOf(error),
  })
}

export async function readJson(request: Request): Promise<unknown> {
  const text = await request.text()
  if (text.trim() === '') return {}
  try {
    return JSON.parse(text) as unknown
  } catch {
    throw new HttpError(400, 'badJson', 'The request body is not valid JSON')
  }
}

export async function parseBody<S extends z.ZodType>(
  request: Request,
  schema: S,
): Promise<z.output<S>> {
  const parsed = schema.safeParse(await readJson(request))
  if (!parsed.success) throw validationError(parsed.error)
  return parsed.data
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * CSRF guard beside SameSite=Lax cookies: a state-changing call from a browser
 * must come from this site. Browsers always send Origin on such requests; a
 * request without one carries no victim's cookies from another site. "This site"
 * is the configured origin (siteOrigin), never the request's own URL: that one
 * comes from the Host header, which the sender chooses.
 */
export function assertSameOrigin(request: Request, allowedOrigins: readonly string[]): void {
  if (safeMethods.has(request.method.toUpperCase())) return
  const origin = request.headers.get('origin')
  const fetchSite = request.headers.get('sec-fetch-site')
  if (fetchSite === 'cross-site')
    throw new HttpError(403, 'crossSite', 'Cross-site request refused')
  if (!origin) return
  if (!allowedOrigins.includes(origin)) {
    throw new HttpError(403, 'crossSite', 'Cross-site request refused')
  }
}

/** Seconds a client is asked to wait when the database is out of reach. */
const unavailableRetryAfterSeconds = 5

/**
 * Turns thrown HttpErrors into their answers, a database out of reach into a 503 with
 * Retry-After (the request was fine; nothing was written), and anything else into a logged 500.
 */
export async function answer(work: () => Promise<Response>): Promise<Response> {
  try {
    return await work()
  } catch (error) {
    if (error instanceof HttpError) return errorResponse(error)
    if (isDatabaseUnavailable(error)) {
      console.error(`database unavailable: ${error instanceof Error ? error.message : error}`)
      return json(
        {
          error: 'The shop cannot reach its database. Try again in a moment.',
          code: 'unavailable',
        },
        503,
        { 'Retry-After': String(unavailableRetryAfterSeconds) },
      )
    }
    console.error(error)
    return json({ error: 'Internal Server Error', code: 'internal' }, 500)
  }
}

/** 204 for a delete, never cached. */
export function noContent(): Response {
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'private, no-store' } })
}
