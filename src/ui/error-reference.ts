/**
 * The id of the last request that failed on the server, which the server put in a cookie with
 * its answer (scripts/request-log.mjs): the error page shows it for the buyer to quote to staff,
 * who find the failure's stack in the log by it. Pure.
 */
export const errorReferenceCookie = 'shop_error_ref'

const wellFormedId = /^[A-Za-z0-9._-]{8,100}$/

/** The reference in a `document.cookie` string, or null when there is none worth showing. */
export function errorReferenceFrom(cookies: string): string | null {
  for (const pair of cookies.split(';')) {
    const at = pair.indexOf('=')
    if (at === -1 || pair.slice(0, at).trim() !== errorReferenceCookie) continue
    const value = pair.slice(at + 1).trim()
    return wellFormedId.test(value) ? value : null
  }
  return null
}
