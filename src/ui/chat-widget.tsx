import Script from 'next/script'

/** The chat widget, loaded after the page is interactive and only when its ids are configured. */
export function ChatWidget() {
  const property = process.env.NEXT_PUBLIC_CHAT_PROPERTY_ID
  const widget = process.env.NEXT_PUBLIC_CHAT_WIDGET_ID
  if (!property || !widget) return null
  return (
    <Script
      id="chat-widget"
      strategy="lazyOnload"
      src={`https://embed.tawk.to/${encodeURIComponent(property)}/${encodeURIComponent(widget)}`}
    />
  )
}
