'use client'

/**
 * What staff may do with the order now, as the rules allow it: mark paid, confirm (not while
 * the shipping waits for its amount), ship with a tracking number, deliver, cancel before
 * shipping (asked in the admin's modal, `order-cancel-dialog.tsx`), and enter the shipping
 * amount an order waits for.
 */
import { Button, useModal } from '@payloadcms/ui'
import { useState } from 'react'

import { formatCents } from '@/platform/money-format'
import { toCents } from '@/platform/money'
import type { Locale } from '@/i18n/locales'

import { canMove, type OrderStatus } from '../orders/order-rules'
import type { OrderView } from '../orders/order-view'
import { box, fieldLabel, input, row } from './desk-styles'
import type { AdminOrderWords } from './order-admin-words'
import { cancelOrderSlug, OrderCancelDialog } from './order-cancel-dialog'
import type { DeskAction } from './use-order-desk'

export function OrderDeskActions({
  order,
  locale,
  w,
  busy,
  refusal,
  onRefusal,
  act,
}: {
  order: OrderView
  locale: Locale
  w: AdminOrderWords
  busy: boolean
  refusal: string | null
  onRefusal: (message: string) => void
  act: (action: DeskAction) => Promise<boolean>
}) {
  const { openModal } = useModal()
  const [tracking, setTracking] = useState('')
  const [shipping, setShipping] = useState('')
  const may = (to: OrderStatus) =>
    canMove({ status: order.status, shippingPending: order.shippingPending }, to, {
      who: 'staff',
      // the tracking number is asked for on the spot
      trackingNumber: 'x',
    }).ok
  const final =
    order.status === 'shipped' || order.status === 'delivered' || order.status === 'cancelled'
  const move = (to: OrderStatus, trackingNumber?: string) =>
    act({ path: 'status', body: { to, ...(trackingNumber ? { trackingNumber } : {}) } })

  function settle() {
    let cents: number
    try {
      cents = toCents(shipping.trim())
    } catch {
      cents = -1
    }
    if (cents < 0) return onRefusal(w.refusal.invalidAmount ?? '')
    void act({ path: 'shipping', body: { shippingCents: cents } }).then((done) => {
      if (done) setShipping('')
    })
  }

  return (
    <div style={box}>
      <div style={{ ...row, justifyContent: 'space-between', marginBottom: 12 }}>
        <h3 style={{ margin: 0 }}>
          {w.order.number} {order.number} ·{' '}
          <span data-testid="order-status">{w.status[order.status]}</span>
        </h3>
        <strong style={{ fontSize: 18 }}>
          {order.shippingPending ? w.order.totalSoFar : w.order.total}:{' '}
          {formatCents(order.totalCents, locale)}
        </strong>
      </div>
      {order.shippingPending && !final && (
        <p style={{ margin: '0 0 12px', color: 'var(--theme-warning-600)' }}>
          {w.waitsForShipping}
        </p>
      )}
      <div style={row}>
        {order.status === 'awaiting-payment' && (
          <Button disabled={busy} onClick={() => void move('received')}>
            {w.markPaid}
          </Button>
        )}
        {order.status === 'received' && (
          <Button disabled={busy || !may('confirmed')} onClick={() => void move('confirmed')}>
            {w.confirm}
          </Button>
        )}
        {order.status === 'confirmed' && (
          <>
            <label style={fieldLabel}>
              <span>{w.order.tracking}</span>
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
              onClick={() => void move('shipped', tracking)}
            >
              {w.ship}
            </Button>
          </>
        )}
        {order.status === 'shipped' && (
          <Button disabled={busy} onClick={() => void move('delivered')}>
            {w.deliver}
          </Button>
        )}
        {may('cancelled') && (
          <Button
            buttonStyle="secondary"
            disabled={busy}
            onClick={() => openModal(cancelOrderSlug)}
          >
            {w.cancel}
          </Button>
        )}
        <OrderCancelDialog
          number={order.number}
          w={w}
          busy={busy}
          onCancelOrder={() => void move('cancelled')}
        />
      </div>
      {order.shippingPending && !final && (
        <div style={{ ...row, marginTop: 16 }}>
          <label style={fieldLabel}>
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
      {refusal && (
        <p role="alert" style={{ color: 'var(--theme-error-500)', margin: '12px 0 0' }}>
          {refusal}
        </p>
      )}
    </div>
  )
}
