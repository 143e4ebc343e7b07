import { describe, expect, it } from 'vitest'

import {
  accountPath,
  accountSectionOf,
  isReservedSlug,
  matchPath,
  pathFor,
  routeTable,
  type RouteKey,
} from './routes'

/** Every pair of the spec's table: [route, slug en, slug es, public en, public es, internal es]. */
const pairs: [RouteKey, string | undefined, string | undefined, string, string, string][] = [
  ['home', undefined, undefined, '/', '/es', '/es'],
  ['page', 'about', 'acerca-de', '/about', '/es/acerca-de', '/es/acerca-de'],
  ['article', 'how-to', 'como', '/article/how-to', '/es/articulo/como', '/es/article/como'],
  [
    'category',
    'pilot-lights',
    'luces-piloto',
    '/category/pilot-lights',
    '/es/categoria/luces-piloto',
    '/es/category/luces-piloto',
  ],
  [
    'industry',
    'oil-gas',
    'petroleo-y-gas',
    '/industry/oil-gas',
    '/es/industria/petroleo-y-gas',
    '/es/industry/petroleo-y-gas',
  ],
  [
    'myAccount',
    'profile',
    'perfil',
    '/my-account/profile',
    '/es/mi-cuenta/perfil',
    '/es/my-account/perfil',
  ],
  ['products', undefined, undefined, '/products', '/es/productos', '/es/products'],
  [
    'product',
    'wire-duct',
    'wire-duct',
    '/products/wire-duct',
    '/es/productos/wire-duct',
    '/es/products/wire-duct',
  ],
  [
    'resource',
    'datasheet',
    'hoja',
    '/resource/datasheet',
    '/es/documento/hoja',
    '/es/resource/hoja',
  ],
  [
    'testimonial',
    'acme',
    'acme',
    '/testimonial/acme',
    '/es/testimonial/acme',
    '/es/testimonial/acme',
  ],
  [
    'whitePaper',
    'arc-flash',
    'arco',
    '/white-paper/arc-flash',
    '/es/documento-tecnico/arco',
    '/es/white-paper/arco',
  ],
  ['sitemap', undefined, undefined, '/sitemap.xml', '/es/sitemap.xml', '/es/sitemap.xml'],
  ['login', undefined, undefined, '/login', '/es/iniciar-sesion', '/es/login'],
  ['search', undefined, undefined, '/search', '/es/buscar', '/es/search'],
  ['cart', undefined, undefined, '/cart', '/es/carrito', '/es/cart'],
  ['quickOrder', undefined, undefined, '/quick-order', '/es/pedido-rapido', '/es/quick-order'],
  ['checkout', undefined, undefined, '/checkout', '/es/pago', '/es/checkout'],
  [
    'crossReference',
    'allen-bradley',
    'allen-bradley',
    '/cross-reference/allen-bradley',
    '/es/referencia-cruzada/allen-bradley',
    '/es/cross-reference/allen-bradley',
  ],
]

describe('route table', () => {
  it.each(pairs)(
    '%s: builds both public paths and maps them back',
    (key, enSlug, esSlug, enPath, esPath, esInternal) => {
      expect(pathFor('en', key, enSlug)).toBe(enPath)
      expect(pathFor('es', key, esSlug)).toBe(esPath)
      const en = matchPath(enPath)
      const es = matchPath(esPath)
      expect(en).toMatchObject({ kind: 'route', locale: 'en', key })
      expect(es).toMatchObject({ kind: 'route', locale: 'es', key, internalPath: esInternal })
    },
  )

  it('covers every route of the table', () => {
    expect(new Set(pairs.map(([key]) => key))).toEqual(new Set(Object.keys(routeTable)))
  })

  it('keeps nested slugs of CMS pages', () => {
    expect(pathFor('es', 'page', 'tienda/13mm-luces-piloto')).toBe('/es/tienda/13mm-luces-piloto')
    expect(matchPath('/shop/13mm-pilot-lights')).toEqual({
      kind: 'route',
      locale: 'en',
      key: 'page',
      slug: ['shop', '13mm-pilot-lights'],
      internalPath: '/en/shop/13mm-pilot-lights',
    })
  })

  it('matches accented slugs decoded and NFC, whether percent-encoded or decomposed', () => {
    const nfc = 'contactores-de-propósito-definido'
    const encoded = matchPath('/es/tienda/contactores-de-prop%C3%B3sito-definido')
    const decomposed = matchPath(`/es/tienda/${nfc.normalize('NFD')}`)
    expect(encoded).toMatchObject({ key: 'page', slug: ['tienda', nfc] })
    expect(decomposed).toMatchObject({ key: 'page', slug: ['tienda', nfc] })
    expect(pathFor('es', 'page', `tienda/${nfc}`)).toBe(
      '/es/tienda/contactores-de-prop%C3%B3sito-definido',
    )
  })

  it('routes dotted part numbers to the product route, not to a file', () => {
    expect(matchPath('/products/22mm-nema-push-buttons/E22-PB.GR1')).toMatchObject({
      kind: 'route',
      key: 'product',
      slug: ['22mm-nema-push-buttons', 'E22-PB.GR1'],
    })
  })

  it('redirects the default locale’s prefix and fixed segments written in the other language', () => {
    expect(matchPath('/en/shop')).toEqual({ kind: 'redirect', location: '/shop' })
    expect(matchPath('/en')).toEqual({ kind: 'redirect', location: '/' })
    expect(matchPath('/es/article/x')).toEqual({ kind: 'redirect', location: '/es/articulo/x' })
    expect(matchPath('/articulo/x')).toEqual({ kind: 'redirect', location: '/article/x' })
    expect(matchPath('/es/products')).toEqual({ kind: 'redirect', location: '/es/productos' })
  })

  it('lists content types at their bare prefix and treats unknown paths as CMS pages', () => {
    expect(matchPath('/es/articulo')).toMatchObject({
      key: 'article',
      slug: [],
      internalPath: '/es/article',
    })
    expect(matchPath('/no/such/page')).toMatchObject({
      key: 'page',
      slug: ['no', 'such', 'page'],
      locale: 'en',
    })
  })

  it('answers null for malformed percent-encoding', () => {
    expect(matchPath('/bad%E0%A4%A')).toBeNull()
  })

  it('refuses slugs without one, and slugs on fixed routes', () => {
    expect(() => pathFor('en', 'product')).toThrow()
    expect(() => pathFor('en', 'products', 'x')).toThrow()
  })

  it('reserves every route segment in both languages for CMS pages', () => {
    for (const reserved of [
      'products',
      'productos',
      'articulo',
      'my-account',
      'mi-cuenta',
      'admin',
      'api',
      'es',
      'documento-tecnico',
      'Products/x',
    ]) {
      expect(isReservedSlug(reserved), reserved).toBe(true)
    }
    expect(isReservedSlug('shop')).toBe(false)
    expect(isReservedSlug('tienda/13mm-luces-piloto')).toBe(false)
  })

  it('localizes account sections', () => {
    expect(accountPath('es', 'savedCarts')).toBe('/es/mi-cuenta/carritos-guardados')
    expect(accountPath('en', 'addresses')).toBe('/my-account/addresses')
    expect(accountSectionOf('es', 'direcciones')).toBe('addresses')
    expect(accountSectionOf('es', 'addresses')).toBeNull()
  })
})
