/**
 * The order e-mails (business rules §9), pure: the buyer's confirmation, the staff's and rep's
 * notice of a new order, a status change, and the new total once staff settle the shipping.
 * Buyer mails speak the language of the site where the order was placed; staff notices are
 * in English with the buyer's language named. Amounts are the order's own, never recomputed.
 */
import { addressLines } from '@/account/address-format'
import { formatCents } from '@/pricing/money-format'
import {
  brand,
  emailFont,
  emailShell,
  escapeHtml,
  type RenderedEmail,
} from '@/platform/email-layout'

import type { QuoteFee } from '../quote'
import { INTERNATIONAL_REVIEW_ABOVE_CENTS } from '../quote/shipping'
import type { OrderStatus } from './order-rules'
import { orderTotalRows, orderWords } from './order-summary'

export type MailLocale = 'en' | 'es'

export type AddressSnapshot = {
  nameFirst: string
  nameLast: string
  nameCompany?: string | null
  phone1?: string | null
  address1: string
  address2?: string | null
  city: string
  addressState?: string | null
  addressPostalCode?: string | null
  addressCountry: string
}

/** What the mails show of an order: the snapshot stored when it was placed. */
export type OrderForMail = {
  number: string
  placedAt: string
  status: OrderStatus
  locale: MailLocale
  lines: {
    pn: string
    description?: { en: string; es: string } | null
    quantity: number
    saleCents: number
    subtotalSaleCents: number
  }[]
  subtotalCents: number
  fees: QuoteFee[]
  shipping: {
    amountCents: number | null
    carrierTitle?: string | null
    method?: string | null
    free?: boolean
  } | null
  shippingPending: boolean
  tax: { ratePercent: string; amountCents: number } | null
  totalCents: number
  flags: { code: string }[]
  poNumber?: string | null
  notes?: string | null
  shippingAddress: AddressSnapshot
  paymentProvider: 'terms' | 'manual'
  trackingNumber?: string | null
  buyerEmail: string
  customerName?: string | null
  rep?: string | null
}

export type OrderMail =
  | { kind: 'orderConfirmation' }
  | { kind: 'orderNotice' }
  | { kind: 'statusChanged'; to: OrderStatus; trackingNumber?: string | null }
  | { kind: 'shippingSettled'; shippingCents: number; totalCents: number }

const words = {
  en: {
    flag: {
      shippingTBD:
        'Shipping is to be determined: our team quotes it and e-mails you the new total before the order ships.',
      internationalReview:
        'Orders shipping abroad above {amount} are reviewed by our team, who confirm the shipping and e-mail you the new total.',
      airOnlyAlaskaHawaii: 'Alaska and Hawaii ship by air: 2nd Day is the slowest option.',
    } as Record<string, string>,
    payTerms: 'Billed to your account on its terms.',
    payManual:
      'Payment by card: our team will contact you to take the payment securely. The order is prepared once it is paid.',
    view: 'View the order in your account',
  },
  es: {
    flag: {
      shippingTBD:
        'El envío está por determinar: nuestro equipo lo cotiza y le envía el nuevo total antes de despachar el pedido.',
      internationalReview:
        'Los pedidos al extranjero de más de {amount} los revisa nuestro equipo, que confirma el envío y le envía el nuevo total.',
      airOnlyAlaskaHawaii: 'Alaska y Hawái se envían por aire: 2 días es la opción más lenta.',
    } as Record<string, string>,
    payTerms: 'Se factura a su cuenta según sus condiciones de crédito.',
    payManual:
      'Pago con tarjeta: nuestro equipo le contactará para cobrarlo de forma segura. El pedido se prepara una vez pagado.',
    view: 'Ver el pedido en su cuenta',
  },
}

function dateText(iso: string, locale: MailLocale): string {
  return new Intl.DateTimeFormat(locale === 'es' ? 'es-MX' : 'en-US', {
    dateStyle: 'long',
    timeZone: 'America/New_York',
  }).format(new Date(iso))
}

type Copy = { subject: string; heading: string; intro: string[] }

