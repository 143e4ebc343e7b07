import { describe, expect, it } from 'vitest'

import en from '../../messages/en.json'
import es from '../../messages/es.json'
import {
  arTermKey,
  arTerms,
  customerTypeKey,
  customerTypes,
  effectivePriceListName,
  knownArTerm,
} from './customer-types'

describe('customer types and payment terms in words', () => {
  it('every customer type has words in both languages, keyed by its code', () => {
    for (const type of customerTypes) {
      const key = customerTypeKey(type)!
      expect(en.account.profile.customerTypes[key]).toBeTruthy()
      expect(es.account.profile.customerTypes[key]).toBeTruthy()
    }
    expect(es.account.profile.customerTypes[customerTypeKey('International')!]).toBe(
      'Internacional',
    )
    expect(es.account.profile.customerTypes[customerTypeKey('End User')!]).toBe('Usuario final')
    expect(en.account.profile.customerTypes[customerTypeKey('D1-Distributor/Stocking')!]).toBe(
      'Stocking distributor (D1)',
    )
  })

  it('every payment term has words in both languages; a stored term is read loosely', () => {
    for (const term of arTerms) {
      const key = arTermKey(term)!
      expect(en.account.profile.paymentTerms[key]).toBeTruthy()
      expect(es.account.profile.paymentTerms[key]).toBeTruthy()
    }
    expect(knownArTerm(' net  30 ')).toBe('NET 30')
    expect(es.account.profile.paymentTerms[arTermKey('NET 30')!]).toBe('Crédito a 30 días')
    expect(es.account.profile.paymentTerms[arTermKey('CREDIT CARD')!]).toBe('Tarjeta de crédito')
  })

  it('an unknown or missing value has no key (the page shows no raw code)', () => {
    expect(customerTypeKey('Reseller')).toBeNull()
    expect(customerTypeKey(null)).toBeNull()
    expect(customerTypeKey('toString')).toBeNull()
    expect(arTermKey('NET 90')).toBeNull()
    expect(arTermKey(undefined)).toBeNull()
  })
})

describe('effectivePriceListName', () => {
  it("'List' → 'OEM'", () => {
    expect(effectivePriceListName('List')).toBe('OEM')
  })
  it("'Select' → 'OEM'", () => {
    expect(effectivePriceListName('Select')).toBe('OEM')
  })
  it("null priceList → 'OEM'", () => {
    expect(effectivePriceListName(null)).toBe('OEM')
  })
  it("empty priceList '' (and blanks) → 'OEM'", () => {
    expect(effectivePriceListName('')).toBe('OEM')
    expect(effectivePriceListName('   ')).toBe('OEM')
  })
  it("guest (no customer, undefined) → 'OEM'", () => {
    expect(effectivePriceListName(undefined)).toBe('OEM')
  })
  it("a real distributor list stays: 'Distributor' → 'Distributor'", () => {
    expect(effectivePriceListName('Distributor')).toBe('Distributor')
    expect(effectivePriceListName('OEM')).toBe('OEM')
  })
})
