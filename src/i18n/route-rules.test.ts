import { createRequire } from 'node:module'

import { describe, expect, it } from 'vitest'

import { locales } from './locales'
import { localeRedirects, localeRewrites } from './route-rules'
import { matchPath, outsideLocalePages, routeTable, type RouteKey } from './routes'

// Next's own matching of next.config's rules, as its router builds them (router-utils/filesystem.js)
const require = createRequire(import.meta.url)
const { getPathMatch } = require('next/dist/shared/lib/router/utils/path-match')
const { prepareDestination } = require('next/dist/shared/lib/router/utils/prepare-destination')
const { modifyRouteRegex } = require('next/dist/lib/redirect-status')

type Rule = { source: string; destination: string }
const compiled = (rules: Rule[], redirect: boolean) =>
  rules.map((rule) => ({
    ...rule,
    match: getPathMatch(rule.source, {
      strict: true,
      removeUnnamedParams: true,
      regexModifier: (regex: string) => modifyRouteRegex(regex, redirect ? ['/_next'] : undefined),
    }) as (path: string) => Record<string, string | string[]> | false,
  }))
const redirects = compiled(localeRedirects(), true)
const rewrites = compiled(localeRewrites(), false)

/** What Next answers for a public path: a redirect, or the internal path it serves. */
function nextAnswers(path: string): { redirect: string } | { internal: string } {
  const destination = (rule: Rule, params: object) =>
    prepareDestination({
      appendParamsToQuery: false,
      destination: rule.destination,
      params,
      query: {},
    }).parsedDestination.pathname as string
  for (const rule of redirects) {
    const params = rule.match(path)
    if (params) return { redirect: destination(rule, params) }
  }
  for (const rule of rewrites) {
    const params = rule.match(path)
    if (params) return { internal: destination(rule, params) }
  }
  return { internal: path }
}

/** What the route table says (matchPath), in the same shape. */
function tableAnswers(path: string) {
  const match = matchPath(path)
  if (!match) throw new Error(`no match for ${path}`)
  return match.kind === 'redirect' ? { redirect: match.location } : { internal: match.internalPath }
}

const keys = Object.keys(routeTable) as RouteKey[]
/** Slugs each route takes: none, one, several, a dotted part number. */
const slugsOf = (key: RouteKey): string[] => {
  const slug = routeTable[key].slug
  const some = ['22mm-nema-push-buttons', '22mm-nema-push-buttons/E22PB-1.5A', 'a/b/c']
  return slug === 'none' ? [''] : slug === 'required' ? some : ['', ...some]
}
const prefix = (locale: string) => (locale === 'en' ? '' : `/${locale}`)

/** Every public path of the table, in both languages, with its own and the other language's segment. */
const paths = keys.flatMap((key) =>
  locales.flatMap((locale) =>
    locales.flatMap((written) =>
      slugsOf(key).map((slug) =>
        [prefix(locale), routeTable[key].segment[written], slug]
          .filter((part) => part !== '')
          .join('/')
          .replace(/^(?!\/)/, '/'),
      ),
    ),
  ),
)

describe("the route table as Next's redirects and rewrites", () => {
  // the bare `/` is the proxy's: it picks the language (src/proxy.ts)
  it.each([...new Set(paths)].filter((path) => path !== '/'))(
    '%s: Next answers what matchPath answers',
    (path) => {
      expect(nextAnswers(path)).toEqual(tableAnswers(path))
    },
  )

  it('leaves the bare `/` to the proxy', () => {
    expect(nextAnswers('/')).toEqual({ internal: '/' })
  })

  it.each([
    ['/en', { redirect: '/' }],
    ['/en/products/x', { redirect: '/products/x' }],
    ['/en/about-us', { redirect: '/about-us' }],
    ['/es/products/x', { redirect: '/es/productos/x' }],
    ['/productos', { redirect: '/products' }],
    ['/es', { internal: '/es' }],
    ['/about-us', { internal: '/en/about-us' }],
    ['/es/acerca-de/equipo', { internal: '/es/acerca-de/equipo' }],
    [
      '/products/22mm-nema-push-buttons/E22-PB.NOPE',
      { internal: '/en/products/22mm-nema-push-buttons/E22-PB.NOPE' },
    ],
    ['/es/productos/22mm-nema-push-buttons', { internal: '/es/products/22mm-nema-push-buttons' }],
    ['/__malformed-path__', { internal: '/en/__malformed-path__' }],
  ])('%s → %j, as matchPath says', (path, answer) => {
    expect(nextAnswers(path)).toEqual(answer)
    expect(tableAnswers(path)).toEqual(answer)
  })

  it("leaves what the app serves outside its pages alone, and a locale's own folders", () => {
    for (const segment of outsideLocalePages) {
      expect(nextAnswers(`/${segment}`)).toEqual({ internal: `/${segment}` })
      expect(nextAnswers(`/${segment}/x/y.js`)).toEqual({ internal: `/${segment}/x/y.js` })
    }
    // the proxy's own rewrite of the bare `/` lands on `/en`, which no rule touches again
    expect(rewrites.some((rule) => rule.match('/en') || rule.match('/en/products/x'))).toBe(false)
    // a path that only starts like a locale or an outside path is a CMS page
    expect(nextAnswers('/esto')).toEqual({ internal: '/en/esto' })
    expect(nextAnswers('/apis')).toEqual({ internal: '/en/apis' })
  })
})