function copyFor(mail: OrderMail, order: OrderForMail, locale: MailLocale): Copy {
  const w = { ...words[locale], status: orderWords(locale).status }
  const n = order.number
  const es = locale === 'es'
  switch (mail.kind) {
    case 'orderConfirmation':
      return {
        subject: es ? `Pedido ${n} recibido` : `Order ${n} received`,
        heading: es ? 'Gracias por su pedido' : 'Thank you for your order',
        intro: [
          es
            ? `Recibimos su pedido ${n}. Estos son los datos tal como se cotizaron.`
            : `We have your order ${n}. Here it is as it was quoted.`,
          order.paymentProvider === 'manual' ? w.payManual : w.payTerms,
        ],
      }
    case 'orderNotice':
      return {
        subject: `New web order ${n}: ${order.customerName ?? order.buyerEmail}, ${formatCents(order.totalCents, 'en')}`,
        heading: `New web order ${n}`,
        intro: [
          `Placed by ${order.buyerEmail}${order.customerName ? ` for ${order.customerName}` : ''}` +
            `${order.rep ? `, rep ${order.rep}` : ''}; status ${orderWords('en').status[order.status]}.`,
          `The buyer reads ${order.locale === 'es' ? 'Spanish' : 'English'}.` +
            (order.shippingPending ? ' Shipping waits for an amount from staff.' : ''),
        ],
      }
    case 'statusChanged': {
      const status = w.status[mail.to]
      const tracking = mail.trackingNumber?.trim()
      return {
        subject: es
          ? `Pedido ${n}: ${status.toLowerCase()}`
          : `Order ${n}: ${status.toLowerCase()}`,
        heading: es
          ? `Su pedido ${n} está ${status.toLowerCase()}`
          : `Your order ${n} is ${status.toLowerCase()}`,
        intro: [
          es ? `Nuevo estado: ${status}.` : `New status: ${status}.`,
          ...(tracking
            ? [es ? `Número de rastreo: ${tracking}` : `Tracking number: ${tracking}`]
            : []),
        ],
      }
    }
    case 'shippingSettled':
      return {
        subject: es
          ? `Pedido ${n}: envío confirmado, nuevo total ${formatCents(mail.totalCents, locale)}`
          : `Order ${n}: shipping confirmed, new total ${formatCents(mail.totalCents, locale)}`,
        heading: es ? 'Confirmamos el envío de su pedido' : 'Your shipping is confirmed',
        intro: [
          es
            ? `El envío del pedido ${n} es de ${formatCents(mail.shippingCents, locale)}; el nuevo total es ${formatCents(mail.totalCents, locale)}.`
            : `Shipping for order ${n} is ${formatCents(mail.shippingCents, locale)}; the new total is ${formatCents(mail.totalCents, locale)}.`,
        ],
      }
  }
}

/**
 * One mail about an order, in `locale`. `orderUrl` is the order's page in my account (the
 * buyer's mails link it; staff get the admin's).
 */
