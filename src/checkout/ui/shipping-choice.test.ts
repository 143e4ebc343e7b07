import { describe, expect, it } from 'vitest'

import {
  choiceAfterRefusal,
  choiceFromStored,
  noShippingChoice,
  quoteFieldsOf,
  serviceShown,
  shipperNumberOf,
  withShipperNumber,
  type ShippingChoice,
} from './shipping-choice'

const monterrey: ShippingChoice = {
  ...noShippingChoice,
  address: { kind: 'contact', id: 7, summary: 'Planta · 64000 Monterrey', country: 'MX' },
}

describe('the shipper number belongs to the collect carrier it was typed for (issue 39)', () => {
  it('a prepaid carrier chosen after a collect one sends no number; back on the collect one, its number returns', () => {
    const dhl = withShipperNumber({ ...monterrey, carrier: 'dhl-collect' }, 'dhl-collect', '9601-A')
    expect(quoteFieldsOf(dhl)).toMatchObject({ carrier: 'dhl-collect', shipperNumber: '9601-A' })

    const prepaid = { ...dhl, carrier: 'fedex-international' }
    expect(quoteFieldsOf(prepaid)).not.toHaveProperty('shipperNumber')
    expect(shipperNumberOf(prepaid, 'fedex-international')).toBe('')

    // another collect carrier does not inherit it
    expect(quoteFieldsOf({ ...dhl, carrier: 'ups-collect' })).not.toHaveProperty('shipperNumber')
    expect(quoteFieldsOf({ ...prepaid, carrier: 'dhl-collect' })).toMatchObject({
      shipperNumber: '9601-A',
    })
  })

  it('keeps the number as typed and sends it trimmed; blank sends none', () => {
    const typed = withShipperNumber(
      { ...monterrey, carrier: 'ups-collect' },
      'ups-collect',
      ' 1Z 88 ',
    )
    expect(shipperNumberOf(typed, 'ups-collect')).toBe(' 1Z 88 ')
    expect(quoteFieldsOf(typed)).toMatchObject({ shipperNumber: '1Z 88' })
    const blank = withShipperNumber(typed, 'ups-collect', '   ')
    expect(quoteFieldsOf(blank)).not.toHaveProperty('shipperNumber')
    expect(quoteFieldsOf(blank)).toMatchObject({ carrier: 'ups-collect', shippingContactId: 7 })
  })

  it('reads what a browser stored before: the old single number is dropped, a collect carrier kept', () => {
    const stored = {
      address: { kind: 'typed', country: 'US', state: 'PA', postalCode: '15009' },
      carrier: 'ups-collect',
      method: null,
      shipperNumber: '',
    }
    const choice = choiceFromStored(stored)
    expect(choice).toEqual({
      address: stored.address,
      carrier: 'ups-collect',
      method: null,
      shipperNumbers: {},
    })
    expect(quoteFieldsOf(choice)).toEqual({
      shipping: { country: 'US', state: 'PA', postalCode: '15009' },
      carrier: 'ups-collect',
    })
    expect(
      choiceFromStored({ carrier: 'dhl-collect', shipperNumber: '9601-A' }).shipperNumbers,
    ).toEqual({})
    expect(
      choiceFromStored({ shipperNumbers: { 'dhl-collect': '9601-A', bad: 7 } }).shipperNumbers,
    ).toEqual({ 'dhl-collect': '9601-A' })
    expect(choiceFromStored(null)).toEqual(noShippingChoice)
    expect(choiceFromStored('x')).toEqual(noShippingChoice)
  })
})

describe('a service kept in this browser from before carriers had their own (issue 39 §10)', () => {
  const dhlServices = [{ code: 'express-worldwide' }]
  const fedexIntl = [{ code: 'international-priority' }, { code: 'international-economy' }]

  it('shows the carrier’s first service when the kept one is not among its services', () => {
    expect(serviceShown(dhlServices, 'air2day')).toBe('express-worldwide')
    expect(serviceShown(fedexIntl, null)).toBe('international-priority')
    expect(serviceShown(fedexIntl, 'international-economy')).toBe('international-economy')
    expect(serviceShown([], 'ground')).toBeNull()
  })

  it('a stored choice of before still reads: its method kept as typed, unknown kinds dropped', () => {
    const stored = { address: null, carrier: 'dhl-collect', method: 'air2day', shipperNumbers: {} }
    expect(choiceFromStored(stored)).toMatchObject({ carrier: 'dhl-collect', method: 'air2day' })
    expect(choiceFromStored({ ...stored, method: 7 }).method).toBeNull()
  })

  it('the quote refusing the service forgets it, so the next quote gives the first one', () => {
    const kept = { ...monterrey, carrier: 'dhl-collect', method: 'air2day' }
    const after = choiceAfterRefusal(kept, 'methodNotOffered')
    expect(after).toMatchObject({ carrier: 'dhl-collect', method: null })
    expect(quoteFieldsOf(after)).not.toHaveProperty('method')
    // any other refusal keeps the choice as it is
    expect(choiceAfterRefusal(kept, 'unknownZip')).toBe(kept)
  })
})
