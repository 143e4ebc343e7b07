/**
 * An address as people read it, in the page's language, pure: the locality as its country
 * writes it (US and Canada "City, ST 12345"; Mexico "64000 Monterrey, Nuevo León"; elsewhere
 * "postal code city, region") and the country by its name in the locale, never its code. The
 * address book, checkout's address choice, the order pages and the order e-mails all use it.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/min'

import type { Locale } from '@/i18n/locales'

import { withoutErpTag } from './contact-rules'
import { countryName, regionsFor } from './countries'

/**
 * A contact's name (its label or company) as buyers read it: without the ERP code that marks an
 * ERP contact ('Planta Monterrey (W0000045120)' → 'Planta Monterrey'). Every screen and mail
 * that shows an address name goes through here.
 */
export function addressName(name: string | null | undefined): string {
  return withoutErpTag(name) ?? ''
}

export type PostalAddress = {
  nameFirst?: string | null
  nameLast?: string | null
  nameCompany?: string | null
  address1: string
  address2?: string | null
  city: string
  addressState?: string | null
  addressPostalCode?: string | null
  addressCountry: string
}

type Locality = Pick<
  PostalAddress,
  'city' | 'addressState' | 'addressPostalCode' | 'addressCountry'
>

/** City, region and postal code as the country writes them. */
export function localityLine(address: Locality): string {
  const state = address.addressState?.trim() ?? ''
  const postal = address.addressPostalCode?.trim() ?? ''
  const city = address.city?.trim() ?? ''
  switch (address.addressCountry) {
    case 'US':
    case 'CA':
      return `${[city, state].filter(Boolean).join(', ')} ${postal}`.trim()
    case 'MX': {
      // Mexican states by name ('NLE' → 'Nuevo León'): their codes are not what people write
      const stateName =
        regionsFor('MX')?.find((region) => region.code === state.toUpperCase())?.name ?? state
      return [`${postal} ${city}`.trim(), stateName].filter(Boolean).join(', ')
    }
    default:
      return [`${postal} ${city}`.trim(), state].filter(Boolean).join(', ')
  }
}

/** An address as the lines of a label: company, person, street, locality, country name. */
export function addressLines(address: PostalAddress, locale: Locale): string[] {
  const person = `${address.nameFirst ?? ''} ${address.nameLast ?? ''}`.trim()
  return [
    addressName(address.nameCompany),
    person,
    address.address1,
    address.address2 ?? '',
    localityLine(address),
    countryName(address.addressCountry, locale),
  ].filter((line) => line.trim() !== '')
}

/**
 * A stored phone number as an address card shows it: a US number as Americans write it
 * ('(412) 555-0134'), any other with its country code ('+52 81 8333 0000'), since the card has
 * no country-code hint beside it and our office dials from the US.
 */
export function phoneAsShown(phone: string): string {
  const parsed = parsePhoneNumberFromString(phone)
  if (!parsed) return phone
  return parsed.country === 'US' ? parsed.formatNational() : parsed.formatInternational()
}