export function orderEmail(
  mail: OrderMail,
  order: OrderForMail,
  locale: MailLocale,
  orderUrl: string,
): RenderedEmail {
  const w = words[locale]
  const labels = orderWords(locale).order
  const copy = copyFor(mail, order, locale)
  const viewLabel = mail.kind === 'orderNotice' ? 'Open the order in the admin' : w.view
  const money = (cents: number) => formatCents(cents, locale)
  const described = (line: OrderForMail['lines'][number]) =>
    line.description?.[locale] || line.description?.en || ''
  const notices = order.flags
    .map((flag) => w.flag[flag.code])
    .filter((text): text is string => !!text)
    .map((text) => text.replace('{amount}', money(INTERNATIONAL_REVIEW_ABOVE_CENTS)))
  const details: [string, string][] = [
    [labels.number, order.number],
    [labels.placed, dateText(order.placedAt, locale)],
  ]
  if (order.poNumber) details.push([labels.po, order.poNumber])
  if (order.notes) details.push([labels.notes, order.notes])

  const text = [
    copy.heading,
    '',
    ...copy.intro,
    '',
    ...details.map(([label, value]) => `${label}: ${value}`),
    '',
    ...order.lines.map(
      (line) =>
        `${line.pn}  ${described(line)}\n    ${line.quantity} × ${money(line.saleCents)} = ${money(line.subtotalSaleCents)}`,
    ),
    '',
    ...orderTotalRows(order, locale).map((row) => `${row.label}: ${row.amount}`),
    ...(notices.length ? ['', ...notices] : []),
    '',
    `${labels.shipTo}:`,
    ...addressLines(order.shippingAddress, locale).map((line) => `  ${line}`),
    '',
    `${viewLabel}: ${orderUrl}`,
    '',
    `— ${brand}`,
  ]
    .join('\n')
    .concat('\n')

  const e = escapeHtml
  const cell = `${emailFont};font-size:14px;line-height:20px;color:#334155;padding:6px 0;border-bottom:1px solid #e2e8f0;`
  const lineRows = order.lines
    .map(
      (line) => `<tr>
<td style="${cell}"><strong style="color:#0f172a;">${e(line.pn)}</strong><br><span style="font-size:12px;color:#64748b;">${e(described(line))}</span></td>
<td align="right" style="${cell}">${e(String(line.quantity))}</td>
<td align="right" style="${cell}">${e(money(line.saleCents))}</td>
<td align="right" style="${cell}">${e(money(line.subtotalSaleCents))}</td>
</tr>`,
    )
    .join('\n')
  const sumRows = orderTotalRows(order, locale)
    .map(({ label, amount: value, total: last }) => {
      const style = `${emailFont};font-size:${last ? 16 : 14}px;line-height:22px;padding:4px 0;color:${last ? '#0f172a' : '#334155'};${last ? 'font-weight:700;border-top:2px solid #0f172a;' : ''}`
      return `<tr><td colspan="3" align="right" style="${style}">${e(label)}</td><td align="right" style="${style}">${e(value)}</td></tr>`
    })
    .join('\n')
  const para = (content: string, small = false) =>
    `<p style="margin:0 0 12px;font-size:${small ? 13 : 15}px;line-height:22px;color:${small ? '#64748b' : '#334155'};">${content}</p>`
  const html = emailShell({
    locale,
    subject: copy.subject,
    preheader: copy.intro[0] ?? copy.subject,
    maxWidth: 640,
    bodyHtml: `<tr><td style="padding:32px 32px 8px;${emailFont};color:#0f172a;">
<h1 style="margin:0 0 16px;font-size:20px;line-height:28px;font-weight:700;color:#0f172a;">${e(copy.heading)}</h1>
${copy.intro.map((each) => para(e(each))).join('\n')}
${para(details.map(([label, value]) => `<strong>${e(label)}:</strong> ${e(value)}`).join('<br>'))}
</td></tr>
<tr><td style="padding:8px 32px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
<tr><th align="left" style="${cell}font-size:12px;color:#64748b;">${e(labels.part)}</th><th align="right" style="${cell}font-size:12px;color:#64748b;">${e(labels.quantity)}</th><th align="right" style="${cell}font-size:12px;color:#64748b;">${e(labels.price)}</th><th align="right" style="${cell}font-size:12px;color:#64748b;">${e(labels.lineTotal)}</th></tr>
${lineRows}
${sumRows}
</table>
</td></tr>
<tr><td style="padding:16px 32px 32px;${emailFont};">
${notices.map((notice) => para(e(notice), true)).join('\n')}
${para(`<strong>${e(labels.shipTo)}:</strong><br>${addressLines(order.shippingAddress, locale).map(e).join('<br>')}`)}
<p style="margin:16px 0 0;"><a href="${e(orderUrl)}" style="display:inline-block;background-color:#16a34a;color:#ffffff;text-decoration:none;font-weight:600;padding:10px 18px;border-radius:6px;${emailFont};font-size:14px;">${e(viewLabel)}</a></p>
</td></tr>`,
  })
  return { subject: copy.subject, text, html }
}
