/**
 * Card payment behind one interface (business rules §9): no card data ever reaches our server.
 * A provider says what the buyer does after placing an order that awaits payment (go to the
 * provider's hosted page, or wait for staff), and how a payment becomes known. The default,
 * `manual`, has staff take the payment outside the shop and mark the order paid in the admin;
 * a hosted-checkout provider would add a redirect here and a webhook that marks it paid.
 */
import type { Locale } from '@/i18n/locales'

export type PaymentStart =
  /** Staff contact the buyer to take the payment (phone, or a payment link from their terminal). */
  | { kind: 'staffWillContact' }
  /** The provider's hosted payment page. */
  | { kind: 'redirect'; url: string }

export type PaymentProvider = {
  id: 'manual'
  begin(order: { number: string; totalCents: number; locale: Locale }): Promise<PaymentStart>
  /** Whether staff mark orders paid by hand (the admin shows them the action). */
  staffMarksPaid: boolean
}

export const manualPayment: PaymentProvider = {
  id: 'manual',
  begin: async () => ({ kind: 'staffWillContact' }),
  staffMarksPaid: true,
}

/** The provider in use: only `manual` exists today (PAYMENT_PROVIDER may name it). */
export function paymentProvider(env: NodeJS.ProcessEnv = process.env): PaymentProvider {
  const wanted = env.PAYMENT_PROVIDER?.trim() || 'manual'
  if (wanted !== 'manual') throw new Error(`Unknown PAYMENT_PROVIDER "${wanted}" (known: manual)`)
  return manualPayment
}
