/**
 * Analytics without a vendor: events go to a `dataLayer` array that any tag
 * manager may read (business rules §S4: a login event is tracked). Does nothing on the server.
 */
type AnalyticsEvent = { event: string } & Record<string, unknown>

declare global {
  interface Window {
    dataLayer?: AnalyticsEvent[]
  }
}

export function track(event: string, params: Record<string, unknown> = {}): void {
  if (typeof window === 'undefined') return
  window.dataLayer ??= []
  window.dataLayer.push({ event, ...params })
}
