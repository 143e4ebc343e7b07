import { describe, expect, it } from 'vitest'

import { defaultProtectedPaths } from '@/platform/protected-paths'

import {
  catalogPathRegexes,
  cookiePathRegexes,
  edgePurgeHeader,
  frontAnswersVcl,
  frontSiteVcl,
  patternRegex,
  oneCopyPathRegexes,
  oneCopyVcl,
  rootLanguageVcl,
  storedApiRegex,
  unavailablePage,
  vclText,
} from './edge-front'

const matches = (regexes: string[], url: string) =>
  regexes.some((regex) => new RegExp(regex).test(url))

describe('the front configuration', () => {
  const rules = { include: [...defaultProtectedPaths, '/quote/**'], exclude: [] }
  const purgeSecret = 'a'.repeat(64)

  it('keeps cookies (and stores nothing) on viewer pages and protected paths, both languages', () => {
    const regexes = cookiePathRegexes(rules)
    for (const url of [
      '/login',
      '/es/iniciar-sesion?next=1',
      '/cart',
      '/es/carrito',
      '/checkout',
      '/es/pago',
      '/my-account/orders',
      '/es/mi-cuenta/pedidos',
      '/search?q=relay',
      '/es/buscar?q=rele',
      '/quote/7',
    ]) {
      expect(matches(regexes, url), url).toBe(true)
    }
    for (const url of ['/products/x', '/es/productos', '/cartridge-fuses', '/loginpage', '/']) {
      expect(matches(regexes, url), url).toBe(false)
    }
  })

  it('keys catalogue answers: listing, families, parts, parts lists, cross-reference pages', () => {
    const regexes = catalogPathRegexes()
    for (const url of [
      '/cross-reference',
      '/cross-reference/allen-bradley',
      '/es/referencia-cruzada/siemens',
      '/products',
      '/products/wire-duct?_rsc=1',
      '/es/productos/canaleta/WD-1',
      '/api/public/families/wire-duct/parts?page=2',
    ]) {
      expect(matches(regexes, url), url).toBe(true)
    }
    for (const url of ['/productsx', '/article/x', '/api/public/prices', '/cross-referencex']) {
      expect(matches(regexes, url), url).toBe(false)
    }
  })

  it("stores one API only: the families' parts lists", () => {
    const stored = new RegExp(storedApiRegex)
    expect(stored.test('/api/public/families/wire-duct/parts?page=2')).toBe(true)
    for (const url of [
      '/api/public/prices',
      '/api/public/families/x/parts/more',
      '/api/private/cart/lines',
    ])
      expect(stored.test(url), url).toBe(false)
  })

  it('turns protection patterns into URL expressions', () => {
    expect(new RegExp(patternRegex('/a.b')).test('/a.b?x=1')).toBe(true)
    expect(new RegExp(patternRegex('/a.b')).test('/aXb')).toBe(false)
    expect(new RegExp(patternRegex('/pre*')).test('/prefix')).toBe(true)
  })

  it('lists every backend with a health probe in one director', () => {
    const vcl = frontSiteVcl({
      backends: [
        { host: '127.0.0.1', port: 3001 },
        { host: '10.0.0.2', port: 3001 },
      ],
      purgers: ['127.0.0.1'],
      purgeSecret,
      rules,
    })
    expect(vcl.match(/\.url = "\/api\/health"/g)).toHaveLength(2)
    expect(vcl).toContain('shop.add_backend(shop1);')
    expect(() => frontSiteVcl({ backends: [], purgers: [], purgeSecret, rules })).toThrow()
    expect(() =>
      frontSiteVcl({ backends: [{ host: 'a"b', port: 1 }], purgers: [], purgeSecret, rules }),
    ).toThrow()
  })

  it('stores the cross-reference pages once, whatever their query (Next RSC requests apart)', () => {
    const vcl = oneCopyVcl()
    expect(vcl).toContain('set req.url = regsub(req.url, "\\?.*$", "");')
    const regexes = oneCopyPathRegexes()
    for (const url of ['/cross-reference?q=800t', '/es/referencia-cruzada/siemens?page=2'])
      expect(matches(regexes, url), url).toBe(true)
    for (const url of ['/products?q=x', '/cross-referencex', '/search?q=800t'])
      expect(matches(regexes, url), url).toBe(false)
  })

  it('keys the bare root by its language cookie alone', () => {
    const vcl = rootLanguageVcl()
    const [, test] = /req\.http\.Cookie ~ "([^"]+)"/.exec(vcl)!
    const [, pick, keep] = /regsub\(req\.http\.Cookie, "([^"]+)", "\\(\d)"\)/.exec(vcl)!
    const languageOf = (cookie: string) =>
      new RegExp(test!).test(cookie) ? cookie.replace(new RegExp(pick!), `$${keep}`) : null
    expect(languageOf('NEXT_LOCALE=es')).toBe('es')
    expect(languageOf('ac.session_token=abc; NEXT_LOCALE=en; theme=dark')).toBe('en')
    expect(languageOf('ac.session_token=abc;NEXT_LOCALE=es')).toBe('es')
    // another cookie whose name ends the same, or a language the shop does not have
    expect(languageOf('MY_NEXT_LOCALE=es')).toBeNull()
    expect(languageOf('NEXT_LOCALE=fr')).toBeNull()
    expect(languageOf('ac.session_token=abc')).toBeNull()
    expect(vcl).toMatch(/^\s+unset req\.http\.Cookie;$/m)
  })

  it('purges only with the secret, from a purger (issue 38 item 13)', () => {
    const backends = [{ host: '127.0.0.1', port: 3001 }]
    const vcl = frontSiteVcl({ backends, purgers: ['127.0.0.1'], purgeSecret, rules })
    expect(vcl).toContain(`req.http.${edgePurgeHeader} != "${purgeSecret}"`)
    for (const bad of ['', 'short', 'x"; return (hash); "'.padEnd(20, 'x')]) {
      expect(() => frontSiteVcl({ backends, purgers: [], purgeSecret: bad, rules })).toThrow()
    }
  })

  it('refuses bodies over 1 MiB but uploads, and shows a page per language while the shop is down', () => {
    const vcl = frontAnswersVcl()
    expect(vcl).toContain('> 1048576')
    expect(vcl).toContain('std.cache_req_body(1048576B)')
    expect(vcl).toContain('(media|catalog-imports)')
    expect(vcl).toContain('Retry-After = "10"')
    const [, spanish] =
      /bereq\.url ~ "([^"]+)"\) \{\n\s+set beresp\.http\.Content-Language = "es"/.exec(vcl)!
    for (const url of ['/es', '/es/', '/es?x=1', '/es/productos']) {
      expect(new RegExp(spanish!).test(url), url).toBe(true)
    }
    for (const url of ['/', '/estate', '/products'])
      expect(new RegExp(spanish!).test(url), url).toBe(false)
    expect(unavailablePage('es')).toContain('La tienda se está reiniciando')
    expect(unavailablePage('en')).toContain('The shop is restarting')
    expect(unavailablePage('en')).not.toMatch(/<script|src=/)
  })

  it('writes any text as a VCL expression, quotes and braces included', () => {
    // what Varnish reads: each {"…"} up to the first "} is one piece, pieces joined by +
    const read = (expression: string) =>
      [...expression.matchAll(/\{"([\s\S]*?)"\}(?: \+ |$)/g)].map((m) => m[1]).join('')
    for (const text of ['{"code":"x"}', 'plain', '"}"}', '<p class="a">{}</p>\n']) {
      expect(read(vclText(text)), text).toBe(text)
    }
  })
})
