import { describe, expect, it } from 'vitest'

import { orderEmail, type OrderForMail } from './order-email'

const order: OrderForMail = {
  number: 'AC-261125-7K3M9Q2D',
  placedAt: '2026-11-25T15:00:00.000Z',
  status: 'received',
  locale: 'en',
  lines: [
    {
      pn: 'E22PB-R10',
      description: { en: 'Push button, red', es: 'Botón pulsador, rojo' },
      quantity: 20,
      saleCents: 1850,
      subtotalSaleCents: 37000,
    },
  ],
  subtotalCents: 37000,
  fees: [{ code: 'tariff', amountCents: 1832, percent: '4.95', basis: 'subtotal' }],
  shipping: { amountCents: null, carrierTitle: 'FedEx', method: 'air2day' },
  shippingPending: true,
  tax: { ratePercent: '7.000', amountCents: 2718 },
  totalCents: 41550,
  flags: [{ code: 'shippingTBD' }],
  poNumber: 'PO-<88>',
  notes: null,
  shippingAddress: {
    nameFirst: 'Kim',
    nameLast: 'Buyer',
    nameCompany: 'Keystone Panels',
    address1: '1 Mill St',
    city: 'Beaver',
    addressState: 'PA',
    addressPostalCode: '15009',
    addressCountry: 'US',
  },
  paymentProvider: 'terms',
  buyerEmail: 'kim@keystone.example',
  customerName: 'Keystone Panels',
  rep: 'Tom Kowalski',
}

const url = 'https://shop.example/my-account/orders/AC-261125-7K3M9Q2D'

describe('order e-mails', () => {
  it('the confirmation lists every figure, says shipping is to be determined, and escapes buyer text', () => {
    const mail = orderEmail({ kind: 'orderConfirmation' }, order, 'en', url)
    expect(mail.subject).toBe('Order AC-261125-7K3M9Q2D received')
    expect(mail.text).toContain('20 × $18.50 = $370.00')
    expect(mail.text).toContain('Tariff surcharge (4.95% of the subtotal): $18.32')
    expect(mail.text).toContain('Shipping (FedEx, 2nd Day Air): To be determined')
    expect(mail.text).toContain('Sales tax (7%): $27.18')
    expect(mail.text).toContain('Total so far: $415.50')
    expect(mail.text).toContain('Shipping is to be determined')
    expect(mail.text).toContain('Billed to your account on its terms.')
    expect(mail.html).toContain('PO-&lt;88&gt;')
    expect(mail.html).not.toContain('PO-<88>')
  })

  it('in Spanish for an order placed on the Spanish site, descriptions included', () => {
    const mail = orderEmail({ kind: 'orderConfirmation' }, { ...order, locale: 'es' }, 'es', url)
    expect(mail.subject).toBe('Pedido AC-261125-7K3M9Q2D recibido')
    expect(mail.text).toContain('E22PB-R10  Botón pulsador, rojo')
    expect(mail.text).toContain('Envío (FedEx, Aéreo 2 días): Por determinar')
    // dollars read as US$ on the Spanish site (a bare $ is pesos in Mexico)
    expect(mail.text).toContain('20 × US$18.50 = US$370.00')
    expect(mail.text).toContain('Recargo arancelario (4.95 % del subtotal): US$18.32')
    expect(mail.text).toContain('Total hasta ahora: US$415.50')
    expect(mail.html).toContain('US$415.50')
    expect(mail.text).not.toMatch(/[^S]\$\d/)
  })

  it('an order abroad above the review amount names it in the buyer language', () => {
    const abroad = { ...order, flags: [{ code: 'internationalReview' }] }
    expect(orderEmail({ kind: 'orderConfirmation' }, abroad, 'en', url).text).toContain(
      'Orders shipping abroad above $300.00 are reviewed by our team',
    )
    expect(
      orderEmail({ kind: 'orderConfirmation' }, { ...abroad, locale: 'es' }, 'es', url).text,
    ).toContain('Los pedidos al extranjero de más de US$300.00 los revisa nuestro equipo')
  })

  it('the new total once staff set the shipping, in each language', () => {
    const settled = { kind: 'shippingSettled', shippingCents: 8500, totalCents: 123450 } as const
    const es = orderEmail(settled, { ...order, locale: 'es' }, 'es', url)
    expect(es.subject).toBe('Pedido AC-261125-7K3M9Q2D: envío confirmado, nuevo total US$1,234.50')
    expect(es.text).toContain('es de US$85.00; el nuevo total es US$1,234.50.')
    const en = orderEmail(settled, order, 'en', url)
    expect(en.subject).toBe('Order AC-261125-7K3M9Q2D: shipping confirmed, new total $1,234.50')
  })

  it('the staff notice names the buyer, customer, rep and the buyer language, and links the admin', () => {
    const mail = orderEmail(
      { kind: 'orderNotice' },
      { ...order, locale: 'es' },
      'en',
      'https://x/admin',
    )
    expect(mail.subject).toBe('New web order AC-261125-7K3M9Q2D: Keystone Panels, $415.50')
    expect(mail.text).toContain(
      'Placed by kim@keystone.example for Keystone Panels, rep Tom Kowalski',
    )
    expect(mail.text).toContain('The buyer reads Spanish. Shipping waits for an amount from staff.')
    expect(mail.text).toContain('Open the order in the admin: https://x/admin')
  })

  it('a status change carries the tracking number; no tax line when none is due', () => {
    const mail = orderEmail(
      { kind: 'statusChanged', to: 'shipped', trackingNumber: '1Z999' },
      { ...order, status: 'shipped', tax: { ratePercent: '0.000', amountCents: 0 } },
      'en',
      url,
    )
    expect(mail.subject).toBe('Order AC-261125-7K3M9Q2D: shipped')
    expect(mail.text).toContain('Tracking number: 1Z999')
    expect(mail.text).not.toContain('Sales tax')
  })
})
