import type { CollectionConfig } from 'payload'

import { sales } from '@/platform/access'
import { moneyAdminComponents } from '@/platform/money-field'

import { orderDeskEndpoints } from '../orders/order-desk-endpoints'
import { orderStatuses, type OrderStatus } from '../orders/order-rules'
import { orderWords } from '../orders/order-summary'

/**
 * Staff never edit an order's fields by hand: the order actions (status, shipping amount,
 * payment) go through the order service, which checks the rules and e-mails the buyer.
 */
const readOnly = (name: string, en: string, es: string) =>
  ({ name, label: { en, es }, admin: { readOnly: true } }) as const
const hidden = (name: string) => ({ name, admin: { hidden: true } }) as const

/** Status names in the admin: the site's own words in both languages. */
const statusLabel = (status: OrderStatus) => ({
  en: orderWords('en').status[status],
  es: orderWords('es').status[status],
})

/**
 * Placed orders (business rules §9): a snapshot of what the buyer was quoted — lines with
 * their prices, each fee, shipping, tax, total, both addresses — with the buyer, the customer,
 * the rep and the status staff move it through. Written by the order service only; staff
 * (admin, sales) read them and move their status.
 */
export const Orders: CollectionConfig = {
  slug: 'orders',
  labels: { singular: { en: 'Order', es: 'Pedido' }, plural: { en: 'Orders', es: 'Pedidos' } },
  admin: {
    useAsTitle: 'number',
    defaultColumns: [
      'number',
      // beside the number, so a phone shows the badges without scrolling the table
      'needsAction',
      'status',
      'customer',
      'rep',
      'totalCents',
      'createdAt',
    ],
    listSearchableFields: ['number', 'poNumber', 'buyerEmail'],
    components: { beforeListTable: ['@/checkout/admin/orders-list-tools#OrdersListTools'] },
    group: { en: 'Orders', es: 'Pedidos' },
  },
  defaultSort: '-createdAt',
  endpoints: orderDeskEndpoints(),
  access: {
    read: sales,
    // written only by the order service: placing, and the desk's actions (rules and mails)
    create: () => false,
    update: () => false,
    // an order is never lost: it is cancelled, not deleted
    delete: () => false,
  },
  fields: [
    {
      name: 'actions',
      type: 'ui',
      admin: { components: { Field: '@/checkout/admin/order-actions#OrderActions' } },
    },
    {
      ...readOnly('number', 'Number', 'Número'),
      type: 'text',
      required: true,
      unique: true,
      index: true,
    },
    {
      ...readOnly('status', 'Status', 'Estado'),
      type: 'select',
      required: true,
      index: true,
      options: orderStatuses.map((status) => ({ value: status, label: statusLabel(status) })),
    },
    {
      ...readOnly('webUser', 'Buyer', 'Comprador'),
      type: 'relationship',
      relationTo: 'web-users',
      required: true,
      index: true,
    },
    {
      ...readOnly('buyerEmail', 'Buyer e-mail', 'Correo del comprador'),
      type: 'email',
      index: true,
    },
    {
      ...readOnly('customer', 'Customer', 'Cliente'),
      type: 'relationship',
      relationTo: 'customers',
      index: true,
    },
    { ...readOnly('rep', 'Sales rep', 'Representante'), type: 'text', index: true },
    {
      ...readOnly('locale', 'Language of the buyer', 'Idioma del comprador'),
      type: 'select',
      options: ['en', 'es'],
      required: true,
      defaultValue: 'en',
    },
    {
      ...readOnly('paymentProvider', 'Payment', 'Pago'),
      type: 'select',
      options: [
        { value: 'terms', label: { en: 'Account terms', es: 'Crédito de la cuenta' } },
        {
          value: 'manual',
          label: { en: 'Card, taken by staff', es: 'Tarjeta, cobrada por el personal' },
        },
      ],
    },
    { ...readOnly('paidAt', 'Paid at', 'Pagado el'), type: 'date' },
    { ...hidden('lines'), type: 'json', required: true },
    { ...hidden('fees'), type: 'json', required: true },
    { ...hidden('shipping'), type: 'json' },
    { ...hidden('tax'), type: 'json' },
    { ...hidden('flags'), type: 'json' },
    /** The list's badges: what the order waits for staff to do (no column of its own). */
    {
      name: 'needsAction',
      type: 'ui',
      label: { en: 'Needs action', es: 'Requiere acción' },
      admin: {
        components: { Cell: '@/checkout/admin/order-attention-cell#OrderAttentionCell' },
      },
    },
    {
      ...readOnly('subtotalCents', 'Subtotal', 'Subtotal'),
      type: 'number',
      required: true,
      // cents shown as dollars, like every amount of the admin
      admin: {
        readOnly: true,
        components: moneyAdminComponents(),
      },
    },
    {
      ...readOnly('totalCents', 'Total', 'Total'),
      type: 'number',
      required: true,
      index: true,
      admin: {
        readOnly: true,
        components: moneyAdminComponents(),
      },
    },
    {
      ...readOnly(
        'shippingPending',
        'Waits for the shipping amount',
        'Espera el importe del envío',
      ),
      type: 'checkbox',
      defaultValue: false,
      index: true,
    },
    { ...hidden('shippingAddress'), type: 'json', required: true },
    { ...hidden('billingAddress'), type: 'json', required: true },
    { ...readOnly('carrier', 'Carrier', 'Transportista'), type: 'text' },
    { ...readOnly('method', 'Service', 'Servicio'), type: 'text' },
    {
      ...readOnly('shipperNumber', 'Shipper number', 'Número de cuenta del transportista'),
      type: 'text',
    },
    {
      ...readOnly('poNumber', 'PO number', 'Número de orden de compra'),
      type: 'text',
      index: true,
    },
    { ...readOnly('notes', 'Notes', 'Notas'), type: 'textarea' },
    { ...readOnly('trackingNumber', 'Tracking number', 'Número de rastreo'), type: 'text' },
    /** What the order was quoted from (input and tables), so staff's shipping amount re-quotes it exactly. */
    { ...hidden('quoteBasis'), type: 'json' },
    /** Every status change: when, from, to, by whom. */
    { ...hidden('statusHistory'), type: 'json' },
  ],
}

