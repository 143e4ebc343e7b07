import { describe, expect, it } from 'vitest'

import { languageSwitchHref } from '@/i18n/switch-language'

import { switchLanguage } from './language-switch'

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
