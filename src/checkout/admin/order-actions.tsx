'use client'

/**
 * The order desk's detail panel in the admin: the order as the buyer was quoted, its history,
 * and the actions its status allows (mark paid, confirm, ship with a tracking number, deliver,
 * cancel, enter the shipping amount it waits for). Every action goes to the desk's endpoints,
 * which check the rules and e-mail the buyer; this panel only offers what the rules allow.
 */
import { Button, toast, useDocumentInfo, useTranslation } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useCallback, useState, type CSSProperties } from 'react'

import { formatCents } from '@/catalog/ui/money'
import { toCents } from '@/pricing/money'
import { useLoaded } from '@/ui/use-loaded'

import { canMove, type OrderStatus } from '../orders/order-rules'
import type { OrderView } from '../orders/order-view'
import { adminOrderWords as wordsFor } from './order-admin-words'

const box: CSSProperties = {
  border: '1px solid var(--theme-elevation-150)',
  borderRadius: 6,
  padding: '16px 20px',
  marginBottom: 20,
  background: 'var(--theme-elevation-0)',
}
const row: CSSProperties = { display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'flex-end' }
const cell: CSSProperties = {
  padding: '6px 8px',
  borderBottom: '1px solid var(--theme-elevation-100)',
}
const input: CSSProperties = {
  padding: '8px 10px',
  border: '1px solid var(--theme-elevation-250)',
  borderRadius: 4,
  background: 'var(--theme-input-bg)',
  color: 'var(--theme-text)',
  minWidth: 180,
}

