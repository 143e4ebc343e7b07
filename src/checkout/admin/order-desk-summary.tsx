'use client'

/** The order on the desk as the buyer was quoted: lines, money rows, addresses, details, history. */
import { addressLines } from '@/account/address-format'
import { formatShopTime } from '@/i18n/shop-time'
import { formatCents } from '@/platform/money-format'
import { type Locale, textIn } from '@/i18n/locales'

import { orderTotalRows } from '../orders/order-summary'
import type { OrderView } from '../orders/order-view'
import { trackingFor } from '../orders/tracking'
import { box, cell } from './desk-styles'
import type { AdminOrderWords } from './order-admin-words'

export function OrderDeskSummary({
  order,
  locale,
  w,
}: {
  order: OrderView
  locale: Locale
  w: AdminOrderWords
}) {
  const money = (cents: number) => formatCents(cents, locale)
  const right = { ...cell, textAlign: 'right' } as const
  return (
    <>
      <div style={box}>
        <table style={{ width: '100%', borderCollapse: 'collapse' }}>
          <thead>
            <tr>
              <th style={{ ...cell, textAlign: 'left' }}>{w.order.part}</th>
              <th style={right}>{w.order.quantity}</th>
              <th style={right}>{w.order.price}</th>
              <th style={right}>{w.order.lineTotal}</th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line) => (
              <tr key={line.pn}>
                <td style={cell}>
                  <strong>{line.pn}</strong>
                  <div style={{ opacity: 0.7, fontSize: 12 }}>
                    {textIn(line.description, locale)}
                  </div>
                </td>
                <td style={right}>{line.quantity}</td>
                <td style={right}>{money(line.saleCents)}</td>
                <td style={right}>{money(line.subtotalSaleCents)}</td>
              </tr>
            ))}
            {orderTotalRows(order, locale).map((sum) => (
              <tr key={sum.label} style={sum.total ? { fontWeight: 700 } : undefined}>
                <td colSpan={3} style={right}>
                  {sum.label}
                </td>
                <td style={right}>{sum.amount}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <div
        style={{
          ...box,
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
          gap: 16,
        }}
      >
        {(
          [
            [w.order.shipTo, order.shippingAddress],
            [w.order.billTo, order.billingAddress],
          ] as const
        ).map(([label, address]) => (
          <div key={label}>
            <strong>{label}</strong>
            <div style={{ whiteSpace: 'pre-line' }}>
              {[...addressLines(address, locale), address.phone1].filter(Boolean).join('\n')}
            </div>
          </div>
        ))}
        <div>
          <strong>{w.order.details}</strong>
          <div>
            {w.order.payment}: {w.paymentKind[order.paymentProvider]}
          </div>
          {order.poNumber && (
            <div>
              {w.order.po}: {order.poNumber}
            </div>
          )}
          {order.shipperNumber && (
            <div>
              {w.order.shipperNumber}: {order.shipperNumber}
            </div>
          )}
          {order.trackingNumber && (
            <div>
              {w.order.tracking}: <TrackingText order={order} />
            </div>
          )}
          {order.notes && <div style={{ whiteSpace: 'pre-line' }}>{order.notes}</div>}
        </div>
      </div>

      <div style={box}>
        <strong>{w.order.history}</strong>
        <ol style={{ margin: '8px 0 0', paddingLeft: 20 }}>
          {order.history.map((change) => (
            <li key={change.at + change.to + (change.shippingCents ?? '')}>
              {formatShopTime(change.at, locale)} —{' '}
              {change.shippingCents !== undefined && change.shippingCents !== null
                ? w.shippingSet(money(change.shippingCents))
                : w.status[change.to]}{' '}
              · {change.by.name}
              {change.trackingNumber ? ` · ${change.trackingNumber}` : ''}
            </li>
          ))}
        </ol>
      </div>
    </>
  )
}

/** The number, its carrier and a link to the carrier's tracking page when the shop knows it. */
function TrackingText({ order }: { order: OrderView }) {
  const tracking = trackingFor(order.trackingNumber ?? '', {
    slug: order.carrier,
    title: order.shipping?.carrierTitle,
  })
  const label = tracking.carrierName
    ? `${tracking.number} (${tracking.carrierName})`
    : tracking.number
  return tracking.url ? (
    <a href={tracking.url} target="_blank" rel="noopener noreferrer">
      {label}
    </a>
  ) : (
    <>{label}</>
  )
}
