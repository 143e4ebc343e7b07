/**
 * How long shared caches (the front, a CDN) may keep a page. Next marks the pages it keeps
 * (ISR) `s-maxage=31536000`: a CDN without purge would show an old price for a year. The
 * server rewrites every shared lifetime to a short one and marks the answer `public` (the front
 * stores nothing else). Serving stale while fetching again is for shared caches only, so it goes
 * in `CDN-Cache-Control` (RFC 9213), never in `Cache-Control`: a browser honours
 * stale-while-revalidate too, and would show an old page or price for that long (and Chromium's
 * background revalidations of prefetched pages kept pages from ever settling).
 * EDGE_MAX_AGE (default 60 s) and EDGE_STALE_WHILE_REVALIDATE (default 600 s) change them; the
 * front's purge test sets the lifetime longer than itself, so that only the purge explains a
 * fresh page.
 */

/** @returns {{ maxAge: number, stale: number }} */
export function edgeLifetimesFrom(env) {
  const seconds = (value, fallback) => {
    const parsed = Number(value)
    return value !== undefined && value !== '' && Number.isInteger(parsed) && parsed >= 0
      ? parsed
      : fallback
  }
  return {
    maxAge: seconds(env.EDGE_MAX_AGE, 60),
    stale: seconds(env.EDGE_STALE_WHILE_REVALIDATE, 600),
  }
}

const sharedLifetime = /(^|[\s,])s-maxage=\d+/i
const notShared = /(^|[\s,])(private|no-store|no-cache)([\s,=]|$)/i

/** The Cache-Control to send for one the app set; answers without a shared lifetime are unchanged. */
export function edgeCacheControl(value, lifetimes) {
  if (typeof value !== 'string' || !sharedLifetime.test(value) || notShared.test(value))
    return value
  const kept = value
    .split(',')
    .map((directive) => directive.trim())
    .filter(Boolean)
    .filter((directive) => !/^(public|s-maxage|stale-while-revalidate)\b/i.test(directive))
  // without max-age a browser may guess a lifetime of its own: it asks again each time instead
  const browser = kept.some((directive) => /^max-age\b/i.test(directive)) ? [] : ['max-age=0']
  return ['public', ...browser, ...kept, `s-maxage=${lifetimes.maxAge}`].join(', ')
}

/** What shared caches alone read (CDN-Cache-Control), for an answer they may keep; else null. */
export function edgeCdnCacheControl(value, lifetimes) {
  if (typeof value !== 'string' || !sharedLifetime.test(value) || notShared.test(value)) return null
  return `public, max-age=${lifetimes.maxAge}, stale-while-revalidate=${lifetimes.stale}`
}

/** Makes a Node response send edge lifetimes, whichever way its headers are written. */
export function withEdgeLifetimes(res, lifetimes) {
  const writeHead = res.writeHead
  res.writeHead = function (statusCode, ...rest) {
    const current = res.getHeader('cache-control')
    if (current !== undefined) {
      res.setHeader('cache-control', edgeCacheControl(current, lifetimes))
      const cdn = edgeCdnCacheControl(current, lifetimes)
      if (cdn) res.setHeader('cdn-cache-control', cdn)
    }
    const headers = rest.find((argument) => argument && typeof argument === 'object')
    if (headers && !Array.isArray(headers)) {
      for (const name of Object.keys(headers)) {
        if (name.toLowerCase() !== 'cache-control') continue
        const cdn = edgeCdnCacheControl(headers[name], lifetimes)
        headers[name] = edgeCacheControl(headers[name], lifetimes)
        if (cdn) headers['cdn-cache-control'] = cdn
      }
    }
    return writeHead.call(this, statusCode, ...rest)
  }
  return res
}