/**
 * Idempotency keys of order placing (business rules §9: exactly once): one row per web user
 * and key, with the request's fingerprint and, once placed, the order. Kept 24 h at least.
 */
export const OrderRequests: CollectionConfig = {
  slug: 'order-requests',
  admin: { hidden: true },
  access: { read: () => false, create: () => false, update: () => false, delete: () => false },
  indexes: [{ fields: ['webUser', 'key'], unique: true }],
  fields: [
    { name: 'webUser', type: 'relationship', relationTo: 'web-users', required: true },
    { name: 'key', type: 'text', required: true },
    { name: 'fingerprint', type: 'text', required: true },
    { name: 'order', type: 'relationship', relationTo: 'orders' },
  ],
}

/** Mail to send after an order commits; a worker sends each once, retrying until accepted. */
export const Outbox: CollectionConfig = {
  slug: 'outbox',
  admin: { hidden: true },
  access: { read: () => false, create: () => false, update: () => false, delete: () => false },
  fields: [
    { name: 'kind', type: 'text', required: true },
    { name: 'to', type: 'text', required: true },
    { name: 'locale', type: 'text', required: true },
    { name: 'order', type: 'relationship', relationTo: 'orders', index: true },
    {
      name: 'status',
      type: 'select',
      options: ['pending', 'sending', 'sent'],
      defaultValue: 'pending',
      index: true,
    },
    { name: 'attempts', type: 'number', defaultValue: 0 },
    { name: 'sentAt', type: 'date' },
    /** Stable per row, so a resend after a crash is recognisable as the same message. */
    { name: 'messageId', type: 'text' },
    /** What the mail says beyond the order (the status it announces, the new total). */
    { name: 'data', type: 'json' },
    { name: 'nextAttemptAt', type: 'date', index: true },
    /** A worker holds the row until then; past it, another worker may take it over. */
    { name: 'leaseUntil', type: 'date' },
    { name: 'lastError', type: 'text' },
  ],
}
