/**
 * The one fetch helper for browser code: JSON in and out, a 120 s timeout,
 * up to 3 retries of idempotent requests on network errors and 429/502/503/504
 * (never after the caller aborted), and a hook that turns a 401 into sign-in.
 * Every call names the page's language (`X-Shop-Locale`, from `<html lang>`), so a mail the
 * buyer's action sends goes out in the language of the site they acted on.
 * Framework-free so it is unit-tested with a fake fetch.
 */
import { isLocale } from '@/i18n/locales'
import { localeHeader } from '@/i18n/request-locale'

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(
      typeof body === 'object' && body && 'error' in body && typeof body.error === 'string'
        ? body.error
        : `Request failed with status ${status}`,
    )
    this.name = 'ApiError'
  }

  /** Field errors of a 400 answer (`{ fieldErrors: { email: ['…'] } }`), for forms. */
  get fieldErrors(): Record<string, string[]> {
    const body = this.body as { fieldErrors?: Record<string, string[]> } | null
    return body?.fieldErrors ?? {}
  }
}

export const fetchDefaults = { timeoutMs: 120_000, retries: 3, backoffMs: 200 } as const

const idempotent = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE'])
const retryableStatus = new Set([429, 502, 503, 504])

type UnauthorizedHandler = (response: Response) => void
const unauthorizedHandlers = new Set<UnauthorizedHandler>()

/** Registers what a 401 does (the accounts work signs out and opens the login modal); returns the unsubscribe. */
export function onUnauthorized(handler: UnauthorizedHandler): () => void {
  unauthorizedHandlers.add(handler)
  return () => unauthorizedHandlers.delete(handler)
}

export type ApiFetchOptions = Omit<RequestInit, 'body'> & {
  /** A plain object is sent as JSON. */
  body?: unknown
  timeoutMs?: number
  retries?: number
  /** Waits between retries (injectable for tests). */
  sleep?: (ms: number) => Promise<void>
  fetchImpl?: typeof fetch
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

function isAbort(error: unknown): boolean {
  return error instanceof DOMException
    ? error.name === 'AbortError' || error.name === 'TimeoutError'
    : (error as { name?: string })?.name === 'AbortError'
}

export async function apiFetch<T = unknown>(
  url: string,
  options: ApiFetchOptions = {},
): Promise<T> {
  const {
    body,
    timeoutMs = fetchDefaults.timeoutMs,
    retries = fetchDefaults.retries,
    sleep = defaultSleep,
    fetchImpl = globalThis.fetch,
    signal: callerSignal,
    headers,
    ...init
  } = options
  const method = (init.method ?? 'GET').toUpperCase()
  // a POST that carries an Idempotency-Key (placing an order) is as safe to send again as a GET
  const canRetry = idempotent.has(method) || new Headers(headers).has('Idempotency-Key')
  const isJsonBody =
    body !== undefined &&
    !(body instanceof FormData) &&
    !(body instanceof Blob) &&
    typeof body !== 'string'
  const requestHeaders = new Headers(headers)
  requestHeaders.set('Accept', 'application/json')
  const pageLocale = typeof document === 'undefined' ? null : document.documentElement?.lang
  if (!requestHeaders.has(localeHeader) && isLocale(pageLocale)) {
    requestHeaders.set(localeHeader, pageLocale)
  }
  if (isJsonBody) requestHeaders.set('Content-Type', 'application/json')

  for (let attempt = 0; ; attempt++) {
    const timeout = new AbortController()
    const timer = setTimeout(
      () => timeout.abort(new DOMException('The operation timed out.', 'TimeoutError')),
      timeoutMs,
    )
    const signal = callerSignal ? AbortSignal.any([callerSignal, timeout.signal]) : timeout.signal
    let response: Response
    try {
      response = await fetchImpl(url, {
        ...init,
        method,
        headers: requestHeaders,
        body: isJsonBody ? JSON.stringify(body) : (body as BodyInit | undefined),
        credentials: init.credentials ?? 'same-origin',
        signal,
      })
    } catch (error) {
      clearTimeout(timer)
      if (callerSignal?.aborted) throw error
      const timedOut = timeout.signal.aborted
      if (!canRetry || attempt >= retries || (isAbort(error) && !timedOut)) throw error
      await sleep(fetchDefaults.backoffMs * 2 ** attempt)
      continue
    }
    clearTimeout(timer)

    if (
      retryableStatus.has(response.status) &&
      canRetry &&
      attempt < retries &&
      !callerSignal?.aborted
    ) {
      await sleep(fetchDefaults.backoffMs * 2 ** attempt)
      continue
    }
    const text = await response.text()
    let parsed: unknown = null
    if (text) {
      try {
        parsed = JSON.parse(text)
      } catch {
        parsed = text
      }
    }
    if (response.status === 401) unauthorizedHandlers.forEach((handler) => handler(response))
    if (!response.ok) throw new ApiError(response.status, parsed)
    return parsed as T
  }
}
