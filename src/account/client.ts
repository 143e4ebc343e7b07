/**
 * The account's API as the browser calls it (issue 40): the one place its `/api` paths are
 * written, with what each call sends and answers. Bodies the server checks with a zod schema
 * are typed from that schema. Components call these functions (`import * as accountClient`),
 * never `apiFetch` with a path; each is its own export, so a page's script carries only the
 * calls it makes.
 */
import type { z } from 'zod'

import type { Locale } from '@/i18n/locales'
import type { CaptchaSettings } from '@/platform/captcha-settings'
import { apiFetch } from '@/platform/client-fetch'

import type { DefaultAddresses } from './address-defaults'
import type { Contact } from './contact-schema'
import type { AddressBookEntry } from './contacts'
import type { emailChangeSchema, profilePatchSchema } from './profile-schema'
import type { ViewerSummary } from './web-user'

/** `GET /api/public/session`: who is signed in, and what the sign-in modal offers. */
export type SessionAnswer = {
  user: ViewerSummary | null
  google: boolean
  captcha: CaptchaSettings | null
}

export const fetchSession = () =>
  apiFetch<SessionAnswer>('/api/public/session', { cache: 'no-store' })

// ---- sign-in (better-auth's endpoints) ----

/** Sends the sign-in code, in the language of the page the buyer asked on. */
export const sendSignInCode = (email: string, locale: Locale, captchaToken?: string | null) =>
  apiFetch('/api/auth/email-otp/send-verification-otp', {
    method: 'POST',
    body: { email, type: 'sign-in' },
    headers: {
      'x-shop-locale': locale,
      ...(captchaToken ? { 'x-captcha-response': captchaToken } : {}),
    },
  })

export const signInWithCode = (email: string, otp: string) =>
  apiFetch('/api/auth/sign-in/email-otp', { method: 'POST', body: { email, otp } })

/** Google sign-in: the answer's `url` is Google's page; the callbacks bring the buyer back. */
export const startSocialSignIn = (body: {
  provider: 'google'
  callbackURL: string
  errorCallbackURL: string
}) => apiFetch<{ url?: string }>('/api/auth/sign-in/social', { method: 'POST', body })

export const signOut = () => apiFetch('/api/auth/sign-out', { method: 'POST', body: {} })

// ---- the profile ----

export type ProfilePatch = z.input<typeof profilePatchSchema>
export type ProfileAnswer = { data: ViewerSummary; emailChange?: { pendingEmail: string } }

/** `PATCH /api/private/user`: names, mail language, default addresses, a new e-mail (a code goes to it). */
export const saveProfile = (patch: ProfilePatch) =>
  apiFetch<ProfileAnswer>('/api/private/user', { method: 'PATCH', body: patch })

export type EmailChange = z.input<typeof emailChangeSchema>

/** Confirms a new e-mail with the code sent to it. */
export const confirmEmail = (change: EmailChange) =>
  apiFetch<{ data: ViewerSummary }>('/api/private/user/email', { method: 'POST', body: change })

// ---- the address book (my account, checkout) ----

const contacts = '/api/private/contacts'
const contactPath = (id: number) => `${contacts}/${id}`

export const loadAddressBook = (signal?: AbortSignal) =>
  apiFetch<{ data: AddressBookEntry[] }>(contacts, { signal }).then(({ data }) => data)

export const createAddress = (contact: Contact) =>
  apiFetch<{ data: AddressBookEntry }>(contacts, { method: 'POST', body: contact }).then(
    ({ data }) => data,
  )

/** Only the fields that changed are sent. */
export const updateAddress = (id: number, patch: Partial<Contact>) =>
  apiFetch<{ data: AddressBookEntry }>(contactPath(id), { method: 'PATCH', body: patch }).then(
    ({ data }) => data,
  )

/** The answer is the list as it now is: a default may have moved to another address. */
export type AddressRemoval = {
  id: number
  addresses: AddressBookEntry[]
  defaultsMoved?: Partial<DefaultAddresses>
}

export const removeAddress = (id: number) =>
  apiFetch<{ data: AddressRemoval }>(contactPath(id), { method: 'DELETE' }).then(({ data }) => data)

// ---- staff, in the admin ----

/** `POST /api/cms/web-users/:id/invite`: e-mails the buyer the sign-in link again. */
export const inviteWebUser = (id: number | string) =>
  apiFetch<{ email: string }>(`/api/cms/web-users/${id}/invite`, { method: 'POST', body: {} })