export function OrderActions() {
  const { id } = useDocumentInfo()
  const { i18n } = useTranslation()
  const locale = i18n.language === 'es' ? 'es' : 'en'
  const w = wordsFor(locale)
  const router = useRouter()
  const load = useCallback(async (): Promise<OrderView> => {
    const response = await fetch(`/api/cms/orders/${id}/view`, { credentials: 'include' })
    const body = (await response.json().catch(() => ({}))) as { order?: OrderView }
    if (!response.ok || !body.order) throw new Error(`order ${id}: ${response.status}`)
    return body.order
  }, [id])
  const loaded = useLoaded(load)
  const [busy, setBusy] = useState(false)
  const [tracking, setTracking] = useState('')
  const [shipping, setShipping] = useState('')
  const [fieldError, setFieldError] = useState<string | null>(null)

  async function act(path: 'status' | 'shipping', body: Record<string, unknown>) {
    setBusy(true)
    setFieldError(null)
    try {
      const response = await fetch(`/api/cms/orders/${id}/${path}`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      })
      const answer = (await response.json().catch(() => ({}))) as {
        order?: OrderView
        code?: string
      }
      if (!response.ok || !answer.order) {
        const message = w.refusal[answer.code ?? ''] ?? w.refusal.failed ?? ''
        setFieldError(message)
        toast.error(message)
        return
      }
      loaded.set(answer.order)
      setTracking('')
      setShipping('')
      toast.success(w.done)
      router.refresh()
    } finally {
      setBusy(false)
    }
  }

  if (!id) return null
  if (loaded.failed) return <div style={box}>{w.loadFailed}</div>
  if (!loaded.data) return <div style={box}>{w.loading}</div>
  const order = loaded.data
  const money = (cents: number) => formatCents(cents, locale)
  const may = (to: OrderStatus, trackingNumber?: string) =>
    canMove({ status: order.status, shippingPending: order.shippingPending }, to, {
      who: 'staff',
      trackingNumber: trackingNumber ?? 'x',
    }).ok
  const final = ['shipped', 'delivered', 'cancelled'].includes(order.status)

  function settle() {
    let cents: number
    try {
      cents = toCents(shipping.trim())
    } catch {
      setFieldError(w.refusal.invalidAmount ?? '')
      return
    }
    if (cents < 0) {
      setFieldError(w.refusal.invalidAmount ?? '')
      return
    }
    void act('shipping', { shippingCents: cents })
  }

  return (
    <div data-testid="order-desk">
      <div style={box}>
        <div style={{ ...row, justifyContent: 'space-between', marginBottom: 12 }}>
          <h3 style={{ margin: 0 }}>
            {w.order} {order.number} ·{' '}
            <span data-testid="order-status">{w.status[order.status]}</span>
          </h3>
          <strong style={{ fontSize: 18 }}>
            {order.shippingPending ? w.totalSoFar : w.total}: {money(order.totalCents)}
          </strong>
        </div>
        {order.shippingPending && !final && (
          <p style={{ margin: '0 0 12px', color: 'var(--theme-warning-600)' }}>
            {w.waitsForShipping}
          </p>
        )}
        <div style={row}>
          {order.status === 'awaiting-payment' && (
            <Button disabled={busy} onClick={() => void act('status', { to: 'received' })}>
              {w.markPaid}
            </Button>
          )}
          {order.status === 'received' && (
            <Button
              disabled={busy || !may('confirmed')}
              onClick={() => void act('status', { to: 'confirmed' })}
            >
              {w.confirm}
            </Button>
          )}
          {order.status === 'confirmed' && (
            <>
              <label style={{ display: 'grid', gap: 4 }}>
                <span>{w.trackingNumber}</span>
                <input
                  style={input}
                  value={tracking}
                  maxLength={60}
                  onChange={(event) => setTracking(event.target.value)}
                  name="trackingNumber"
                />
              </label>
              <Button
                disabled={busy || tracking.trim() === ''}
                onClick={() => void act('status', { to: 'shipped', trackingNumber: tracking })}
              >
                {w.ship}
              </Button>
            </>
          )}
          {order.status === 'shipped' && (
            <Button disabled={busy} onClick={() => void act('status', { to: 'delivered' })}>
              {w.deliver}
            </Button>
          )}
          {may('cancelled') && (
            <Button
              buttonStyle="secondary"
              disabled={busy}
              onClick={() => {
                if (window.confirm(w.cancelConfirm)) void act('status', { to: 'cancelled' })
              }}
            >
              {w.cancel}
            </Button>
          )}
        </div>
        {order.shippingPending && !final && (
          <div style={{ ...row, marginTop: 16 }}>
            <label style={{ display: 'grid', gap: 4 }}>
              <span>{w.shippingAmount}</span>
              <input
                style={input}
                inputMode="decimal"
                placeholder="0.00"
                value={shipping}
                onChange={(event) => setShipping(event.target.value)}
                name="shippingAmount"
              />
            </label>
            <Button disabled={busy || shipping.trim() === ''} onClick={settle}>
              {w.settle}
            </Button>
          </div>
        )}
        {fieldError && (
          <p role="alert" style={{ color: 'var(--theme-error-500)', margin: '12px 0 0' }}>
            {fieldError}
          </p>
        )}
      </div>

      <div style={box}>
        <table style={{ width: '100%', borderCollapse: 'collapse' }}>
          <thead>
            <tr>
              <th style={{ ...cell, textAlign: 'left' }}>{w.part}</th>
              <th style={{ ...cell, textAlign: 'right' }}>{w.qty}</th>
              <th style={{ ...cell, textAlign: 'right' }}>{w.price}</th>
              <th style={{ ...cell, textAlign: 'right' }}>{w.lineTotal}</th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line) => (
              <tr key={line.pn}>
                <td style={cell}>
                  <strong>{line.pn}</strong>
                  <div style={{ opacity: 0.7, fontSize: 12 }}>
                    {line.description?.[locale] || line.description?.en}
                  </div>
                </td>
                <td style={{ ...cell, textAlign: 'right' }}>{line.quantity}</td>
                <td style={{ ...cell, textAlign: 'right' }}>{money(line.saleCents)}</td>
                <td style={{ ...cell, textAlign: 'right' }}>{money(line.subtotalSaleCents)}</td>
              </tr>
            ))}
            {[
              [w.subtotal, money(order.subtotalCents)] as const,
              ...order.fees.map((fee) => [w.fee[fee.code], money(fee.amountCents)] as const),
              ...(order.shipping
                ? [
                    [
                      `${w.shipping}${order.shipping.carrierTitle ? ` (${[order.shipping.carrierTitle, order.method ? (w.method[order.method] ?? order.method) : null].filter(Boolean).join(', ')})` : ''}`,
                      order.shipping.amountCents === null
                        ? w.tbd
                        : money(order.shipping.amountCents),
                    ] as const,
                  ]
                : []),
              // no tax due: no line
              ...(order.tax && order.tax.amountCents > 0
                ? [
                    [
                      `${w.tax} ${Number(order.tax.ratePercent)} %`,
                      money(order.tax.amountCents),
                    ] as const,
                  ]
                : []),
              [order.shippingPending ? w.totalSoFar : w.total, money(order.totalCents)] as const,
            ].map(([label, value]) => (
              <tr key={label}>
                <td colSpan={3} style={{ ...cell, textAlign: 'right' }}>
                  {label}
                </td>
                <td style={{ ...cell, textAlign: 'right' }}>{value}</td>
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
            [w.shipTo, order.shippingAddress],
            [w.billTo, order.billingAddress],
          ] as const
        ).map(([label, address]) => (
          <div key={label}>
            <strong>{label}</strong>
            <div style={{ whiteSpace: 'pre-line' }}>
              {[
                address.nameCompany,
                `${address.nameFirst} ${address.nameLast}`,
                address.address1,
                address.address2,
                `${address.city}, ${address.addressState ?? ''} ${address.addressPostalCode ?? ''}`,
                address.addressCountry,
                address.phone1,
              ]
                .filter(Boolean)
                .join('\n')}
            </div>
          </div>
        ))}
        <div>
          <strong>{w.details}</strong>
          <div>
            {w.payment}: {w.paymentKind[order.paymentProvider]}
          </div>
          {order.poNumber && (
            <div>
              {w.po}: {order.poNumber}
            </div>
          )}
          {order.shipperNumber && (
            <div>
              {w.shipperNumber}: {order.shipperNumber}
            </div>
          )}
          {order.trackingNumber && (
            <div>
              {w.trackingNumber}: {order.trackingNumber}
            </div>
          )}
          {order.notes && <div style={{ whiteSpace: 'pre-line' }}>{order.notes}</div>}
        </div>
      </div>

      <div style={box}>
        <strong>{w.history}</strong>
        <ol style={{ margin: '8px 0 0', paddingLeft: 20 }}>
          {order.history.map((change) => (
            <li key={change.at + change.to + (change.shippingCents ?? '')}>
              {new Date(change.at).toLocaleString(locale === 'es' ? 'es-MX' : 'en-US')} —{' '}
              {change.shippingCents !== undefined && change.shippingCents !== null
                ? w.shippingSet(money(change.shippingCents))
                : w.status[change.to]}{' '}
              · {change.by.name}
              {change.trackingNumber ? ` · ${change.trackingNumber}` : ''}
            </li>
          ))}
        </ol>
      </div>
    </div>
  )
}
