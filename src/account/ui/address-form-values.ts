/**
 * The address form's values: what the inputs hold (strings, '' when empty), the field names,
 * and the conversion from a stored address (phone shown as the buyer would type it).
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/min'

import type { ContactInput } from '@/account/contact-schema'
import type { AddressBookEntry } from '@/account/contacts'
import { buyerTicksTaxable } from '@/account/tax-exemption'

/** What the form holds: every text field a string ('' when empty), as the inputs give them. */
export type AddressFormValues = {
  label: string
  nameFirst: string
  nameLast: string
  nameCompany: string
  addressCountry: string
  address1: string
  address2: string
  city: string
  addressState: string
  addressPostalCode: string
  phone1: string
  taxable: boolean
}
export type AddressField = keyof AddressFormValues & keyof ContactInput

export const fieldNames: readonly AddressField[] = [
  'label',
  'nameFirst',
  'nameLast',
  'nameCompany',
  'addressCountry',
  'address1',
  'address2',
  'city',
  'addressState',
  'addressPostalCode',
  'phone1',
  'taxable',
]

export function isField(name: string): name is AddressField {
  return (fieldNames as readonly string[]).includes(name)
}

/** These are checked against the country, so a new country re-checks them. */
export const countryDependent: readonly AddressField[] = [
  'addressState',
  'addressPostalCode',
  'phone1',
]

export const defaultCountry = 'US'

/**
 * A stored E.164 number as the buyer would type it: national format when it belongs to the address
 * country ('(412) 555-0134', shown after the '+1' hint), international otherwise ('+44 20 …').
 */
export function phoneForDisplay(phone: string, country: string): string {
  const parsed = parsePhoneNumberFromString(phone)
  if (!parsed) return phone
  return parsed.country === country ? parsed.formatNational() : parsed.formatInternational()
}

export function valuesOf(entry: AddressBookEntry | null): AddressFormValues {
  if (!entry) {
    return {
      label: '',
      nameFirst: '',
      nameLast: '',
      nameCompany: '',
      addressCountry: defaultCountry,
      address1: '',
      address2: '',
      city: '',
      addressState: '',
      addressPostalCode: '',
      phone1: '',
      taxable: true,
    }
  }
  return {
    label: entry.label ?? '',
    nameFirst: entry.nameFirst,
    nameLast: entry.nameLast,
    nameCompany: entry.nameCompany ?? '',
    addressCountry: entry.addressCountry,
    address1: entry.address1,
    address2: entry.address2 ?? '',
    city: entry.city,
    addressState: entry.addressState ?? '',
    addressPostalCode: entry.addressPostalCode ?? '',
    phone1: phoneForDisplay(entry.phone1, entry.addressCountry),
    // unticked while an exemption is asked for or granted: saving again keeps the request
    taxable: buyerTicksTaxable(entry.taxExemption),
  }
}
