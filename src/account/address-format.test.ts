import { describe, expect, it } from 'vitest'

import { addressLines, addressName, localityLine, phoneAsShown } from './address-format'

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

describe('addressName (issue 39: ERP codes are never shown)', () => {
  it('drops the ERP code from a name, wherever it stands', () => {
    expect(addressName('Planta Monterrey (W0000045120)')).toBe('Planta Monterrey')
    expect(addressName('(W0000045120) Planta  Monterrey')).toBe('Planta Monterrey')
    expect(addressName('Dock (W0000012345) · Beaver, PA 15009')).toBe('Dock · Beaver, PA 15009')
    expect(addressName('(W0000045120)')).toBe('')
    expect(addressName(null)).toBe('')
  })
  it('keeps what only looks like a code', () => {
    expect(addressName('Bodega (W123)')).toBe('Bodega (W123)')
    expect(addressName('Planta W0000045120')).toBe('Planta W0000045120')
  })
  it('leaves the code out of the lines of an order mail or page', () => {
    expect(
      addressLines(
        {
          nameCompany: 'Planta Monterrey (W0000045120)',
          nameFirst: 'Luis',
          nameLast: 'Garza',
          address1: 'Av. Constitución 100',
          city: 'Monterrey',
          addressState: 'NLE',
          addressPostalCode: '64000',
          addressCountry: 'MX',
        },
        'es',
      ).join(' | '),
    ).not.toContain('W0000045120')
  })
})

describe('phoneAsShown', () => {
  it('shows a Mexican number with +52 (the card has no country-code hint)', () => {
    expect(phoneAsShown('+528183330000')).toBe('+52 81 8333 0000')
  })
  it('shows a US number as Americans write it, and another country with its code', () => {
    expect(phoneAsShown('+14125550134')).toBe('(412) 555-0134')
    expect(phoneAsShown('+16135550143')).toBe('+1 613 555 0143')
    expect(phoneAsShown('not a number')).toBe('not a number')
  })
})
