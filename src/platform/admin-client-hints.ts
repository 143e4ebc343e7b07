/**
 * Payload's `withPayload` asks every route for the colour-scheme client hint (its admin follows
 * the system theme): `Accept-CH`, `Critical-CH` and `Vary: Sec-CH-Prefers-Color-Scheme` on `/:path*`.
 * On the shop's pages that made Chromium request each first page twice (Critical-CH retries the
 * navigation) and made shared caches keep one copy per colour scheme. The admin keeps them.
 * Pure: next.config applies it to the finished header rules.
 */
export type HeaderRule = {
  source: string
  headers: { key: string; value: string }[]
  [option: string]: unknown
}

const hintHeaders = new Set(['accept-ch', 'critical-ch', 'vary'])

function isColourHint(header: { key: string; value: string }): boolean {
  return (
    hintHeaders.has(header.key.toLowerCase()) && /sec-ch-prefers-color-scheme/i.test(header.value)
  )
}

export function colourHintsOnlyOnAdmin(rules: readonly HeaderRule[]): HeaderRule[] {
  return rules.flatMap((rule) => {
    const hints = rule.headers.filter(isColourHint)
    if (hints.length === 0 || rule.source !== '/:path*') return [rule]
    const rest = rule.headers.filter((header) => !isColourHint(header))
    return [
      ...(rest.length > 0 ? [{ ...rule, headers: rest }] : []),
      { ...rule, source: '/admin', headers: hints },
      { ...rule, source: '/admin/:path*', headers: hints },
    ]
  })
}
