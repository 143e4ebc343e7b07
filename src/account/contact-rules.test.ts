import { describe, expect, it } from 'vitest'

import { hasErpTag, isReadOnlyContact, labelKeepingErpTag, withoutErpTag } from './contact-rules'

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

describe('labelKeepingErpTag (issue 39: buyers never see the code, the ERP never loses it)', () => {
  it('puts the stored code back on a label saved without it', () => {
    expect(labelKeepingErpTag('Planta Monterrey (W0000045120)', 'Planta Norte')).toBe(
      'Planta Norte (W0000045120)',
    )
    expect(labelKeepingErpTag('Planta Monterrey (W0000045120)', null)).toBe('(W0000045120)')
  })
  it('keeps a label that has its code, and a label that never had one', () => {
    expect(labelKeepingErpTag('Dock (W0000012345)', 'Dock (W0000012345)')).toBe(
      'Dock (W0000012345)',
    )
    expect(labelKeepingErpTag('Dock 4', 'Dock 5')).toBe('Dock 5')
    expect(labelKeepingErpTag(null, null)).toBeNull()
  })
  it('shows a label without its code', () => {
    expect(withoutErpTag('Planta Monterrey (W0000045120)')).toBe('Planta Monterrey')
    expect(withoutErpTag('(W0000045120)')).toBeNull()
  })
})
