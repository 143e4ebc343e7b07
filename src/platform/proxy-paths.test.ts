import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { isAdminPage, isNoncePage } from '@/platform/content-security'

import { protectionRulesFrom, requiresSession } from './protected-paths'
import { matcherIn, matcherSourceOf, proxyMatcher, withMatcher } from './proxy-paths'

// Next's own reading of a proxy matcher (build/analysis and the router's matcher)
const require = createRequire(import.meta.url)
const { getMiddlewareMatchers } = require('next/dist/build/analysis/get-page-static-info')
const {
  getMiddlewareRouteMatcher,
} = require('next/dist/shared/lib/router/utils/middleware-route-matcher')

function nextRunsProxy(matcher: string[]) {
  const matches = getMiddlewareRouteMatcher(getMiddlewareMatchers(matcher, {}))
  return (pathname: string) => matches(pathname, { headers: {}, cookies: {} }, {}) as boolean
}

const proxySource = fs.readFileSync(path.resolve(__dirname, '../proxy.ts'), 'utf8')

describe('where the proxy runs', () => {
  it('src/proxy.ts carries the matcher of the route table and the default protected paths', () => {
    expect(matcherIn(proxySource)).toEqual(proxyMatcher(protectionRulesFrom({})))
  })

  it('runs on the bare `/`, every nonce page and protected path, and on no catalogue or content page', () => {
    const rules = protectionRulesFrom({})
    const runs = nextRunsProxy(proxyMatcher(rules))
    const needed = [
      '/',
      '/login',
      '/es/iniciar-sesion',
      '/cart',
      '/es/carrito',
      '/checkout',
      '/es/pago',
      '/my-account',
      '/my-account/orders/SO-1',
      '/es/mi-cuenta/pedidos',
      '/admin',
      '/admin/login',
      '/admin/collections/pages',
    ]
    for (const pathname of needed) {
      expect(
        pathname === '/' ||
          isNoncePage(pathname) ||
          isAdminPage(pathname) ||
          requiresSession(pathname, rules),
      ).toBe(true)
      expect(runs(pathname), pathname).toBe(true)
    }
    const free = [
      '/products',
      '/products/22mm-nema-push-buttons',
      '/products/22mm-nema-push-buttons/E22PB-1.5A',
      '/es/productos/22mm-nema-push-buttons',
      '/es',
      '/about-us',
      '/es/articulo/x',
      '/search',
      '/sitemap.xml',
      '/api/public/prices',
      '/_next/static/chunks/a.js',
      '/loginx',
      '/carts',
    ]
    for (const pathname of free) expect(runs(pathname), pathname).toBe(false)
  })

  it('covers the protected paths a build is given (AUTH_INCLUDE_PATHS), in their three forms', () => {
    const rules = protectionRulesFrom({
      AUTH_INCLUDE_PATHS: '/products/**, /quick-order, /es/pedido*',
    })
    const runs = nextRunsProxy(proxyMatcher(rules))
    for (const pathname of [
      '/products',
      '/products/22mm-nema-push-buttons/E22PB-1.5A',
      '/quick-order',
      '/es/pedido-rapido',
    ]) {
      expect(requiresSession(pathname, rules), pathname).toBe(true)
      expect(runs(pathname), pathname).toBe(true)
    }
    expect(runs('/quick-order/x')).toBe(false)
    expect(runs('/productsx')).toBe(false)
    expect(runs('/es/productos')).toBe(false)
  })

  it('takes a protected path literally, path-to-regexp characters included', () => {
    expect(matcherSourceOf('/a(b)/**')).toBe('/a\\(b\\)/:path*')
    expect(nextRunsProxy([matcherSourceOf('/a(b)/**')])('/a(b)/c')).toBe(true)
  })

  it('writes a matcher into the proxy and reads it back', () => {
    const matcher = proxyMatcher(protectionRulesFrom({ AUTH_INCLUDE_PATHS: "/o'k/**" }))
    const written = withMatcher(proxySource, matcher)
    expect(matcherIn(written)).toEqual(matcher)
    expect(written.replace(/matcher: \[[^\]]*\]/, '')).toBe(
      proxySource.replace(/matcher: \[[^\]]*\]/, ''),
    )
    expect(withMatcher(proxySource, matcherIn(proxySource) ?? [])).toBe(proxySource)
  })
})
