import { describe, expect, it } from 'vitest'

import { languageSwitchHref, samePageIn, switchLanguage } from './switch-language'

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

describe('switchLanguage: GET /api/public/language?to=', () => {
  const env = { SITE_URL: 'https://shop.example', NODE_ENV: 'production' } as NodeJS.ProcessEnv
  const ask = (to: string, headers: Record<string, string>) =>
    switchLanguage(
      new Request(`http://127.0.0.1:3000${languageSwitchHref(to as 'es')}`, { headers }),
      env,
    )

  it('sends a click from a family page with filters to the Spanish family page, filters kept', () => {
    const answer = ask('es', {
      referer: 'https://shop.example/products/wire-duct?attr.colour=Grey&sort=price',
      'sec-fetch-site': 'same-origin',
    })
    expect(answer.status).toBe(303)
    expect(answer.headers.get('location')).toBe(
      '/es/productos/wire-duct?attr.colour=Grey&sort=price',
    )
    expect(answer.headers.get('set-cookie')).toBe(
      'NEXT_LOCALE=es; Path=/; Max-Age=31536000; SameSite=Lax; Secure',
    )
    expect(answer.headers.get('cache-control')).toBe('private, no-store')
  })

  it('believes a Referer of the site’s own origin when the browser sends no Sec-Fetch-Site', () => {
    const answer = ask('en', { referer: 'https://shop.example/es/carrito' })
    expect(answer.headers.get('location')).toBe('/cart')
  })

  it('sends a visitor from another site, or without a Referer, to the home page', () => {
    const crossSite = ask('es', {
      referer: 'https://elsewhere.example/products/wire-duct',
      'sec-fetch-site': 'cross-site',
    })
    expect(crossSite.headers.get('location')).toBe('/es')
    const forged = ask('es', { referer: 'https://elsewhere.example/products/wire-duct' })
    expect(forged.headers.get('location')).toBe('/es')
    expect(ask('en', {}).headers.get('location')).toBe('/')
    expect(ask('es', { referer: 'not a url', 'sec-fetch-site': 'same-origin' }).status).toBe(303)
  })

  it('answers 400, not 500, for a language the shop does not have', async () => {
    const answer = ask('fr', { referer: 'https://shop.example/products' })
    expect(answer.status).toBe(400)
    expect(await answer.json()).toMatchObject({ code: 'unknownLanguage' })
  })
})
