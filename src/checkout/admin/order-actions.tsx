'use client'

/**
 * The order desk's panel in the admin's order view: the actions the order's status allows
 * (`order-desk-actions.tsx`) above the order as the buyer was quoted (`order-desk-summary.tsx`).
 * Every action goes to the desk's endpoints, which check the rules and e-mail the buyer.
 */
import { box } from './desk-styles'
import { OrderDeskActions } from './order-desk-actions'
import { OrderDeskSummary } from './order-desk-summary'
import { useOrderDesk } from './use-order-desk'

export function OrderActions() {
  const desk = useOrderDesk()
  if (!desk.id) return null
  if (desk.loaded.failed) return <div style={box}>{desk.w.loadFailed}</div>
  if (!desk.loaded.data) return <div style={box}>{desk.w.loading}</div>
  const order = desk.loaded.data
  return (
    <div data-testid="order-desk">
      <OrderDeskActions
        order={order}
        locale={desk.locale}
        w={desk.w}
        busy={desk.busy}
        refusal={desk.refusal}
        onRefusal={desk.setRefusal}
        act={desk.act}
      />
      <OrderDeskSummary order={order} locale={desk.locale} w={desk.w} />
    </div>
  )
}
