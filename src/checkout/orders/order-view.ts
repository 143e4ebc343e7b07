/**
 * An order as the buyer, the mails and the staff desk read it: the stored snapshot with its
 * JSON columns given their shapes. Types only from Payload; no framework code.
 */
import type { Order } from '@/payload-types'
import { relationId } from '@/platform/relations'

import type { QuoteFee } from '../quote'
import type { AddressSnapshot, OrderForMail } from './order-email'
import type { OrderStatus } from './order-rules'

export type OrderLine = OrderForMail['lines'][number] & {
  listCents: number
  subtotalListCents: number
  flags: string[]
}

export type StatusChange = {
  at: string
  from: OrderStatus | null
  to: OrderStatus
  by: { kind: 'buyer' | 'staff' | 'system'; name: string }
  trackingNumber?: string | null
  shippingCents?: number | null
}

export type OrderView = Omit<OrderForMail, 'lines'> & {
  id: number
  lines: OrderLine[]
  billingAddress: AddressSnapshot
  carrier: string | null
  method: string | null
  shipperNumber: string | null
  paidAt: string | null
  history: StatusChange[]
  webUserId: number
  customerId: number | null
}

const list = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : [])

export function orderViewOf(order: Order, customerName?: string | null): OrderView {
  const customer = order.customer
  return {
    id: order.id,
    number: order.number,
    placedAt: order.createdAt,
    status: order.status,
    locale: order.locale,
    lines: list<OrderLine>(order.lines),
    subtotalCents: order.subtotalCents,
    fees: list<QuoteFee>(order.fees),
    shipping: (order.shipping as OrderView['shipping']) ?? null,
    shippingPending: order.shippingPending === true,
    tax: (order.tax as OrderView['tax']) ?? null,
    totalCents: order.totalCents,
    flags: list<{ code: string }>(order.flags),
    poNumber: order.poNumber ?? null,
    notes: order.notes ?? null,
    shippingAddress: order.shippingAddress as AddressSnapshot,
    billingAddress: order.billingAddress as AddressSnapshot,
    paymentProvider: order.paymentProvider === 'manual' ? 'manual' : 'terms',
    trackingNumber: order.trackingNumber ?? null,
    buyerEmail: order.buyerEmail ?? '',
    customerName:
      customerName ?? (customer && typeof customer === 'object' ? customer.name : null) ?? null,
    rep: order.rep ?? null,
    carrier: order.carrier ?? null,
    method: order.method ?? null,
    shipperNumber: order.shipperNumber ?? null,
    paidAt: order.paidAt ?? null,
    history: list<StatusChange>(order.statusHistory),
    webUserId: relationId(order.webUser)!,
    customerId: relationId(customer) ?? null,
  }
}
