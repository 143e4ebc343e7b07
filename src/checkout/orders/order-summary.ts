/**
 * How an order reads, wherever it is shown (the buyer's mails, my account, the staff's desk),
 * pure: the status, fee and service names from the site's own messages, the money rows under
 * the lines, and an address as lines. One place, so an order says the same everywhere.
 */
import { formatCents } from '@/platform/money-format'
import type { Locale } from '@/i18n/locales'

import en from '../../../messages/en.json'
import es from '../../../messages/es.json'
import { feeLabel } from '../fee-label'
import type { OrderForMail } from './order-email'

const messages = { en, es }

export type OrderLocale = Locale

/** The order's words in a language: statuses, fees, services, and the order page's labels. */
export function orderWords(locale: OrderLocale) {
  const m = messages[locale]
  return {
    status: m.orders.status,
    fee: m.quote.fees,
    method: m.shipping.methods as Record<string, string>,
    order: m.orders,
  }
}

type OrderShipping = NonNullable<OrderForMail['shipping']>

/**
 * The carrier and service of an order in a language: the names it was placed with (both
 * languages kept, so staff renaming a service later rewrites no order: issue 39 §10); an
 * order of before, its carrier's title and the service's name from the messages.
 */
export function shippingHow(
  shipping: OrderShipping,
  method: string | null | undefined,
  locale: OrderLocale,
): string[] {
  const code = shipping.method ?? method
  const carrier = shipping.carrierName?.[locale] || shipping.carrierTitle
  const service =
    shipping.serviceName?.[locale] || (code ? (orderWords(locale).method[code] ?? code) : null)
  return [carrier, service].filter((part): part is string => !!part)
}

/** The account a collect order's shipping is billed to ("DHL"); none for any other order. */
export function collectAccountOf(shipping: OrderShipping): string | null {
  return shipping.reason === 'collect' ? shipping.collectAccount?.trim() || null : null
}

export type TotalRow = { label: string; amount: string; total?: true }

/**
 * Subtotal, each fee, shipping (its carrier and service; "to be determined" while staff have
 * not set it), tax when any is due, and the total (so far, while shipping waits). Amounts are
 * the order's own, formatted; nothing is added up here.
 */
export function orderTotalRows(
  order: Pick<
    OrderForMail,
    'subtotalCents' | 'fees' | 'shipping' | 'tax' | 'totalCents' | 'shippingPending'
  > & { method?: string | null },
  locale: OrderLocale,
): TotalRow[] {
  const w = orderWords(locale)
  const money = (cents: number) => formatCents(cents, locale)
  const rows: TotalRow[] = [{ label: w.order.subtotal, amount: money(order.subtotalCents) }]
  for (const fee of order.fees)
    rows.push({ label: feeLabel(fee, w.fee), amount: money(fee.amountCents) })
  if (order.shipping) {
    const how = shippingHow(order.shipping, order.method, locale).join(', ')
    const collect = collectAccountOf(order.shipping)
    const amount = collect
      ? w.order.collect.replace('{carrier}', collect)
      : order.shipping.amountCents === null
        ? w.order.tbd
        : order.shipping.free && order.shipping.amountCents === 0
          ? w.order.free
          : money(order.shipping.amountCents)
    rows.push({ label: how ? `${w.order.shipping} (${how})` : w.order.shipping, amount })
  }
  // no tax due (no nexus, exempt buyer or address): no line
  if (order.tax && order.tax.amountCents > 0) {
    rows.push({
      label: w.order.tax.replace('{rate}', Number(order.tax.ratePercent).toString()),
      amount: money(order.tax.amountCents),
    })
  }
  rows.push({
    label: order.shippingPending ? w.order.totalSoFar : w.order.total,
    amount: money(order.totalCents),
    total: true,
  })
  return rows
}
