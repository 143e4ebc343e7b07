import { describe, expect, it } from 'vitest'

import { placeBlocker, type PlaceState } from './place-blocker'

const ready: PlaceState = {
  shippingChosen: true,
  billingChosen: true,
  flags: [],
  refused: false,
  loading: false,
}

describe('why "Place order" cannot be pressed (issue 39)', () => {
  it('a collect carrier without its account number says so', () => {
    expect(placeBlocker({ ...ready, flags: ['shipperNumberRequired'] })).toBe('shipperNumber')
  })

  it('nothing blocks a complete checkout; a quote on its way blocks without a word', () => {
    expect(placeBlocker(ready)).toBeNull()
    expect(placeBlocker({ ...ready, flags: null, loading: true })).toBeNull()
    expect(placeBlocker({ ...ready, flags: ['freeGround', 'shippingTBD'] })).toBeNull()
  })

  it('the first thing to do comes first', () => {
    const everything: PlaceState = {
      shippingChosen: false,
      billingChosen: false,
      flags: ['unavailableLines', 'chooseCarrier', 'shipperNumberRequired'],
      refused: true,
      loading: false,
    }
    expect(placeBlocker(everything)).toBe('chooseAddress')
    expect(placeBlocker({ ...everything, shippingChosen: true })).toBe('chooseBilling')
    const addressed = { ...everything, shippingChosen: true, billingChosen: true }
    expect(placeBlocker(addressed)).toBe('shippingRefused')
    expect(placeBlocker({ ...addressed, refused: false })).toBe('removeUnavailable')
    expect(placeBlocker({ ...addressed, refused: false, flags: ['chooseCarrier'] })).toBe(
      'chooseCarrier',
    )
    expect(placeBlocker({ ...addressed, refused: false, flags: null })).toBe('quoteFailed')
  })
})
