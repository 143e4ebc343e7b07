/**
 * A contact as the address it stands for, pure: what the address book shows of it and what an
 * order keeps of its shipping and billing contacts (a copy, so later edits never change it).
 */
import type { Contact } from '@/payload-types'

import { isTaxableAddress } from './tax-exemption'

export type ContactAddress = {
  nameFirst: string
  nameLast: string
  nameCompany: string | null
  phone1: string
  address1: string
  address2: string | null
  city: string
  addressState: string | null
  addressPostalCode: string | null
  addressCountry: string
  /** Pays tax here: true unless staff granted an exemption (business rules §6). */
  taxable: boolean
}

type StoredContact = Pick<
  Contact,
  | 'nameFirst'
  | 'nameLast'
  | 'nameCompany'
  | 'phone1'
  | 'address1'
  | 'address2'
  | 'city'
  | 'addressState'
  | 'addressPostalCode'
  | 'addressCountry'
  | 'taxExemption'
>

export function contactAddress(contact: StoredContact): ContactAddress {
  return {
    nameFirst: contact.nameFirst,
    nameLast: contact.nameLast,
    nameCompany: contact.nameCompany ?? null,
    phone1: contact.phone1,
    address1: contact.address1,
    address2: contact.address2 ?? null,
    city: contact.city,
    addressState: contact.addressState ?? null,
    addressPostalCode: contact.addressPostalCode ?? null,
    addressCountry: contact.addressCountry,
    taxable: isTaxableAddress(contact.taxExemption),
  }
}
