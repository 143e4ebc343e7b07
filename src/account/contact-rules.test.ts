import { describe, expect, it } from 'vitest'

import { hasErpTag, isReadOnlyContact } from './contact-rules'

const notPrimary = { isCustomerPrimaryContact: false }

describe('isReadOnlyContact', () => {
  it('is read-only when the label carries an ERP id in parentheses', () => {
    expect(isReadOnlyContact({ label: 'Main office (W0000012345)' }, notPrimary)).toBe(true)
    expect(isReadOnlyContact({ label: '(W0000012345)' }, notPrimary)).toBe(true)
  })

  it("is editable when it is the customer's primary contact, ERP id or not", () => {
    const primary = { isCustomerPrimaryContact: true }
    expect(isReadOnlyContact({ label: 'Main office (W0000012345)' }, primary)).toBe(false)
  })

  it('needs W, exactly ten digits and the parentheses', () => {
    expect(isReadOnlyContact({ label: 'Dock (W12345)' }, notPrimary)).toBe(false)
    expect(isReadOnlyContact({ label: 'Dock (W00000123456)' }, notPrimary)).toBe(false)
    expect(isReadOnlyContact({ label: 'Dock W0000012345' }, notPrimary)).toBe(false)
    expect(isReadOnlyContact({ label: 'Dock (0000012345)' }, notPrimary)).toBe(false)
  })

  it('is editable without a label', () => {
    expect(isReadOnlyContact({}, notPrimary)).toBe(false)
    expect(isReadOnlyContact({ label: null }, notPrimary)).toBe(false)
    expect(isReadOnlyContact({ label: '' }, notPrimary)).toBe(false)
  })
})

describe('hasErpTag', () => {
  it('finds the tag anywhere in the label', () => {
    expect(hasErpTag('(W0000012345) Warehouse')).toBe(true)
    expect(hasErpTag('Warehouse')).toBe(false)
    expect(hasErpTag(undefined)).toBe(false)
  })
})
