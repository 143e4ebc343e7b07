/**
 * The order e-mails (business rules §9), pure: the buyer's confirmation, the staff's and rep's
 * notice of a new order (and of the buyer's cancel), a status change (a shipment with its
 * carrier and tracking link), and the new total once staff set the shipping cost. Buyer mails
 * speak the language of the site where the order was placed, in usted; staff notices are in
 * English with the buyer's language named. Amounts are the order's own, never recomputed;
 * times are the shop's (`formatShopTime`). A buyer's mail names who a reply reaches: their
 * sales rep when they have one (the sender sets Reply-To), else nobody reads replies.
 */
import { addressLines, type PostalAddress } from '@/account/address-format'
import { formatShopTime } from '@/i18n/shop-time'
import { formatCents } from '@/platform/money-format'
import {
  brand,
  emailFont,
  emailFooter,
  emailShell,
  escapeHtml,
  type RenderedEmail,
} from '@/platform/email-layout'
import { type Locale, textIn } from '@/i18n/locales'

import type { QuoteFee } from '../quote'
import { INTERNATIONAL_REVIEW_ABOVE_CENTS } from '../quote/shipping'
import type { OrderStatus } from './order-rules'
import { collectAccountOf, orderTotalRows, orderWords } from './order-summary'
import { trackingFor } from './tracking'

export type MailLocale = Locale

/** An order's address as stored when it was placed: a postal address with the person and phone. */
export type AddressSnapshot = PostalAddress & {
  nameFirst: string
  nameLast: string
  phone1?: string | null
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
    reason?: string | null
    /** The carrier and service as named when the order was placed (issue 39 §10). */
    carrierName?: { en: string; es: string } | null
    serviceName?: { en: string; es: string } | null
    collectAccount?: string | null
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
  /** The carrier's slug chosen at checkout: names the carrier of a tracking number. */
  carrier?: string | null
  buyerEmail: string
  customerName?: string | null
  rep?: string | null
}

export type OrderMail =
  | { kind: 'orderConfirmation' }
  /** To staff and the rep: a new order, or (`event`) the buyer cancelled it. */
  | { kind: 'orderNotice'; event?: 'cancelledByBuyer' }
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
    track: 'Track the shipment',
    trackWith: 'Track it with {carrier}',
    replyToRep: 'Questions? Reply to this e-mail to reach your sales representative, {rep}.',
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
    track: 'Rastrear el envío',
    trackWith: 'Rastrearlo con {carrier}',
    replyToRep:
      '¿Tiene preguntas? Responda a este correo y su mensaje llegará a su representante de ventas, {rep}.',
  },
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
      if (mail.event === 'cancelledByBuyer')
        return {
          subject: `Web order ${n} cancelled by the buyer: ${order.customerName ?? order.buyerEmail}, ${formatCents(order.totalCents, 'en')}`,
          heading: `Web order ${n} was cancelled by the buyer`,
          intro: [
            `Cancelled by ${order.buyerEmail}${order.customerName ? ` for ${order.customerName}` : ''}` +
              `${order.rep ? `, rep ${order.rep}` : ''}. Do not prepare or ship it.`,
            `The buyer reads ${order.locale === 'es' ? 'Spanish' : 'English'}.`,
          ],
        }
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
      const number = mail.trackingNumber?.trim()
      const tracking = number
        ? trackingFor(number, { slug: order.carrier, title: order.shipping?.carrierTitle })
        : null
      const carrier = tracking?.carrierName ? ` (${tracking.carrierName})` : ''
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
            ? [
                es
                  ? `Número de rastreo: ${tracking.number}${carrier}`
                  : `Tracking number: ${tracking.number}${carrier}`,
              ]
            : []),
        ],
      }
    }
    // the cost is set; nothing has left the plant yet (the shipped mail says so, with tracking)
    case 'shippingSettled':
      return {
        subject: es
          ? `Pedido ${n}: costo de envío definido, nuevo total ${formatCents(mail.totalCents, locale)}`
          : `Order ${n}: shipping cost set, new total ${formatCents(mail.totalCents, locale)}`,
        heading: es
          ? 'Definimos el costo de envío de su pedido'
          : 'The shipping cost of your order is set',
        intro: [
          es
            ? `El envío del pedido ${n} cuesta ${formatCents(mail.shippingCents, locale)}; el nuevo total es ${formatCents(mail.totalCents, locale)}.`
            : `Shipping for order ${n} costs ${formatCents(mail.shippingCents, locale)}; the new total is ${formatCents(mail.totalCents, locale)}.`,
          es
            ? 'Le avisaremos por correo, con el número de rastreo, cuando el pedido salga de nuestra planta.'
            : 'We will e-mail you the tracking number when the order leaves our plant.',
        ],
      }
  }
}

