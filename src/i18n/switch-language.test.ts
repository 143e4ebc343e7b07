import { describe, expect, it } from 'vitest'

import { samePageIn } from './switch-language'

describe('samePageIn: the page a buyer is on, in the other language', () => {
  it.each([
    ['es', '/products/22mm-nema-push-buttons', '', '/es/productos/22mm-nema-push-buttons'],
    [
      'en',
      '/es/productos/22mm-nema-push-buttons/E22PBEA-01',
      '',
      '/products/22mm-nema-push-buttons/E22PBEA-01',
    ],
    ['es', '/search', '?q=E22&page=2', '/es/buscar?q=E22&page=2'],
    ['en', '/es/buscar', 'q=rel%C3%A9', '/search?q=rel%C3%A9'],
    ['es', '/cart', '', '/es/carrito'],
    ['en', '/es/iniciar-sesion', '?next=%2Fes%2Fcarrito', '/login?next=%2Fes%2Fcarrito'],
    // slugs stay: the document's page sends a slug of the other language on to its own
    ['es', '/article/how-to-size-a-contactor', '', '/es/articulo/how-to-size-a-contactor'],
    ['es', '/shop/definite-purpose-contactors', '', '/es/shop/definite-purpose-contactors'],
    // account sections have a name in each language
    ['es', '/my-account/saved-carts/12', '', '/es/mi-cuenta/carritos-guardados/12'],
    ['en', '/es/mi-cuenta/pedidos/SO-1001', '', '/my-account/orders/SO-1001'],
    ['es', '/my-account', '', '/es/mi-cuenta'],
    // the default locale's own prefix and a segment in the wrong language are read as their route
    ['es', '/en/products', '', '/es/productos'],
    ['en', '/es/products', '', '/products'],
    ['en', '/es', '', '/'],
    ['es', '/', '?utm=x', '/es'],
  ] as const)('%s of %s%s is %s', (to, pathname, search, expected) => {
    expect(samePageIn(to, pathname, search)).toBe(expected)
  })

  it('leads a path it cannot read to the home page', () => {
    expect(samePageIn('es', '/%ff')).toBe('/es')
  })

  it('never builds a path that leaves the site', () => {
    expect(samePageIn('en', '//evil.example/x')).toBe('/evil.example/x')
    expect(samePageIn('es', '/%2F%2Fevil.example')).toBe('/es/%2F%2Fevil.example')
  })
})
