import { describe, expect, it } from 'vitest'

import {
  contactErrorKeys,
  contactPatchSchema,
  contactSchema,
  fieldErrorsOf,
  mergeContactPatch,
  type ContactInput,
} from './contact-schema'

const pittsburgh: ContactInput = {
  label: 'Plant 2',
  nameFirst: 'Ana',
  nameLast: 'Ruiz',
  nameCompany: 'Allegheny Controls',
  phone1: '(412) 555-0134',
  address1: '100 Grant St',
  address2: '',
  city: 'Pittsburgh',
  addressState: 'PA',
  addressCountry: 'US',
  addressPostalCode: '15009',
}

/** The per-field message keys, or 'valid'. */
function errorsOf(input: unknown) {
  const result = contactSchema.safeParse(input)
  return result.success ? 'valid' : fieldErrorsOf(result.error)
}

describe('contactSchema', () => {
  it('refuses a US ZIP from another state on the postal code, as the quote does (§5)', () => {
    const anchorage = { ...pittsburgh, city: 'Anchorage', addressPostalCode: '99501' }
    expect(errorsOf(anchorage)).toEqual({ addressPostalCode: ['zipNotInState'] })
    expect(errorsOf({ ...anchorage, addressState: 'AK' })).toBe('valid')
    // a Mexican or Canadian postal code is not a US ZIP
    expect(errorsOf({ ...pittsburgh, addressPostalCode: '15009-0000' })).toBe('valid')
  })

  it('parses a US address and normalizes it', () => {
    expect(
      contactSchema.parse({
        ...pittsburgh,
        nameFirst: '  Ana ',
        addressCountry: 'us',
        addressState: 'pa',
        addressPostalCode: ' 15009-1234 ',
      }),
    ).toEqual({
      label: 'Plant 2',
      nameFirst: 'Ana',
      nameLast: 'Ruiz',
      nameCompany: 'Allegheny Controls',
      phone1: '+14125550134',
      address1: '100 Grant St',
      address2: null,
      city: 'Pittsburgh',
      addressState: 'PA',
      addressCountry: 'US',
      addressPostalCode: '15009-1234',
      taxable: true,
    })
  })

  it('keeps taxable false when given', () => {
    expect(contactSchema.parse({ ...pittsburgh, taxable: false }).taxable).toBe(false)
  })

  describe('postal code', () => {
    it('accepts a 5-digit ZIP and ZIP+4', () => {
      expect(errorsOf({ ...pittsburgh, addressPostalCode: '15009' })).toBe('valid')
      expect(errorsOf({ ...pittsburgh, addressPostalCode: '15009-1234' })).toBe('valid')
    })

    it('rejects a 4-digit ZIP', () => {
      expect(errorsOf({ ...pittsburgh, addressPostalCode: '1500' })).toEqual({
        addressPostalCode: ['invalidPostalCode'],
      })
    })

    it('requires one where the country has postal codes', () => {
      expect(errorsOf({ ...pittsburgh, addressPostalCode: '  ' })).toEqual({
        addressPostalCode: ['required'],
      })
    })

    it('accepts a Canadian postal code, upper-casing it', () => {
      const ottawa = {
        ...pittsburgh,
        phone1: '613-555-0134',
        city: 'Ottawa',
        addressState: 'ON',
        addressCountry: 'CA',
        addressPostalCode: 'k1a 0b1',
      }
      expect(contactSchema.parse(ottawa)).toMatchObject({
        addressPostalCode: 'K1A 0B1',
        phone1: '+16135550134',
      })
      expect(
        contactSchema.parse({ ...ottawa, addressPostalCode: 'K1A 0B1' }).addressPostalCode,
      ).toBe('K1A 0B1')
    })

    it('is optional where the country has none', () => {
      const dubai = {
        ...pittsburgh,
        phone1: '04 123 4567',
        city: 'Dubai',
        addressState: '',
        addressCountry: 'AE',
        addressPostalCode: '',
      }
      expect(contactSchema.parse(dubai)).toMatchObject({
        phone1: '+97141234567',
        addressState: null,
        addressPostalCode: null,
      })
    })
  })

  describe('phone', () => {
    it('normalizes a US number to E.164', () => {
      expect(contactSchema.parse(pittsburgh).phone1).toBe('+14125550134')
      expect(contactSchema.parse({ ...pittsburgh, phone1: '+1 412 555 0134' }).phone1).toBe(
        '+14125550134',
      )
    })

    it('rejects a number that is not valid for the country', () => {
      expect(errorsOf({ ...pittsburgh, phone1: '555-0134' })).toEqual({ phone1: ['invalidPhone'] })
      expect(errorsOf({ ...pittsburgh, phone1: '(555) 555-5555' })).toEqual({
        phone1: ['invalidPhone'],
      })
      expect(errorsOf({ ...pittsburgh, phone1: 'call me' })).toEqual({ phone1: ['invalidPhone'] })
    })

    it('accepts a foreign number written in international format', () => {
      expect(contactSchema.parse({ ...pittsburgh, phone1: '+52 33 1234 5678' }).phone1).toBe(
        '+523312345678',
      )
    })

    it('refuses an extension rather than dropping it', () => {
      expect(errorsOf({ ...pittsburgh, phone1: '412-555-0134 ext. 12' })).toEqual({
        phone1: ['phoneExtension'],
      })
    })

    it('is required', () => {
      expect(errorsOf({ ...pittsburgh, phone1: '' })).toEqual({ phone1: ['required'] })
    })
  })

  describe('state', () => {
    it('is required for the US, Canada and Mexico', () => {
      expect(errorsOf({ ...pittsburgh, addressState: '' })).toEqual({ addressState: ['required'] })
      expect(errorsOf({ ...pittsburgh, addressState: undefined })).toEqual({
        addressState: ['required'],
      })
    })

    it('must be one of the country’s codes', () => {
      expect(errorsOf({ ...pittsburgh, addressState: 'Pennsylvania' })).toEqual({
        addressState: ['invalidState'],
      })
      expect(errorsOf({ ...pittsburgh, addressState: 'ON' })).toEqual({
        addressState: ['invalidState'],
      })
      const guadalajara = {
        ...pittsburgh,
        phone1: '33 1234 5678',
        city: 'Guadalajara',
        addressState: 'JAL',
        addressCountry: 'MX',
        addressPostalCode: '44100',
      }
      expect(contactSchema.parse(guadalajara)).toMatchObject({
        addressState: 'JAL',
        phone1: '+523312345678',
      })
    })

    it('is free text elsewhere', () => {
      const berlin = {
        ...pittsburgh,
        phone1: '030 901820',
        city: 'Berlin',
        addressState: ' Berlin ',
        addressCountry: 'DE',
        addressPostalCode: '10115',
      }
      expect(contactSchema.parse(berlin)).toMatchObject({
        addressState: 'Berlin',
        phone1: '+4930901820',
      })
      expect(errorsOf({ ...berlin, addressState: '' })).toBe('valid')
      expect(errorsOf({ ...berlin, addressState: 'x'.repeat(81) })).toEqual({
        addressState: ['tooLong'],
      })
    })
  })

  it('rejects an unknown country', () => {
    expect(errorsOf({ ...pittsburgh, addressCountry: 'ZZ' })).toEqual({
      addressCountry: ['invalidCountry'],
    })
    expect(errorsOf({ ...pittsburgh, addressCountry: '' })).toEqual({
      addressCountry: ['required'],
    })
  })

  it('requires names after trimming and limits their length', () => {
    expect(errorsOf({ ...pittsburgh, nameFirst: '   ' })).toEqual({ nameFirst: ['required'] })
    expect(errorsOf({ ...pittsburgh, nameLast: 'x'.repeat(61) })).toEqual({ nameLast: ['tooLong'] })
    expect(errorsOf({ ...pittsburgh, label: 'x'.repeat(81) })).toEqual({ label: ['tooLong'] })
  })

  it('reports every problem at once, including country checks when a field is missing', () => {
    const { nameFirst: _n, city: _c, ...partial } = pittsburgh
    expect(
      errorsOf({
        ...partial,
        addressState: 'XX',
        addressPostalCode: '1500',
        phone1: '12',
        taxable: 'y',
      }),
    ).toEqual({
      nameFirst: ['required'],
      city: ['required'],
      taxable: ['invalid'],
      addressState: ['invalidState'],
      addressPostalCode: ['invalidPostalCode'],
      phone1: ['invalidPhone'],
    })
  })

  it('answers a body that is not an object under _form', () => {
    expect(errorsOf('hello')).toEqual({ _form: ['invalid'] })
  })

  it('only produces known message keys', () => {
    const result = contactSchema.safeParse({ ...pittsburgh, nameFirst: 3, addressCountry: 'ZZ' })
    expect(result.success).toBe(false)
    for (const issue of result.error?.issues ?? []) {
      expect(contactErrorKeys).toContain(issue.message)
    }
  })
})