/**
 * One mail about an order, in `locale`. `orderUrl` is the order's page in my account (the
 * buyer's mails link it; staff get the admin's). `replyToRep`: the rep's name when a reply
 * reaches them (the sender sets Reply-To to the rep); the footer then says so.
 */
export function orderEmail(
  mail: OrderMail,
  order: OrderForMail,
  locale: MailLocale,
  orderUrl: string,
  options: { replyToRep?: string | null } = {},
): RenderedEmail {
  const w = words[locale]
  const labels = orderWords(locale).order
  const copy = copyFor(mail, order, locale)
  const viewLabel = mail.kind === 'orderNotice' ? 'Open the order in the admin' : w.view
  const money = (cents: number) => formatCents(cents, locale)
  const described = (line: OrderForMail['lines'][number]) => textIn(line.description, locale) ?? ''
  const collect = order.shipping ? collectAccountOf(order.shipping) : null
  const notices = order.flags
    // a collect order has no shipping for staff to confirm (issue 39 §10)
    .filter((flag) => !(collect && flag.code === 'internationalReview'))
    .map((flag) => w.flag[flag.code])
    .filter((text): text is string => !!text)
    .map((text) => text.replace('{amount}', money(INTERNATIONAL_REVIEW_ABOVE_CENTS)))
  const details: [string, string][] = [
    [labels.number, order.number],
    [labels.placed, formatShopTime(order.placedAt, locale, 'long')],
  ]
  if (order.poNumber) details.push([labels.po, order.poNumber])
  if (order.notes) details.push([labels.notes, order.notes])
  const tracking =
    mail.kind === 'statusChanged' && mail.trackingNumber?.trim()
      ? trackingFor(mail.trackingNumber, {
          slug: order.carrier,
          title: order.shipping?.carrierTitle,
        })
      : null
  const trackLabel = tracking?.carrierName
    ? w.trackWith.replace('{carrier}', tracking.carrierName)
    : w.track
  // staff's notices carry the buyer as Reply-To; a buyer's, their rep when they have one
  const footer =
    mail.kind === 'orderNotice'
      ? `Reply to this e-mail to reach the buyer, ${order.buyerEmail}.`
      : options.replyToRep
        ? w.replyToRep.replace('{rep}', options.replyToRep)
        : emailFooter(locale)
  const totals = orderTotalRows(order, locale)

  const text = [
    copy.heading,
    '',
    ...copy.intro,
    ...(tracking?.url ? [`${trackLabel}: ${tracking.url}`] : []),
    '',
    ...details.map(([label, value]) => `${label}: ${value}`),
    '',
    ...order.lines.map(
      (line) =>
        `${line.pn}  ${described(line)}\n    ${line.quantity} × ${money(line.saleCents)} = ${money(line.subtotalSaleCents)}`,
    ),
    '',
    ...totals.map((row) => `${row.label}: ${row.amount}`),
    ...(notices.length ? ['', ...notices] : []),
    '',
    `${labels.shipTo}:`,
    ...addressLines(order.shippingAddress, locale).map((line) => `  ${line}`),
    '',
    `${viewLabel}: ${orderUrl}`,
    '',
    `— ${brand}`,
    footer,
  ]
    .join('\n')
    .concat('\n')

  const e = escapeHtml
  // every cell after a row's first keeps 16 px from its neighbour: a label and its amount, or a
  // quantity and a price, never touch, whatever width the reader's screen gives the table
  const cell = `${emailFont};font-size:14px;line-height:20px;color:#334155;padding:8px 0;border-bottom:1px solid #e2e8f0;vertical-align:top;`
  const amountCell = `${cell}padding-left:16px;white-space:nowrap;`
  // two columns, so a 360-px phone fits them: the part (its number never broken, its
  // description, "quantity × unit price") and the line's amount
  const lineRows = order.lines
    .map(
      (line) => `<tr>
<td style="${cell}"><strong style="color:#0f172a;white-space:nowrap;">${e(line.pn)}</strong><br><span style="font-size:12px;color:#64748b;">${e(described(line))}</span><br><span style="font-size:13px;color:#334155;white-space:nowrap;">${e(`${line.quantity} × ${money(line.saleCents)}`)}</span></td>
<td align="right" style="${amountCell}">${e(money(line.subtotalSaleCents))}</td>
</tr>`,
    )
    .join('\n')
  const sumRows = totals
    .map(({ label, amount: value, total: last }) => {
      const style = `${emailFont};font-size:${last ? 16 : 14}px;line-height:22px;padding:4px 0;color:${last ? '#0f172a' : '#334155'};${last ? 'font-weight:700;border-top:2px solid #0f172a;' : ''}`
      return `<tr><td align="right" style="${style}">${e(label)}</td><td align="right" style="${style}padding-left:16px;white-space:nowrap;">${e(value)}</td></tr>`
    })
    .join('\n')
  const para = (content: string, small = false) =>
    `<p style="margin:0 0 12px;font-size:${small ? 13 : 15}px;line-height:22px;color:${small ? '#64748b' : '#334155'};">${content}</p>`
  const button = (href: string, label: string, tone: string) =>
    `<a href="${e(href)}" style="display:inline-block;background-color:${tone};color:#ffffff;text-decoration:none;font-weight:600;padding:10px 18px;border-radius:6px;${emailFont};font-size:14px;">${e(label)}</a>`
  const html = emailShell({
    locale,
    subject: copy.subject,
    preheader: copy.intro[0] ?? copy.subject,
    maxWidth: 640,
    footer,
    bodyHtml: `<tr><td style="padding:32px 24px 8px;${emailFont};color:#0f172a;">
<h1 style="margin:0 0 16px;font-size:20px;line-height:28px;font-weight:700;color:#0f172a;">${e(copy.heading)}</h1>
${copy.intro.map((each) => para(e(each))).join('\n')}
${tracking?.url ? `<p style="margin:0 0 16px;">${button(tracking.url, trackLabel, '#0f172a')}</p>` : ''}
${para(details.map(([label, value]) => `<strong>${e(label)}:</strong> ${e(value)}`).join('<br>'))}
</td></tr>
<tr><td style="padding:8px 24px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
<tr><th align="left" style="${cell}font-size:12px;color:#64748b;">${e(labels.part)}</th><th align="right" style="${amountCell}font-size:12px;color:#64748b;">${e(labels.lineTotal)}</th></tr>
${lineRows}
${sumRows}
</table>
</td></tr>
<tr><td style="padding:16px 24px 32px;${emailFont};">
${notices.map((notice) => para(e(notice), true)).join('\n')}
${para(`<strong>${e(labels.shipTo)}:</strong><br>${addressLines(order.shippingAddress, locale).map(e).join('<br>')}`)}
<p style="margin:16px 0 0;">${button(orderUrl, viewLabel, '#16a34a')}</p>
</td></tr>`,
  })
  return { subject: copy.subject, text, html }
}
