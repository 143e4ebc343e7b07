import { describe, expect, it } from 'vitest'

import { refusalError, refusalMessage, refusalTable, refuse, type RefusalName } from './refusals'

describe('the refusal table', () => {
  it('answers a refusal with its status, code, sentence and extras', () => {
    const error = refusalError(refuse('quoteChanged', { extra: { quote: { totalCents: 1200 } } }))
    expect(error).toMatchObject({
      status: 409,
      code: 'quoteChanged',
      message: 'The total changed since you saw it',
      extra: { quote: { totalCents: 1200 } },
    })
  })

  it('fills the sentence from the values, and a rule’s own code where the refusal names it', () => {
    expect(refusalError(refuse('cartFull', { values: { max: 300 } })).message).toBe(
      'A cart holds at most 300 lines',
    )
    const line = refusalError(refuse('cartLineRefused', { code: 'quantityNotWhole' }))
    expect(line).toMatchObject({
      status: 400,
      code: 'quantityNotWhole',
      message: 'Cart line refused: quantityNotWhole',
    })
    expect(
      refuse('orderCannotMove', { code: 'notAllowed', values: { to: 'shipped' } }),
    ).toMatchObject({
      status: 409,
      code: 'notAllowed',
      message: 'The order cannot become shipped',
    })
  })

  it('gives a buyer the message in their language', () => {
    const partGone = refuse('partNotAvailable')
    expect(refusalMessage(partGone, 'en')).toBe('This part is not available to order.')
    expect(refusalMessage(partGone, 'es')).toMatch(/^Esta parte no está disponible/)
    const full = refuse('cartFull', { values: { max: 300 } })
    expect(refusalMessage(full, 'en')).toMatch(/^A cart holds at most 300 lines\./)
    expect(refusalMessage(full, 'es')).toMatch(/300/)
    const line = refuse('cartLineRefused', { code: 'quantityNotWhole' })
    expect(refusalMessage(line, 'en')).toBe('Enter a whole number.')
    expect(refusalMessage(line, 'es')).toBe('Escriba un número entero.')
    // a message that needs a value the refusal lacks is no message, never its key
    const changed = refuse('quoteChanged')
    expect(refusalMessage(changed, 'en')).toBeNull()
    expect(refusalMessage(changed, 'es', { total: '$1,234.00' })).toMatch(
      /^El total cambió a \$1,234\.00/,
    )
  })

  it('answers a shipping refusal in the language of the request, as the cart shows it', () => {
    const refusal = refuse('shippingRefused', {
      code: 'methodNotOffered',
      locale: 'es',
      extra: { fieldErrors: { method: ['methodNotOffered'] } },
    })
    const error = refusalError(refusal)
    expect(error.status).toBe(400)
    expect(error.message).toBe(refusalMessage(refusal, 'es'))
    expect(error.message).not.toBe(refusalMessage(refusal, 'en'))
    // a code without a sentence still answers, in English
    expect(
      refusalError(refuse('shippingRefused', { code: 'somethingNew', locale: 'es' })).message,
    ).toBe('Shipping refused: somethingNew')
  })

  it('answers a contact-form refusal in the language of the page, its wait filled', () => {
    const tooMany = refuse('contactTooMany', {
      code: 'contactAddressLimit',
      locale: 'es',
      values: { minutes: '12' },
      extra: { retryAfterSeconds: 700 },
    })
    expect(refusalError(tooMany)).toMatchObject({
      status: 429,
      code: 'contactAddressLimit',
      message:
        'Ha enviado varios mensajes en poco tiempo. Inténtelo de nuevo en 12 min o llámenos.',
      extra: { retryAfterSeconds: 700 },
    })
    expect(refusalError(refuse('contactNotSent', { locale: 'en' }))).toMatchObject({
      status: 503,
      code: 'notSent',
      message: refusalTable.contactNotSent.error,
    })
  })

  it('passes on the status and words of a service that speaks HTTP itself', () => {
    const refused = refuse('accountServiceRefused', {
      status: 429,
      code: 'TOO_MANY_ATTEMPTS',
      values: { message: 'Too many attempts' },
      extra: { retryAfter: 30 },
    })
    expect(refusalError(refused)).toMatchObject({
      status: 429,
      code: 'TOO_MANY_ATTEMPTS',
      message: 'Too many attempts',
      extra: { retryAfter: 30 },
    })
  })

  it('has a message in both languages for every refusal', () => {
    const missing = (Object.keys(refusalTable) as RefusalName[]).flatMap((name) => {
      const { message } = refusalTable[name]
      if (message.includes('{code}')) return []
      const refusal = refuse(name as never, {
        code: 'x',
        values: { max: 1, to: 'x', status: 'x', pn: 'x', total: 'x', minutes: 1 },
      })
      return (['en', 'es'] as const)
        .filter((locale) => refusalMessage(refusal, locale) === null)
        .map((locale) => `${name} (${locale})`)
    })
    expect(missing).toEqual([])
  })
})
