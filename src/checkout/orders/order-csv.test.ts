import { describe, expect, it } from 'vitest'

import { orderCsvHeader, ordersCsv } from './order-csv'
import type { OrderView } from './order-view'

const address = {
  nameFirst: 'Ana',
  nameLast: 'Ruiz',
  address1: '1 Main St',
  city: 'Pittsburgh',
  addressState: 'PA',
  addressPostalCode: '15222',
  addressCountry: 'US',
}

/** Two lines: 3 × $12.40 = $37.20 and 10 × $1.05 = $10.50; handling $5, shipping $18.75, tax $3.32. */
const order: OrderView = {
  id: 7,
  number: 'AC-261125-7K2M9Q4T',
  // 15:00 UTC on Nov 25 = 10:00 EST in Pennsylvania
  placedAt: '2026-11-25T15:00:00.000Z',
  status: 'received',
  locale: 'es',
  lines: [
    {
      pn: 'PB22-RED',
      description: { en: 'Push button, red, "mushroom"', es: 'Botón, rojo' },
      quantity: 3,
      saleCents: 1240,
      subtotalSaleCents: 3720,
      listCents: 1500,
      subtotalListCents: 4500,
      flags: [],
    },
    {
      pn: 'LMP-24V',
      description: null,
      quantity: 10,
      saleCents: 105,
      subtotalSaleCents: 1050,
      listCents: 120,
      subtotalListCents: 1200,
      flags: [],
    },
  ],
  subtotalCents: 4770,
  fees: [{ code: 'handling', amountCents: 500 }],
  shipping: { amountCents: 1875, carrierTitle: 'UPS', method: 'ground' },
  shippingPending: false,
  tax: { ratePercent: '6', amountCents: 332 },
  totalCents: 7477,
  flags: [],
  poNumber: '=HYPERLINK("x")',
  notes: null,
  shippingAddress: address,
  billingAddress: address,
  paymentProvider: 'terms',
  trackingNumber: null,
  buyerEmail: 'ana@keystone.example',
  customerName: 'Keystone Panel Systems, Inc.',
  rep: 'Dana Whitfield',
  carrier: 'ups',
  method: 'ground',
  shipperNumber: '8X4421',
  // 03:30 UTC on Nov 27 is still Nov 26 in Pennsylvania
  paidAt: '2026-11-27T03:30:00.000Z',
  history: [],
  webUserId: 3,
  customerId: 2,
}

/** The document's rows as cells (the test's orders quote only where a comma or quote is). */
function rowsOf(csv: string): Record<string, string>[] {
  const [head, ...rows] = csv
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
  expect(head).toBe(orderCsvHeader.join(','))
  return rows.map((row) => {
    const cells = [...row.matchAll(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g)]
      .map((match) => match[1]!)
      .slice(0, orderCsvHeader.length)
      .map((cell) => (cell.startsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell))
    return Object.fromEntries(orderCsvHeader.map((name, index) => [name, cells[index] ?? '']))
  })
}

describe('orders CSV: one row per order line (issue 39 #20)', () => {
  it('each line with its part, quantity, unit price and line total in dollars, beside its order', () => {
    const rows = rowsOf(ordersCsv([order]))
    expect(rows).toHaveLength(2)
    expect(
      rows.map((row) => [row.line, row.pn, row.quantity, row.unit_price_usd, row.line_total_usd]),
    ).toEqual([
      ['1', 'PB22-RED', '3', '12.40', '37.20'],
      ['2', 'LMP-24V', '10', '1.05', '10.50'],
    ])
    // the lines add up to the order's subtotal: 37.20 + 10.50 = 47.70
    for (const row of rows) {
      expect(row).toMatchObject({
        order_number: 'AC-261125-7K2M9Q4T',
        customer: 'Keystone Panel Systems, Inc.',
        order_subtotal_usd: '47.70',
        order_fees_usd: '5.00',
        order_shipping_usd: '18.75',
        order_tax_usd: '3.32',
        // 47.70 + 5.00 + 18.75 + 3.32
        order_total_usd: '74.77',
        shipper_number: '8X4421',
        status: 'received',
      })
    }
  })

  it('the carrier and service by the names the order was placed with, beside their codes', () => {
    const named: OrderView = {
      ...order,
      carrier: 'dhl-collect',
      method: 'express-worldwide',
      shipping: {
        amountCents: 0,
        carrierTitle: 'DHL collect (your account)',
        method: 'express-worldwide',
        carrierName: { en: 'DHL collect (your account)', es: 'DHL por cobrar (su cuenta)' },
        serviceName: { en: 'Express Worldwide', es: 'Express Worldwide' },
      },
    }
    const [row] = rowsOf(ordersCsv([named]))
    expect(row).toMatchObject({
      carrier: 'dhl-collect',
      method: 'express-worldwide',
      carrier_name: 'DHL collect (your account)',
      service_name: 'Express Worldwide',
    })
    // an order of before the names were kept: its carrier's title, the service from the messages
    const [old] = rowsOf(ordersCsv([order]))
    expect([old!.carrier_name, old!.service_name]).toEqual(['UPS', 'Ground'])
  })

  it('dates in the shop zone: placed 10:00 EST on Nov 25; paid late on Nov 26 Eastern (Nov 27 UTC)', () => {
    const [row] = rowsOf(ordersCsv([order]))
    expect(row!.order_date).toBe('2026-11-25')
    expect(row!.placed_at).toBe('2026-11-25 10:00 EST')
    expect(row!.paid_date).toBe('2026-11-26')
    const summer = rowsOf(
      ordersCsv([{ ...order, placedAt: '2026-07-04T03:30:00.000Z', paidAt: null }]),
    )
    expect(summer[0]!.placed_at).toBe('2026-07-03 23:30 EDT')
    expect(summer[0]!.paid_date).toBe('')
  })

  it('commas and quotes are quoted, a formula is defused, the description is the English one', () => {
    const csv = ordersCsv([order])
    expect(csv).toContain('"Keystone Panel Systems, Inc."')
    expect(csv).toContain('"Push button, red, ""mushroom"""')
    // a buyer's PO number that a spreadsheet would run is written as text
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`)
    expect(rowsOf(csv)[1]!.description).toBe('')
  })

  it('shipping still to be determined is TBD; orders follow each other, lines in order', () => {
    const waiting: OrderView = {
      ...order,
      number: 'AC-261126-AAAA2222',
      lines: [order.lines[1]!],
      shipping: { amountCents: null },
      shippingPending: true,
      tax: null,
      paidAt: null,
      shipperNumber: null,
    }
    const rows = rowsOf(ordersCsv([waiting, order]))
    expect(rows.map((row) => [row.order_number, row.pn])).toEqual([
      ['AC-261126-AAAA2222', 'LMP-24V'],
      ['AC-261125-7K2M9Q4T', 'PB22-RED'],
      ['AC-261125-7K2M9Q4T', 'LMP-24V'],
    ])
    expect(rows[0]).toMatchObject({
      order_shipping_usd: 'TBD',
      order_tax_usd: '0.00',
      shipper_number: '',
    })
  })
})
