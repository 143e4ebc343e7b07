import { describe, expect, it } from 'vitest'

import { addressLines, localityLine } from './address-format'

const monterrey = {
  nameFirst: 'Jorge',
  nameLast: 'Treviño',
  nameCompany: 'Controles Industriales del Norte',
  address1: 'Av. Constitución 2050 Pte.',
  address2: 'Col. Centro',
  city: 'Monterrey',
  addressState: 'NLE',
  addressPostalCode: '64000',
  addressCountry: 'MX',
}

const beaver = {
  nameFirst: 'Kim',
  nameLast: 'Buyer',
  address1: '1 Mill St',
  city: 'Beaver',
  addressState: 'PA',
  addressPostalCode: '15009',
  addressCountry: 'US',
}

describe('addresses in words', () => {
  it('names the country in the page language, never its code', () => {
    expect(addressLines(monterrey, 'es')).toEqual([
      'Controles Industriales del Norte',
      'Jorge Treviño',
      'Av. Constitución 2050 Pte.',
      'Col. Centro',
      '64000 Monterrey, Nuevo León',
      'México',
    ])
    expect(addressLines(monterrey, 'en').at(-1)).toBe('Mexico')
    expect(addressLines(beaver, 'es')).toEqual([
      'Kim Buyer',
      '1 Mill St',
      'Beaver, PA 15009',
      'Estados Unidos',
    ])
    expect(addressLines(beaver, 'en').at(-1)).toBe('United States of America')
    expect(addressLines({ ...beaver, addressCountry: 'DE' }, 'es').at(-1)).toBe('Alemania')
  })

  it('writes the locality as each country does', () => {
    expect(localityLine(beaver)).toBe('Beaver, PA 15009')
    expect(
      localityLine({
        city: 'Toronto',
        addressState: 'ON',
        addressPostalCode: 'M5H 1J9',
        addressCountry: 'CA',
      }),
    ).toBe('Toronto, ON M5H 1J9')
    expect(localityLine(monterrey)).toBe('64000 Monterrey, Nuevo León')
    expect(
      localityLine({
        city: 'Berlin',
        addressState: null,
        addressPostalCode: '10115',
        addressCountry: 'DE',
      }),
    ).toBe('10115 Berlin')
    // an unknown Mexican state code is kept as typed
    expect(localityLine({ ...monterrey, addressState: 'XX' })).toBe('64000 Monterrey, XX')
  })
})
