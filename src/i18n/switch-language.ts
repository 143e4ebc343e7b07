/**
 * The language switcher's server side: `/api/public/language?to=es` sends the browser to the
 * page it came from (its Referer) in the other language. The header is rendered once per
 * language for every page, so it cannot know the page's own alternate; in the browser the
 * link reads it from the head's hreflang, but a click before hydration (or without
 * JavaScript, or on a page without an alternate) comes here instead of the other home.
 * Slugs stay as they are: a document's page answers a slug of the other language with a 308
 * to its own (src/content/resolve.ts), so no database read is needed here. The answer to the
 * request itself is `platform/language-switch.ts`.
 */
import { type Locale } from './locales'
import { accountSectionOf, accountSections, matchPath, pathFor } from './routes'

/**
 * The path of the same page in `to`, with the same query (query names are the same in both
 * languages). A path the route table cannot read leads to the home page of `to`.
 */
export function samePageIn(to: Locale, pathname: string, search = ''): string {
  let match = matchPath(pathname)
  // `/en/x` and a fixed segment of the other language are first redirected to their route
  if (match?.kind === 'redirect') match = matchPath(match.location)
  if (!match || match.kind !== 'route' || match.key === 'home') return pathFor(to, 'home')
  let slug = match.slug
  if (match.key === 'myAccount' && slug.length > 0) {
    const section = accountSectionOf(match.locale, slug[0]!)
    if (section) slug = [accountSections[section][to], ...slug.slice(1)]
  }
  const path = pathFor(to, match.key, slug)
  const query = search.replace(/^\?/, '')
  return query ? `${path}?${query}` : path
}

/** The switcher's link until the page's own alternate is known in the browser. */
export function languageSwitchHref(to: Locale): string {
  return `/api/public/language?to=${to}`
}
