/**
 * My account → orders (business rules §9): the buyer's orders with status and total, and one
 * order as it was placed, with its history, a printable layout and reorder / cancel. Rendered
 * on the server from the session's own orders; another buyer's order number is a 404.
 */
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'

import { addressLines } from '@/account/address-format'
import { type Locale, textIn } from '@/i18n/locales'
import { accountOrderPath, accountPath, pathFor } from '@/i18n/routes'
import { formatShopDate, formatShopTime } from '@/i18n/shop-time'
import { Refusal } from '@/account/context/refusals'
import { getPayloadClient } from '@/platform/payload'
import { formatCents } from '@/platform/money-format'
import { EmptyState } from '@/ui/empty-state'
import { ShopLink } from '@/ui/shop-link'

import { myOrder, myOrders, orderInLanguage, type BuyerOrder } from '../orders/my-orders'
import type { AddressSnapshot } from '../orders/order-email'
import { orderTotalRows } from '../orders/order-summary'
import type { OrderStatus } from '../orders/order-rules'
import { trackingFor } from '../orders/tracking'
import { OrderButtons } from './order-buttons'

const statusTone: Record<OrderStatus, string> = {
  'awaiting-payment': 'bg-amber-100 text-amber-900',
  received: 'bg-sky-100 text-sky-900',
  confirmed: 'bg-indigo-100 text-indigo-900',
  shipped: 'bg-primary-100 text-primary-900',
  delivered: 'bg-slate-200 text-slate-800',
  cancelled: 'bg-error-50 text-error-800',
}