describe('PATCH', () => {
  const stored = {
    ...contactSchema.parse(pittsburgh),
    id: 7,
    customer: 3,
    createdAt: '2025-01-01T00:00:00.000Z',
  }

  it('validates a patch on its own without filling defaults', () => {
    expect(contactPatchSchema.parse({})).toEqual({})
    expect(contactPatchSchema.parse({ address2: '', nameFirst: ' Bo ' })).toEqual({
      address2: null,
      nameFirst: 'Bo',
    })
    const result = contactPatchSchema.safeParse({ nameFirst: '' })
    expect(result.success || fieldErrorsOf(result.error)).toEqual({ nameFirst: ['required'] })
  })

  it('merges the patch over the stored contact, dropping other keys', () => {
    const merged = mergeContactPatch(stored, { city: 'Erie', address2: null })
    expect(merged).not.toHaveProperty('id')
    expect(contactSchema.parse(merged)).toEqual({
      ...contactSchema.parse(pittsburgh),
      city: 'Erie',
      address2: null,
    })
  })

  it('re-checks state, postal code and phone when only the country changes', () => {
    expect(errorsOf(mergeContactPatch(stored, { addressCountry: 'CA' }))).toEqual({
      addressState: ['invalidState'],
      addressPostalCode: ['invalidPostalCode'],
    })
    const patch = contactPatchSchema.parse({
      addressCountry: 'CA',
      addressState: 'ON',
      addressPostalCode: 'K1A 0B1',
    })
    expect(contactSchema.parse(mergeContactPatch(stored, patch))).toMatchObject({
      addressCountry: 'CA',
      addressState: 'ON',
      addressPostalCode: 'K1A 0B1',
      phone1: '+14125550134',
    })
  })

  it('treats stored nulls as absent, so taxable falls back to its default', () => {
    const legacy = { ...stored, taxable: null, label: null }
    expect(contactSchema.parse(mergeContactPatch(legacy, {}))).toMatchObject({
      taxable: true,
      label: null,
    })
  })
})

describe('contactSchema: control characters (issue 38, item 11)', () => {
  it('refuses a NUL in any text of the address, naming the field, where it was stored cut short', () => {
    expect(errorsOf({ ...pittsburgh, address1: '100 Grant St\u0000 hidden' })).toEqual({
      address1: ['invalid'],
    })
    expect(errorsOf({ ...pittsburgh, nameCompany: 'Acme\u0007' })).toEqual({
      nameCompany: ['invalid'],
    })
    expect(errorsOf({ ...pittsburgh, address2: 'Suite\t4' })).toBe('valid')
  })
})
