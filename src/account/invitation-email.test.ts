import { describe, expect, it } from 'vitest'

import { invitationEmail, signInLink } from './invitation-email'

describe('invitation e-mail', () => {
  it('links to the login page of the buyer’s language, with the address filled in', () => {
    expect(signInLink('https://shop.example', 'es', 'compras+mx@cindelnorte.example')).toBe(
      'https://shop.example/es/iniciar-sesion?email=compras%2Bmx%40cindelnorte.example',
    )
    expect(signInLink('https://shop.example', 'en', 'buyer@keystone.example')).toBe(
      'https://shop.example/login?email=buyer%40keystone.example',
    )
  })

  it('speaks the buyer’s language and names the company they order for', () => {
    const es = invitationEmail({
      locale: 'es',
      email: 'compras@cindelnorte.example',
      nameFirst: 'Jorge',
      customerName: 'Controles Industriales del Norte',
      signInUrl: 'https://shop.example/es/iniciar-sesion?email=compras%40cindelnorte.example',
    })
    expect(es.subject).toBe('Su cuenta de Allegheny Controls está lista')
    expect(es.text).toContain('Hola, Jorge:')
    expect(es.text).toContain('a nombre de Controles Industriales del Norte')
    expect(es.text).toContain(
      'Iniciar sesión: https://shop.example/es/iniciar-sesion?email=compras%40cindelnorte.example',
    )
    expect(es.html).toContain('<html lang="es">')

    const en = invitationEmail({
      locale: 'en',
      email: 'buyer@keystone.example',
      signInUrl: 'https://shop.example/login?email=buyer%40keystone.example',
    })
    expect(en.subject).toBe('Your Allegheny Controls account is ready')
    expect(en.text).toContain('Hello,')
    expect(en.text).toContain('We opened an account for you on the Allegheny Controls online shop.')
  })

  it('escapes what staff typed in the HTML', () => {
    const mail = invitationEmail({
      locale: 'en',
      email: 'a@b.example',
      nameFirst: '<b>Ana</b>',
      customerName: 'A & B "Panels"',
      signInUrl: 'https://shop.example/login?email=a%40b.example&x="y"',
    })
    expect(mail.html).toContain('Hello &lt;b&gt;Ana&lt;/b&gt;,')
    expect(mail.html).toContain('A &amp; B &quot;Panels&quot;')
    expect(mail.html).toContain(
      'href="https://shop.example/login?email=a%40b.example&amp;x=&quot;y&quot;"',
    )
  })
})
