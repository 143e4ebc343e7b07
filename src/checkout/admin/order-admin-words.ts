/**
 * The order desk's own words in the admin's two languages; the order's (statuses, fees,
 * services, table labels) are the site's messages, through `orderWords`.
 */
import type { OrderAttention } from '../orders/order-rules'
import { orderWords, type OrderLocale } from '../orders/order-summary'

const en = {
  loading: 'Loading the order…',
  loadFailed: 'The order could not be loaded. Reload the page.',
  waitsForShipping:
    'Shipping is to be determined: enter the amount to re-quote the order and e-mail the buyer the new total. It cannot be confirmed before.',
  markPaid: 'Mark paid',
  confirm: 'Confirm',
  ship: 'Mark shipped',
  deliver: 'Mark delivered',
  cancel: 'Cancel order',
  cancelTitle: (number: string) => `Cancel order ${number}?`,
  cancelConfirm: 'The buyer is e-mailed that the order is canceled. This cannot be undone.',
  keepOrder: 'Keep order',
  shippingAmount: 'Shipping amount (USD)',
  settle: 'Set shipping and e-mail the new total',
  done: 'Saved. The buyer is e-mailed.',
  refusal: {
    notAllowed: 'The order cannot move to that status from its current one.',
    shippingAmountNeeded: 'Enter the shipping amount first.',
    trackingNumberNeeded: 'Enter the tracking number.',
    orderChanged: 'Someone changed this order meanwhile. Reload the page.',
    shippingNotPending: 'This order does not wait for a shipping amount.',
    invalidAmount: 'Enter an amount in dollars, 0 or more (e.g. 85.00).',
    forbidden: 'Orders are for admin and sales staff.',
    failed: 'The action failed. Try again.',
  } as Record<string, string>,
  paymentKind: { terms: 'Account terms', manual: 'Card, taken by staff' },
  shippingSet: (amount: string) => `Shipping set to ${amount}`,
  exportCsv: 'Export these orders (CSV), a row per line',
  attention: {
    shippingAmount: 'Shipping amount to enter',
    internationalReview: 'International review',
  } as Record<OrderAttention, string>,
  needsActionFilter: 'Only orders that need action',
  allOrders: 'All orders',
  dashboardTitle: 'Orders that need action',
  dashboardNone: 'No order waits for staff.',
  dashboardMore: (count: number) => `See all ${count} in the orders list`,
  dashboardList: 'Open the orders list',
}

type DeskWords = typeof en

const es: DeskWords = {
  loading: 'Cargando el pedido…',
  loadFailed: 'No se pudo cargar el pedido. Recargue la página.',
  waitsForShipping:
    'El envío está por determinar: ingrese el importe para recotizar el pedido y enviar al comprador el nuevo total. No se puede confirmar antes.',
  markPaid: 'Marcar como pagado',
  confirm: 'Confirmar',
  ship: 'Marcar como enviado',
  deliver: 'Marcar como entregado',
  cancel: 'Cancelar pedido',
  cancelTitle: (number: string) => `¿Cancelar el pedido ${number}?`,
  cancelConfirm: 'Se avisa al comprador por correo que el pedido se canceló. No se puede deshacer.',
  keepOrder: 'Conservar pedido',
  shippingAmount: 'Importe del envío (USD)',
  settle: 'Fijar el envío y enviar el nuevo total',
  done: 'Guardado. Se avisó al comprador por correo.',
  refusal: {
    notAllowed: 'El pedido no puede pasar a ese estado desde el actual.',
    shippingAmountNeeded: 'Ingrese primero el importe del envío.',
    trackingNumberNeeded: 'Ingrese el número de rastreo.',
    orderChanged: 'Alguien cambió este pedido mientras tanto. Recargue la página.',
    shippingNotPending: 'Este pedido no espera un importe de envío.',
    invalidAmount: 'Ingrese un importe en dólares, 0 o más (p. ej. 85.00).',
    forbidden: 'Los pedidos son para el personal de administración y ventas.',
    failed: 'La acción falló. Inténtelo de nuevo.',
  },
  paymentKind: { terms: 'Crédito de la cuenta', manual: 'Tarjeta, cobrada por el personal' },
  shippingSet: (amount: string) => `Envío fijado en ${amount}`,
  exportCsv: 'Exportar estos pedidos (CSV), una fila por línea',
  attention: {
    shippingAmount: 'Importe de envío por ingresar',
    internationalReview: 'Revisión internacional',
  },
  needsActionFilter: 'Solo los pedidos que requieren acción',
  allOrders: 'Todos los pedidos',
  dashboardTitle: 'Pedidos que requieren acción',
  dashboardNone: 'Ningún pedido espera al personal.',
  dashboardMore: (count: number) => `Ver los ${count} en la lista de pedidos`,
  dashboardList: 'Abrir la lista de pedidos',
}

export type AdminOrderWords = DeskWords & ReturnType<typeof orderWords>

export function adminOrderWords(locale: OrderLocale): AdminOrderWords {
  return { ...(locale === 'es' ? es : en), ...orderWords(locale) }
}
