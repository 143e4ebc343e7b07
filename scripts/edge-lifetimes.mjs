/**
 * How long shared caches (the front, a CDN) may keep a page. Next marks the pages it keeps
 * (ISR) `s-maxage=31536000`: a CDN without purge would show an old price for a year. The
 * server rewrites every shared lifetime to a short one with stale-while-revalidate, and marks
 * the answer `public` (the front stores nothing else). EDGE_MAX_AGE (default 60 s) and
 * EDGE_STALE_WHILE_REVALIDATE (default 600 s) change them; the front's purge test sets them
 * longer than itself, so that only the purge explains a fresh page.
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

/** The Cache-Control to send for one the app set; answers without a shared lifetime are unchanged. */
export function edgeCacheControl(value, lifetimes) {
  if (typeof value !== 'string' || !/(^|[\s,])s-maxage=\d+/i.test(value)) return value
  if (/(^|[\s,])(private|no-store|no-cache)([\s,=]|$)/i.test(value)) return value
  const directives = value
    .split(',')
    .map((directive) => directive.trim())
    .filter(Boolean)
  const kept = directives.filter(
    (directive) => !/^(public|s-maxage|stale-while-revalidate)\b/i.test(directive),
  )
  // without max-age a browser may guess a lifetime of its own: it asks again each time instead
  const browser = kept.some((directive) => /^max-age\b/i.test(directive)) ? [] : ['max-age=0']
  return [
    'public',
    ...browser,
    ...kept,
    `s-maxage=${lifetimes.maxAge}`,
    `stale-while-revalidate=${lifetimes.stale}`,
  ].join(', ')
}

/** Makes a Node response send edge lifetimes, whichever way its headers are written. */
export function withEdgeLifetimes(res, lifetimes) {
  const writeHead = res.writeHead
  res.writeHead = function (statusCode, ...rest) {
    const current = res.getHeader('cache-control')
    if (current !== undefined) res.setHeader('cache-control', edgeCacheControl(current, lifetimes))
    const headers = rest.find((argument) => argument && typeof argument === 'object')
    if (headers && !Array.isArray(headers)) {
      for (const name of Object.keys(headers)) {
        if (name.toLowerCase() === 'cache-control')
          headers[name] = edgeCacheControl(headers[name], lifetimes)
      }
    }
    return writeHead.call(this, statusCode, ...rest)
  }
  return res
}
