/**
 * The orders export (issue 39 #20), pure: one row per order line — the part, its quantity,
 * unit price and line total — each with its order's number, dates, customer, shipper number
 * and totals, so a spreadsheet filters and sums lines without looking anything up. The order's
 * own amounts repeat on each of its lines (`order_*`): sum `line_total_usd`, not them. Dates
 * are the shop's zone (US Eastern), as the desk and the mails write them; money in dollars.
 */
import { csvDocument, type CsvCell } from '@/platform/csv-write'
import { centsToDecimal } from '@/platform/money-format'
import { shopTimeStamp } from '@/i18n/shop-time'

import { shippingHow } from './order-summary'
import type { OrderView } from './order-view'

export const orderCsvHeader = [
  'order_number',
  'order_date',
  'placed_at',
  'status',
  'customer',
  'buyer_email',
  'rep',
  'po_number',
  'line',
  'pn',
  'description',
  'quantity',
  'unit_price_usd',
  'line_total_usd',
  'order_subtotal_usd',
  'order_fees_usd',
  'order_shipping_usd',
  'order_tax_usd',
  'order_total_usd',
  'payment',
  'paid_date',
  'carrier',
  'method',
  'carrier_name',
  'service_name',
  'shipper_number',
  'ship_city',
  'ship_state',
  'ship_country',
  'tracking_number',
] as const

const dollars = (cents: number | null | undefined) =>
  cents === null || cents === undefined ? '' : centsToDecimal(cents)

/** The rows of one order: one per line (an order without lines still gets its one row). */
export function orderCsvRows(order: OrderView): CsvCell[][] {
  const fees = order.fees.reduce((sum, fee) => sum + fee.amountCents, 0)
  const shipping =
    order.shipping === null
      ? ''
      : order.shipping.amountCents === null
        ? 'TBD'
        : dollars(order.shipping.amountCents)
  // the names the order was placed with (English), beside the codes a spreadsheet filters on
  const [carrierName, serviceName] = order.shipping
    ? shippingHow(order.shipping, order.method, 'en')
    : []
  const lines = order.lines.length > 0 ? order.lines : [null]
  return lines.map((line, index) => [
    order.number,
    shopTimeStamp(order.placedAt, 'day'),
    shopTimeStamp(order.placedAt),
    order.status,
    order.customerName,
    order.buyerEmail,
    order.rep,
    order.poNumber,
    line ? index + 1 : '',
    line?.pn,
    line ? line.description?.en || '' : '',
    line?.quantity,
    dollars(line?.saleCents),
    dollars(line?.subtotalSaleCents),
    dollars(order.subtotalCents),
    dollars(fees),
    shipping,
    dollars(order.tax?.amountCents ?? 0),
    dollars(order.totalCents),
    order.paymentProvider,
    order.paidAt ? shopTimeStamp(order.paidAt, 'day') : '',
    order.carrier,
    order.method,
    carrierName,
    serviceName,
    order.shipperNumber,
    order.shippingAddress.city,
    order.shippingAddress.addressState,
    order.shippingAddress.addressCountry,
    order.trackingNumber,
  ])
}

/** The whole export: header, then each order's lines in the orders' order. */
export function ordersCsv(orders: readonly OrderView[]): string {
  return csvDocument(orderCsvHeader, orders.flatMap(orderCsvRows))
}
