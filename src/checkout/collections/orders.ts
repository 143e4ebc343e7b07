import type { CollectionConfig } from 'payload'

import { hasRole, sales } from '@/platform/access'

import { orderStatuses } from '../orders/order-rules'

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
    defaultColumns: ['number', 'status', 'customer', 'totalCents', 'createdAt'],
    group: { en: 'Orders', es: 'Pedidos' },
  },
  defaultSort: '-createdAt',
  access: {
    read: sales,
    create: () => false,
    update: sales,
    delete: ({ req }) => hasRole(req),
  },
  fields: [
    { name: 'number', type: 'text', required: true, unique: true, index: true },
    {
      name: 'status',
      type: 'select',
      required: true,
      index: true,
      options: orderStatuses.map((status) => ({ value: status, label: status })),
    },
    { name: 'webUser', type: 'relationship', relationTo: 'web-users', required: true, index: true },
    { name: 'customer', type: 'relationship', relationTo: 'customers', index: true },
    { name: 'rep', type: 'text', index: true },
    { name: 'locale', type: 'select', options: ['en', 'es'], required: true, defaultValue: 'en' },
    { name: 'lines', type: 'json', required: true },
    { name: 'fees', type: 'json', required: true },
    { name: 'shipping', type: 'json' },
    { name: 'tax', type: 'json' },
    { name: 'flags', type: 'json' },
    { name: 'subtotalCents', type: 'number', required: true },
    { name: 'totalCents', type: 'number', required: true },
    { name: 'shippingPending', type: 'checkbox', defaultValue: false },
    { name: 'shippingAddress', type: 'json', required: true },
    { name: 'billingAddress', type: 'json', required: true },
    { name: 'carrier', type: 'text' },
    { name: 'method', type: 'text' },
    { name: 'shipperNumber', type: 'text' },
    { name: 'poNumber', type: 'text', index: true },
    { name: 'notes', type: 'textarea' },
    { name: 'trackingNumber', type: 'text' },
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
      options: ['pending', 'sent'],
      defaultValue: 'pending',
      index: true,
    },
    { name: 'attempts', type: 'number', defaultValue: 0 },
    { name: 'sentAt', type: 'date' },
  ],
}
