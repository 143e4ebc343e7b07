/**
 * The one check for "a path on this site" that every redirect built from input goes through
 * (return paths after sign-in, preview, in-app navigation). Pure.
 *
 * The decision is made on the decoded, normalized pathname as well as the raw one, because a
 * browser or a proxy may decode before it follows: `/.//evil.example` and `/..%2f%2fevil.example`
 * both become `//evil.example`, which a browser reads as another host. The path handed back is
 * the raw one, normalized, so an encoded character inside a segment keeps its meaning.
 */
const placeholderOrigin = 'http://same-site.invalid'

function normalizedPath(value: string): URL | null {
  if (!value.startsWith('/') || value.includes('\\')) return null
  if (/[\u0000-\u001f\u007f]/.test(value)) return null
  try {
    const url = new URL(value, placeholderOrigin)
    if (url.origin !== placeholderOrigin || url.pathname.includes('//')) return null
    return url
  } catch {
    return null
  }
}

export function sameSitePath(value: string | null | undefined): string | null {
  if (!value || value.length > 2000) return null
  let decoded: string
  try {
    decoded = decodeURIComponent(value)
  } catch {
    return null
  }
  // a whole path stored encoded (a cookie's `%2Fmy-account`) is read as its decoded self
  const url = normalizedPath(value.startsWith('/') ? value : decoded)
  if (!url || !normalizedPath(decoded)) return null
  // a second layer of encoding (`%252f`) would still hide a slash or backslash after one decode
  if (/%(2f|5c)/i.test(decoded)) return null
  return `${url.pathname}${url.search}${url.hash}`
}