async function StatusBadge({ locale, status }: { locale: Locale; status: OrderStatus }) {
  const t = await getTranslations({ locale, namespace: 'orders.status' })
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${statusTone[status]}`}
      data-testid="order-status"
    >
      {t(status)}
    </span>
  )
}

/** A day, or a moment with its zone named: the shop's time zone, as the mails and the desk. */
function dateOf(iso: string, locale: Locale, withTime = false): string {
  return withTime ? formatShopTime(iso, locale) : formatShopDate(iso, locale)
}

export async function MyOrdersList({ locale, webUserId }: { locale: Locale; webUserId: number }) {
  const t = await getTranslations({ locale, namespace: 'orders' })
  const payload = await getPayloadClient()
  const { orders } = await myOrders({ payload, buyer: { webUser: { id: webUserId } } })
  if (orders.length === 0) {
    return (
      <EmptyState message={t('none')} href={pathFor(locale, 'products')} action={t('browse')} />
    )
  }
  return (
    <div className="overflow-hidden rounded-lg border border-slate-200">
      <table className="w-full text-[13px] sm:text-sm" data-testid="orders-table">
        <thead className="bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-500 uppercase">
          <tr>
            <th className="px-3 py-3 sm:px-4">{t('number')}</th>
            <th className="hidden px-4 py-3 sm:table-cell">{t('placed')}</th>
            <th className="hidden px-4 py-3 md:table-cell">{t('po')}</th>
            <th className="hidden px-4 py-3 sm:table-cell">{t('statusLabel')}</th>
            <th className="px-3 py-3 text-right sm:px-4">{t('total')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {orders.map((order) => (
            <tr key={order.number} className="hover:bg-slate-50">
              <td className="px-3 py-3 sm:px-4">
                {/* an order number never breaks at its hyphens; on a phone the date and the
                    status sit under it and the text is a size smaller, so the table keeps to a
                    320-px screen ("AC-261129-SNJR10X5" and "US$1,787.83" side by side) */}
                <ShopLink
                  href={accountOrderPath(locale, order.number)}
                  className="font-semibold whitespace-nowrap text-secondary-800 hover:underline"
                >
                  {order.number}
                </ShopLink>
                <div className="text-xs text-slate-500 sm:hidden">
                  {dateOf(order.placedAt, locale)}
                </div>
                <div className="mt-1 sm:hidden">
                  <StatusBadge locale={locale} status={order.status} />
                </div>
              </td>
              <td className="hidden px-4 py-3 text-slate-700 sm:table-cell">
                {dateOf(order.placedAt, locale)}
              </td>
              <td className="hidden px-4 py-3 text-slate-700 md:table-cell">
                {order.poNumber ?? '—'}
              </td>
              <td className="hidden px-4 py-3 sm:table-cell">
                <StatusBadge locale={locale} status={order.status} />
              </td>
              <td className="px-3 py-3 text-right font-semibold tabular-nums sm:px-4">
                {formatCents(order.totalCents, locale)}
                {order.shippingPending ? (
                  <div className="text-xs font-normal text-slate-500">{t('plusShipping')}</div>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function AddressBlock({
  title,
  address,
  locale,
}: {
  title: string
  address: AddressSnapshot
  locale: Locale
}) {
  return (
    <div>
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      <address className="mt-1 text-sm leading-6 text-slate-700 not-italic">
        {addressLines(address, locale).map((line) => (
          <div key={line}>{line}</div>
        ))}
      </address>
    </div>
  )
}

async function orderOrNotFound(webUserId: number, number: string): Promise<BuyerOrder> {
  const payload = await getPayloadClient()
  try {
    return await myOrder({ payload, buyer: { webUser: { id: webUserId } } }, number)
  } catch (error) {
    if (error instanceof Refusal && error.refusal === 'orderNotFound') notFound()
    throw error
  }
}

export async function MyOrderDetail({
  locale,
  webUserId,
  number,
  justPlaced,
}: {
  locale: Locale
  webUserId: number
  number: string
  justPlaced: boolean
}) {
  const t = await getTranslations({ locale, namespace: 'orders' })
  const status = await getTranslations({ locale, namespace: 'orders.status' })
  const cart = await getTranslations({ locale, namespace: 'cart' })
  const order = await orderInLanguage(
    await getPayloadClient(),
    await orderOrNotFound(webUserId, number),
    locale,
  )
  const money = (cents: number) => formatCents(cents, locale)
  const sums = orderTotalRows(order, locale)
  const total = sums.pop()!
  const tracking = order.trackingNumber
    ? trackingFor(order.trackingNumber, {
        slug: order.carrier,
        title: order.shipping?.carrierTitle,
      })
    : null
  return (
    <article className="grid gap-6" data-testid="order-detail">
      <p className="hidden text-lg font-extrabold tracking-tight text-slate-900 print:block">
        Allegheny Controls
      </p>
      {justPlaced ? (
        <div
          className="rounded-lg border border-primary-200 bg-primary-50 p-4 print:hidden"
          role="status"
        >
          <p className="font-semibold text-primary-900">
            {t.rich('thanks', {
              number: order.number,
              nowrap: (chunks) => <span className="whitespace-nowrap">{chunks}</span>,
            })}
          </p>
          <p className="mt-1 text-sm text-slate-700">
            {order.paymentProvider === 'manual' ? t('thanksCard') : t('thanksTerms')}
          </p>
        </div>
      ) : null}
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="text-sm print:hidden">
            <ShopLink
              href={accountPath(locale, 'orders')}
              className="text-secondary-800 hover:underline"
            >
              ← {t('allOrders')}
            </ShopLink>
          </p>
          <h3 className="mt-2 text-2xl font-extrabold text-slate-900">
            {/* on a narrow phone the number goes to its own line, never split at a hyphen */}
            {t.rich('orderNumber', {
              number: order.number,
              nowrap: (chunks) => <span className="whitespace-nowrap">{chunks}</span>,
            })}
          </h3>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
            <span>{t('placedOn', { date: dateOf(order.placedAt, locale, true) })}</span>
            <StatusBadge locale={locale} status={order.status} />
          </p>
        </div>
        <OrderButtons
          number={order.number}
          mayCancel={order.mayCancel}
          cartHref={pathFor(locale, 'cart')}
        />
      </div>

      {order.shippingPending && order.status !== 'cancelled' ? (
        <p className="rounded-md bg-amber-50 p-3 text-sm text-slate-800">{t('waitsForShipping')}</p>
      ) : null}
      {order.status === 'awaiting-payment' ? (
        <p className="rounded-md bg-amber-50 p-3 text-sm text-slate-800">{t('awaitingPayment')}</p>
      ) : null}
      {tracking ? (
        <p className="text-sm text-slate-800">
          {t('tracking')}:{' '}
          <span className="font-semibold" data-testid="tracking-number">
            {tracking.number}
          </span>
          {tracking.carrierName ? ` (${tracking.carrierName})` : null}
          {tracking.url ? (
            <>
              {' · '}
              <a
                href={tracking.url}
                target="_blank"
                rel="noopener noreferrer"
                className="font-semibold text-secondary-800 underline hover:text-secondary-900"
              >
                {tracking.carrierName
                  ? t('trackWith', { carrier: tracking.carrierName })
                  : t('track')}
              </a>
            </>
          ) : null}
        </p>
      ) : null}

      {/* a scroll box reachable by keyboard, for a description too long for a phone */}
      <div
        role="region"
        aria-label={t('linesLabel')}
        tabIndex={0}
        className="overflow-x-auto rounded-lg border border-slate-200"
      >
        <table className="w-full text-sm" data-testid="order-lines">
          <thead className="bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-500 uppercase">
            <tr>
              <th className="px-4 py-2">{t('part')}</th>
              <th className="px-4 py-2 text-right">{t('quantity')}</th>
              <th className="hidden px-4 py-2 text-right sm:table-cell">{t('price')}</th>
              <th className="px-4 py-2 text-right">{t('lineTotal')}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {order.lines.map((line) => (
              <tr key={line.pn}>
                <td className="px-4 py-2">
                  <div className="font-semibold text-slate-900">{line.pn}</div>
                  <div className="text-xs text-slate-600">{textIn(line.description, locale)}</div>
                  {/* the quote's flag kept with the order's line, as the cart showed it */}
                  {line.flags?.includes('leadTime10Days') ? (
                    <div className="text-xs text-info-700">{cart('flags.leadTime10Days')}</div>
                  ) : null}
                </td>
                <td className="px-4 py-2 text-right tabular-nums">{line.quantity}</td>
                <td className="hidden px-4 py-2 text-right tabular-nums sm:table-cell">
                  {money(line.saleCents)}
                </td>
                <td className="px-4 py-2 text-right tabular-nums">
                  {money(line.subtotalSaleCents)}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot className="text-sm">
            {/* as many columns as the rows above (the price column shows from 640 px), so a
                phone's table gets no empty fourth column */}
            {sums.map((sum) => (
              <tr key={sum.label}>
                <td colSpan={2} className="px-4 py-1.5 text-right text-slate-700 sm:hidden">
                  {sum.label}
                </td>
                <td
                  colSpan={3}
                  className="hidden px-4 py-1.5 text-right text-slate-700 sm:table-cell"
                >
                  {sum.label}
                </td>
                <td className="px-4 py-1.5 text-right tabular-nums">{sum.amount}</td>
              </tr>
            ))}
            <tr className="border-t-2 border-slate-900 text-base">
              <td colSpan={2} className="px-4 py-2 text-right font-bold text-slate-900 sm:hidden">
                {total.label}
              </td>
              <td
                colSpan={3}
                className="hidden px-4 py-2 text-right font-bold text-slate-900 sm:table-cell"
              >
                {total.label}
              </td>
              <td className="px-4 py-2 text-right font-bold tabular-nums" data-testid="order-total">
                {total.amount}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>

      <div className="grid gap-6 rounded-lg border border-slate-200 p-5 sm:grid-cols-3">
        <AddressBlock title={t('shipTo')} address={order.shippingAddress} locale={locale} />
        <AddressBlock title={t('billTo')} address={order.billingAddress} locale={locale} />
        <div className="text-sm">
          <h3 className="font-semibold text-slate-900">{t('details')}</h3>
          <dl className="mt-1 space-y-1 text-slate-700">
            <div>
              <dt className="inline text-slate-500">{t('payment')}: </dt>
              <dd className="inline">
                {order.paymentProvider === 'manual' ? t('payCard') : t('payTerms')}
              </dd>
            </div>
            {order.poNumber ? (
              <div>
                <dt className="inline text-slate-500">{t('po')}: </dt>
                <dd className="inline">{order.poNumber}</dd>
              </div>
            ) : null}
            {order.shipperNumber ? (
              <div>
                <dt className="inline text-slate-500">{t('shipperNumber')}: </dt>
                <dd className="inline">{order.shipperNumber}</dd>
              </div>
            ) : null}
            {order.notes ? (
              <div>
                <dt className="text-slate-500">{t('notes')}</dt>
                <dd className="whitespace-pre-line">{order.notes}</dd>
              </div>
            ) : null}
          </dl>
        </div>
      </div>

      <section aria-labelledby="history-title" className="print:hidden">
        <h3 id="history-title" className="text-sm font-semibold text-slate-900">
          {t('history')}
        </h3>
        <ol className="mt-2 space-y-1 border-l-2 border-slate-200 pl-4 text-sm text-slate-700">
          {order.history.map((change) => (
            <li key={`${change.at}-${change.to}`}>
              <span className="font-medium text-slate-900">{status(change.to)}</span> ·{' '}
              {dateOf(change.at, locale, true)}
            </li>
          ))}
        </ol>
      </section>
    </article>
  )
}
