import { describe, expect, it } from 'vitest'

import { emailChangeCodeEmail, signInCodeEmail } from './sign-in-email'

describe('signInCodeEmail', () => {
  it('writes English', () => {
    const email = signInCodeEmail({ code: '123456', locale: 'en', minutesValid: 10 })
    expect(email.subject).toBe('Your sign-in code: 123456')
    expect(email.text).toContain('123456')
    expect(email.text).toContain('valid for 10 minutes and can be used once')
    expect(email.text).toContain('you can ignore this e-mail')
    expect(email.html).toContain('<html lang="en">')
    expect(email.html).toContain('Allegheny Controls')
    expect(email.html).toContain('>123456</td>')
    expect(email.html).toContain('valid for 10 minutes')
  })

  it('writes Spanish', () => {
    const email = signInCodeEmail({ code: '123456', locale: 'es', minutesValid: 15 })
    expect(email.subject).toBe('Su código de acceso: 123456')
    expect(email.text).toContain('123456')
    expect(email.text).toContain('válido durante 15 minutos y solo se puede usar una vez')
    expect(email.text).toContain('puede ignorar este correo')
    expect(email.html).toContain('<html lang="es">')
    expect(email.html).toContain('15 minutos')
  })

  it('uses the singular for one minute', () => {
    expect(signInCodeEmail({ code: '1', locale: 'en', minutesValid: 1 }).text).toContain(
      'valid for 1 minute and',
    )
    expect(signInCodeEmail({ code: '1', locale: 'es', minutesValid: 1 }).text).toContain(
      'válido durante 1 minuto y',
    )
  })

  it('rejects a validity that is not a whole number of minutes', () => {
    expect(() => signInCodeEmail({ code: '1', locale: 'en', minutesValid: 0 })).toThrow(RangeError)
    expect(() => signInCodeEmail({ code: '1', locale: 'en', minutesValid: 2.5 })).toThrow(
      RangeError,
    )
  })

  it('escapes what it interpolates into the HTML', () => {
    const email = signInCodeEmail({ code: '<b>&"', locale: 'en', minutesValid: 10 })
    expect(email.html).toContain('&lt;b&gt;&amp;&quot;')
    expect(email.html).not.toContain('<b>')
    expect(email.subject).toBe('Your sign-in code: <b>&"')
    expect(email.text).toContain('<b>&"')
  })
})

describe('emailChangeCodeEmail', () => {
  it('writes English', () => {
    const email = emailChangeCodeEmail({ code: '987654', locale: 'en', minutesValid: 10 })
    expect(email.subject).toBe('Confirm your new e-mail address: 987654')
    expect(email.text).toContain('987654')
    expect(email.text).toContain('valid for 10 minutes')
    expect(email.html).toContain('>987654</td>')
  })

  it('writes Spanish', () => {
    const email = emailChangeCodeEmail({ code: '987654', locale: 'es', minutesValid: 10 })
    expect(email.subject).toBe('Confirme su nuevo correo electrónico: 987654')
    expect(email.text).toContain('987654')
    expect(email.text).toContain('10 minutos')
  })

  it('escapes what it interpolates into the HTML', () => {
    const email = emailChangeCodeEmail({ code: '<b>', locale: 'es', minutesValid: 10 })
    expect(email.html).toContain('&lt;b&gt;')
    expect(email.html).not.toContain('<b>')
  })
})
