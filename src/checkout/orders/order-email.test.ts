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

const headingOf = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? ''

/** The style of every cell of the lines-and-totals table, row by row. */
function tableRows(html: string): string[][] {
  const table =
    /<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">\n<tr><th[\s\S]*?<\/table>/.exec(
      html,
    )?.[0] ?? ''
  return [...table.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((row) =>
    [...row[1]!.matchAll(/<t[dh][^>]*style="([^"]*)"/g)].map((cell) => cell[1]!),
  )
}

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

  it('the new total once staff set the shipping cost, in each language: set, not shipped', () => {
    const settled = { kind: 'shippingSettled', shippingCents: 8500, totalCents: 123450 } as const
    const es = orderEmail(settled, { ...order, locale: 'es' }, 'es', url)
    expect(es.subject).toBe(
      'Pedido AC-261125-7K3M9Q2D: costo de envío definido, nuevo total US$1,234.50',
    )
    expect(headingOf(es.html)).toBe('Definimos el costo de envío de su pedido')
    expect(es.text).toContain('cuesta US$85.00; el nuevo total es US$1,234.50.')
    expect(es.text).toContain('cuando el pedido salga de nuestra planta')
    const en = orderEmail(settled, order, 'en', url)
    expect(en.subject).toBe('Order AC-261125-7K3M9Q2D: shipping cost set, new total $1,234.50')
    expect(headingOf(en.html)).toBe('The shipping cost of your order is set')
    expect(en.text).toContain(
      'We will e-mail you the tracking number when the order leaves our plant.',
    )
    // nothing in them reads as "your order has shipped"
    for (const mail of [es, en]) {
      expect(`${mail.subject} ${headingOf(mail.html)}`).not.toMatch(
        /confirm|shipped|enviado|envío confirmado|Confirmamos el envío/i,
      )
    }
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

  it('a status change carries the tracking number with its carrier and link; no tax line when none is due', () => {
    const shipped = {
      ...order,
      status: 'shipped' as const,
      carrier: 'c3-fedex',
      tax: { ratePercent: '0.000', amountCents: 0 },
    }
    const mail = orderEmail(
      { kind: 'statusChanged', to: 'shipped', trackingNumber: '7946 1234 5678' },
      shipped,
      'en',
      url,
    )
    expect(mail.subject).toBe('Order AC-261125-7K3M9Q2D: shipped')
    expect(mail.text).toContain('Tracking number: 7946 1234 5678 (FedEx)')
    expect(mail.text).toContain(
      'Track it with FedEx: https://www.fedex.com/fedextrack/?trknbr=794612345678',
    )
    expect(mail.html).toContain('<a href="https://www.fedex.com/fedextrack/?trknbr=794612345678"')
    expect(mail.html).toContain('>Track it with FedEx</a>')
    expect(mail.text).not.toContain('Sales tax')

    // a UPS number on the same order is UPS's, in Spanish too
    const es = orderEmail(
      { kind: 'statusChanged', to: 'shipped', trackingNumber: '1Z999AA10123456784' },
      { ...shipped, locale: 'es' },
      'es',
      url,
    )
    expect(es.text).toContain('Número de rastreo: 1Z999AA10123456784 (UPS)')
    expect(es.text).toContain(
      'Rastrearlo con UPS: https://www.ups.com/track?tracknum=1Z999AA10123456784',
    )
    expect(es.html).toContain('>Rastrearlo con UPS</a>')
  })

  it('quantity and price are apart: "quantity × price" in one piece, every amount 16 px from its label', () => {
    for (const locale of ['en', 'es'] as const) {
      const mail = orderEmail(
        { kind: 'orderConfirmation' },
        {
          ...order,
          locale,
          lines: [{ ...order.lines[0]!, quantity: 2, saleCents: 18460, subtotalSaleCents: 36920 }],
        },
        locale,
        url,
      )
      const price = locale === 'es' ? 'US$184.60' : '$184.60'
      expect(mail.text).toContain(`2 × ${price} = ${locale === 'es' ? 'US$369.20' : '$369.20'}`)
      expect(mail.html).toContain(`>2 × ${price}</span>`)
      // the part number is never broken across lines (a phone broke it at its hyphen)
      expect(mail.html).toContain('white-space:nowrap;">E22PB-R10</strong>')
      const rows = tableRows(mail.html)
      expect(rows.length).toBeGreaterThan(4)
      for (const cells of rows) {
        for (const style of cells.slice(1))
          expect(style).toMatch(/padding-left:16px;white-space:nowrap;/)
      }
    }
  })

  it('the placing time is the shop time, with its zone named, in both languages', () => {
    // 15:00 UTC on November 25 is 10:00 in Pennsylvania
    expect(orderEmail({ kind: 'orderConfirmation' }, order, 'en', url).text).toContain(
      'Placed: November 25, 2026 at 10:00\u00a0AM EST',
    )
    expect(
      orderEmail({ kind: 'orderConfirmation' }, { ...order, locale: 'es' }, 'es', url).text,
    ).toMatch(/: 25 de noviembre de 2026 a las 10:00\u00a0a\.m\. hora del Este \(EE\. UU\.\)/)
  })

  it('Spanish mails say usted throughout, the footer included', () => {
    const kinds = [
      { kind: 'orderConfirmation' },
      { kind: 'shippingSettled', shippingCents: 8500, totalCents: 123450 },
      { kind: 'statusChanged', to: 'shipped', trackingNumber: '1Z999AA10123456784' },
      { kind: 'statusChanged', to: 'cancelled' },
    ] as const
    for (const kind of kinds) {
      for (const replyToRep of [null, 'Ramón Ortega']) {
        const mail = orderEmail(kind, { ...order, locale: 'es' }, 'es', url, { replyToRep })
        const words = `${mail.subject}\n${mail.text}\n${mail.html}`
        expect(words).not.toMatch(
          /\b(tú|tu|tus|te|ti|contigo|respondas|puedes|tienes|quieres|recibirás|revisa tu)\b/i,
        )
      }
    }
    expect(orderEmail(kinds[0], { ...order, locale: 'es' }, 'es', url).text).toContain(
      'por favor, no responda a este correo.',
    )
  })

  it('a buyer with a rep is told a reply reaches the rep; staff are told it reaches the buyer', () => {
    const en = orderEmail({ kind: 'orderConfirmation' }, order, 'en', url, {
      replyToRep: 'Tom Kowalski',
    })
    expect(en.text).toContain(
      'Reply to this e-mail to reach your sales representative, Tom Kowalski.',
    )
    expect(en.html).toContain('reach your sales representative, Tom Kowalski.')
    expect(en.text).not.toContain('do not reply')
    const es = orderEmail({ kind: 'orderConfirmation' }, { ...order, locale: 'es' }, 'es', url, {
      replyToRep: 'Ramón Ortega',
    })
    expect(es.text).toContain(
      'Responda a este correo y su mensaje llegará a su representante de ventas, Ramón Ortega.',
    )
    const notice = orderEmail({ kind: 'orderNotice' }, order, 'en', 'https://x/admin')
    expect(notice.text).toContain('Reply to this e-mail to reach the buyer, kim@keystone.example.')
  })

  it("the buyer's cancel tells staff and the rep, in English, with the order's figures", () => {
    const mail = orderEmail(
      { kind: 'orderNotice', event: 'cancelledByBuyer' },
      { ...order, status: 'cancelled', locale: 'es' },
      'en',
      'https://x/admin',
    )
    expect(mail.subject).toBe(
      'Web order AC-261125-7K3M9Q2D cancelled by the buyer: Keystone Panels, $415.50',
    )
    expect(mail.text).toContain(
      'Cancelled by kim@keystone.example for Keystone Panels, rep Tom Kowalski. Do not prepare or ship it.',
    )
    expect(mail.text).toContain('The buyer reads Spanish.')
    expect(mail.text).toContain('Open the order in the admin: https://x/admin')
  })
})

