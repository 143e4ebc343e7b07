/**
 * The contact form's limits and who gets its mail (issue 22). Pure: no framework imports.
 *
 * Limits, as sign-in's (business rules §10): per client, so one machine cannot flood staff;
 * and per e-mail address, counted per client as well, so nobody can use up someone else's
 * address and keep them from writing to us.
 */
import type { ThrottleRule } from '@/platform/throttle'
import { recipientList } from '@/platform/recipient-list'

export const contactLimits = {
  perClient: { windowMs: 60 * 60 * 1000, max: 5 },
  perAddress: { windowMs: 60 * 60 * 1000, max: 3 },
} as const satisfies Record<string, ThrottleRule>

export type ContactThrottleEntry = { key: string; rule: ThrottleRule; code: string }

export function contactThrottles(client: string, email: string): ContactThrottleEntry[] {
  const address = email.trim().toLowerCase()
  return [
    { key: `contact:client:${client}`, rule: contactLimits.perClient, code: 'tooManyFromClient' },
    {
      key: `contact:address:${address}|${client}`,
      rule: contactLimits.perAddress,
      code: 'tooManyFromAddress',
    },
  ]
}

const looksLikeEmail = (value: string) => /^[^\s@,;]+@[^\s@,;]+\.[^\s@,;]+$/.test(value)

/**
 * Where a message goes: the company e-mail of the site settings; without one, the staff who
 * get every new order. Empty when neither is set (the form then cannot send).
 */
export function contactRecipients(settings: {
  contactEmail?: string | null
  orderNoticeRecipients?: string | null
}): string[] {
  const company = settings.contactEmail?.trim()
  if (company && looksLikeEmail(company)) return [company]
  return recipientList(settings.orderNoticeRecipients).emails
}
