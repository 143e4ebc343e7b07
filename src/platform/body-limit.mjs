/**
 * How large a request body the shop reads (issue 38 item 2): 1 MiB, except Payload's uploads
 * (multipart to an upload collection, which is also how the admin uploads), bounded by Payload's
 * own upload limits. Anything larger is refused with 413 before it is read, by the shop
 * (scripts/body-limit.mjs in scripts/serve.mjs) and by the caching front (edge-front.ts), so a
 * single large body cannot fill the server's heap. Plain JavaScript: serve.mjs loads it without a
 * build; pure.
 */

export const bodyLimitBytes = 1024 * 1024

/** The collections that take files (src/content/collections/media.ts, catalog-imports.ts). */
export const uploadCollections = ['media', 'catalog-imports']

/** Where an upload is sent: a new document of an upload collection, or one of its documents. */
export const uploadPathRegex = `^/api/cms/(${uploadCollections.join('|')})(/[^/?]*)?(\\?|$)`

export const multipartRegex = '^multipart/form-data(;|$)'

/**
 * The largest body this request may carry, in bytes; null for an upload (no bound here).
 *
 * @param {{ method?: string, url?: string, contentType?: string }} request
 * @returns {number | null}
 */
export function bodyLimitFor({ method = 'GET', url = '/', contentType = '' }) {
  const upload =
    (method === 'POST' || method === 'PATCH') &&
    new RegExp(uploadPathRegex).test(url) &&
    new RegExp(multipartRegex, 'i').test(contentType.trim())
  return upload ? null : bodyLimitBytes
}

/** The refusal's text (the shop's JSON error shape on API paths: src/platform/http.ts). */
export const bodyTooLargeMessage = 'The request body is larger than 1 MiB.'
export const bodyTooLargeCode = 'payloadTooLarge'

/**
 * The 413 answer for a path: JSON with `error` and `code` under /api/, plain text elsewhere.
 *
 * @param {string} url
 * @returns {{ contentType: string, body: string }}
 */
export function bodyTooLargeAnswer(url) {
  if (/^\/api\//.test(url)) {
    return {
      contentType: 'application/json',
      body: JSON.stringify({ error: bodyTooLargeMessage, code: bodyTooLargeCode }),
    }
  }
  return { contentType: 'text/plain; charset=utf-8', body: `${bodyTooLargeMessage}\n` }
}