describe('the carrier’s service and a collect order’s shipping line (issue 39 §10)', () => {
  const dhl: OrderForMail = {
    ...order,
    shipping: {
      amountCents: 0,
      reason: 'collect',
      carrierTitle: 'DHL collect (your account)',
      method: 'express-worldwide',
      carrierName: { en: 'DHL collect (your account)', es: 'DHL por cobrar (su cuenta)' },
      serviceName: { en: 'Express Worldwide', es: 'Express Worldwide' },
      collectAccount: 'DHL',
    },
    shippingPending: false,
    flags: [{ code: 'internationalReview' }],
  }

  it('says "Collect on your DHL account", never to be determined, in each language', () => {
    const en = orderEmail({ kind: 'orderConfirmation' }, dhl, 'en', url)
    expect(en.text).toContain(
      'Shipping (DHL collect (your account), Express Worldwide): Collect on your DHL account',
    )
    expect(en.text).not.toMatch(/to be determined|new total/i)
    const es = orderEmail({ kind: 'orderConfirmation' }, dhl, 'es', url)
    expect(es.text).toContain(
      'Envío (DHL por cobrar (su cuenta), Express Worldwide): Por cobrar a su cuenta DHL',
    )
    expect(es.text).not.toMatch(/por determinar|nuevo total/i)
    expect(es.html).toContain('Por cobrar a su cuenta DHL')
  })

  it('names the service as it was named when the order was placed, in the mail’s language', () => {
    const fedex: OrderForMail = {
      ...order,
      shipping: {
        amountCents: 5995,
        reason: 'rated',
        carrierTitle: 'FedEx',
        method: 'air1day',
        carrierName: { en: 'FedEx', es: 'FedEx' },
        serviceName: { en: 'Standard Overnight', es: 'Día siguiente estándar' },
      },
    }
    expect(orderEmail({ kind: 'orderConfirmation' }, fedex, 'en', url).text).toContain(
      'Shipping (FedEx, Standard Overnight): $59.95',
    )
    expect(orderEmail({ kind: 'orderConfirmation' }, fedex, 'es', url).text).toContain(
      'Envío (FedEx, Día siguiente estándar):',
    )
    // an order of before keeps reading its service from the messages
    expect(orderEmail({ kind: 'orderConfirmation' }, order, 'es', url).text).toContain(
      'Envío (FedEx, Aéreo 2 días): Por determinar',
    )
  })
})
