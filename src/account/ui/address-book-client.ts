/** The address book over the account API, as the browser calls it (address book, checkout). */
import type { Contact } from '@/account/contact-schema'
import type { AddressBookEntry } from '@/account/contacts'
import { apiFetch } from '@/platform/client-fetch'

export const contactsUrl = '/api/private/contacts'

export const loadAddressBook = (signal?: AbortSignal) =>
  apiFetch<{ data: AddressBookEntry[] }>(contactsUrl, { signal }).then(({ data }) => data)

export const createAddress = (contact: Contact) =>
  apiFetch<{ data: AddressBookEntry }>(contactsUrl, { method: 'POST', body: contact }).then(
    ({ data }) => data,
  )
