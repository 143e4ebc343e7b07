/**
 * The route table (routes.ts) as Next's own redirects and rewrites (next.config): the fixed
 * EN/ES path pairs map onto the app's `[locale]` folders without running any code per request,
 * and old paths (`/en/…`, a fixed segment in the other language) move for good. They answer
 * exactly what `matchPath` answers (routes.test.ts and route-rules.test.ts hold them together).
 * Pure; relative imports because next.config loads it.
 *
 * Next matches `source` with path-to-regexp: `:slug+` is one or more segments, `:slug*` none or
 * more; segments of the table are plain words, so they need no escaping beyond the dot.
 */
import { defaultLocale, locales, type Locale } from './locales'
import { outsideLocalePages, prefixedRoutes, routeTable, type RouteKey } from './routes'

export type RedirectRule = { source: string; destination: string; permanent: true }
export type RewriteRule = { source: string; destination: string }

/** The path-to-regexp tail of a route's slug: none, one or more segments, or either. */
function slugPattern(key: RouteKey): string {
  const slug = routeTable[key].slug
  if (slug === 'none') return ''
  return slug === 'required' ? '/:slug+' : '/:slug*'
}

function localePrefix(locale: Locale): string {
  return locale === defaultLocale ? '' : `/${locale}`
}

const escapeSegment = (segment: string) => segment.replace(/[.+*?()[\]{}:\\]/g, '\\$&')

/**
 * Old paths, moved for good (308), as matchPath's redirects: the default language's explicit
 * prefix (`/en/x` → `/x`), and a fixed segment written in the other language (`/es/article/x`
 * → `/es/articulo/x`, `/productos` → `/products`).
 */
export function localeRedirects(): RedirectRule[] {
  const rules: RedirectRule[] = [
    // the bare prefix on its own: `/:path*` with nothing left compiles to an empty Location
    { source: `/${defaultLocale}`, destination: '/', permanent: true },
    { source: `/${defaultLocale}/:path+`, destination: '/:path+', permanent: true },
  ]
  for (const locale of locales) {
    for (const key of prefixedRoutes) {
      const own = routeTable[key].segment[locale]
      for (const other of locales) {
        const written = routeTable[key].segment[other]
        if (other === locale || written === own) continue
        const tail = slugPattern(key)
        rules.push({
          source: `${localePrefix(locale)}/${escapeSegment(written)}${tail}`,
          destination: `${localePrefix(locale)}/${own}${tail}`,
          permanent: true,
        })
      }
    }
  }
  return dedupe(rules)
}

/**
 * Public paths onto the app's folders (`/{locale}/{English segment}/…`), to run before Next looks
 * at its files: a Spanish fixed segment becomes the English folder's (`/es/productos/x` →
 * `/es/products/x`), and every English path gets its locale (`/products/x` → `/en/products/x`),
 * except what the app serves outside its pages (`outsideLocalePages`) and paths that already
 * start with a locale. A Spanish path whose segment is the same in both languages, or a Spanish
 * CMS page, is its folder already.
 */
export function localeRewrites(): RewriteRule[] {
  const rules: RewriteRule[] = []
  for (const locale of locales) {
    if (locale === defaultLocale) continue
    for (const key of prefixedRoutes) {
      const publicSegment = routeTable[key].segment[locale]
      const folder = routeTable[key].segment[defaultLocale]
      if (publicSegment === folder) continue
      const tail = slugPattern(key)
      rules.push({
        source: `/${locale}/${escapeSegment(publicSegment)}${tail}`,
        destination: `/${locale}/${folder}${tail}`,
      })
    }
  }
  const skipped = [...outsideLocalePages, ...locales].map((segment) =>
    segment.replace(/[.+*?()[\]{}^$|\\]/g, '\\$&'),
  )
  rules.push({
    source: `/:path((?!(?:${skipped.join('|')})(?:/|$)).+)`,
    destination: `/${defaultLocale}/:path`,
  })
  return dedupe(rules)
}

function dedupe<Rule extends { source: string }>(rules: Rule[]): Rule[] {
  const seen = new Set<string>()
  return rules.filter((rule) => !seen.has(rule.source) && !!seen.add(rule.source))
}
