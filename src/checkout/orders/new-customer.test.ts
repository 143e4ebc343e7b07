import { describe, expect, it } from 'vitest'

import { newCustomerFrom } from './new-customer'

const reps = [
  {
    label: 'northeast',
    rep: 'Tom Kowalski',
    territory: 'Northeast',
    areaCodes: '724',
    states: 'PA',
  },
  { label: 'fallback', rep: 'Sofía Méndez', territory: 'Mexico & Latin America', countries: 'MX' },
]

describe('the customer a first order creates (§8)', () => {
  it('is named after the company, on OEM prices, credit card terms, taxable, segment 5', () => {
    const { customer, repMatch } = newCustomerFrom(
      {
        id: 41,
        nameFirst: 'Dana',
        nameLast: 'Reyes',
        nameCompany: ' Three Rivers Panels ',
        phone1: '+1 (724) 555-0199',
        addressState: 'OH',
        addressCountry: 'US',
      },
      reps,
    )
    expect(customer).toEqual({
      name: 'Three Rivers Panels',
      primaryContact: 41,
      territory: 'Northeast',
      rep: 'Tom Kowalski',
      priceList: 'OEM',
      arTerm: 'CREDIT CARD',
      taxable: true,
      taxVerificationCompleted: false,
      segment: 5,
    })
    // the 724 area code decided, not the Ohio address
    expect(repMatch?.by).toBe('areaCode')
  })

  it('without a company, the person’s full name; abroad, the fallback rep', () => {
    const { customer, repMatch } = newCustomerFrom(
      {
        id: 7,
        nameFirst: 'Jorge',
        nameLast: 'Treviño',
        phone1: '+52 81 5555 0100',
        addressState: 'NLE',
        addressCountry: 'DE',
      },
      reps,
    )
    expect(customer).toMatchObject({ name: 'Jorge Treviño', rep: 'Sofía Méndez' })
    expect(repMatch?.by).toBe('fallback')
  })
})
