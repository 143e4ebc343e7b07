import { describe, expect, it } from 'vitest'

import { buyerFrom, guestBuyer } from './buyer'

const webUser = { id: 7, email: 'buyer@example.com' }

type CustomerInput = Parameters<typeof buyerFrom>[1]

function customer(overrides: Partial<NonNullable<CustomerInput>>): NonNullable<CustomerInput> {
  return {
    id: 3,
    name: 'Keystone Panel Systems',
    custType: 'OEM',
    priceList: 'OEM',
    arTerm: 'NET 30',
    taxable: true,
    isFreeGroundAt: 49,
    rep: 'R. Alvarez',
    territory: 'East',
    ...overrides,
  }
}

describe('buyerFrom: who is buying', () => {
  it('a guest pays OEM prices, by card, taxable, no customer', () => {
    expect(guestBuyer).toEqual({
      webUser: null,
      customer: null,
      priceList: 'OEM',
      customerType: null,
      distributor: null,
      international: false,
      taxable: true,
      approvedForTerms: false,
      paymentTerm: null,
      freeGroundAtCents: 4900,
    })
  })

  it('a signed-in web user without a customer buys like a guest, as themselves', () => {
    expect(buyerFrom(webUser, null)).toEqual({ ...guestBuyer, webUser })
  })

  it('an OEM customer on NET 30: OEM list, approved for terms', () => {
    const buyer = buyerFrom(webUser, customer({}))
    expect(buyer).toMatchObject({
      webUser,
      customer: { id: 3, name: 'Keystone Panel Systems', rep: 'R. Alvarez', territory: 'East' },
      priceList: 'OEM',
      customerType: 'OEM',
      distributor: null,
      international: false,
      taxable: true,
      approvedForTerms: true,
      paymentTerm: 'NET 30',
    })
  })

  it('a D1 distributor: its own list, distributor class D1, free ground at its threshold', () => {
    const buyer = buyerFrom(
      webUser,
      customer({
        custType: 'D1-Distributor/Stocking',
        priceList: 'Distributor',
        isFreeGroundAt: 150,
      }),
    )
    expect(buyer.priceList).toBe('Distributor')
    expect(buyer.distributor).toBe('D1')
    expect(buyer.freeGroundAtCents).toBe(15000)
  })

  it('a D2 distributor with no threshold set: class D2, free ground at 49.00', () => {
    const buyer = buyerFrom(
      webUser,
      customer({
        custType: 'D2-Distributor/Reseller/Non-Stocking',
        priceList: 'Distributor',
        isFreeGroundAt: null,
      }),
    )
    expect(buyer.distributor).toBe('D2')
    expect(buyer.freeGroundAtCents).toBe(4900)
  })

  it('a credit-card customer on the "List" list: OEM prices, not approved for terms', () => {
    const buyer = buyerFrom(webUser, customer({ priceList: 'List', arTerm: 'CREDIT CARD' }))
    expect(buyer.priceList).toBe('OEM')
    expect(buyer.approvedForTerms).toBe(false)
    expect(buyerFrom(webUser, customer({ priceList: 'Select' })).priceList).toBe('OEM')
  })

  it('an international customer on terms, tax exempt', () => {
    const buyer = buyerFrom(
      webUser,
      customer({ custType: 'International', arTerm: 'NET 30', taxable: false }),
    )
    expect(buyer).toMatchObject({
      customerType: 'International',
      international: true,
      approvedForTerms: true,
      taxable: false,
      distributor: null,
    })
  })

  it('reads an unknown customer type as none, and a threshold in dollars exactly (49.99 → 4999)', () => {
    const buyer = buyerFrom(
      webUser,
      customer({ custType: 'Reseller' as never, isFreeGroundAt: 49.99 }),
    )
    expect(buyer.customerType).toBeNull()
    expect(buyer.freeGroundAtCents).toBe(4999)
  })
})
