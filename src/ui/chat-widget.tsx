'use client'

import { useEffect } from 'react'

const property = process.env.NEXT_PUBLIC_CHAT_PROPERTY_ID
const widget = process.env.NEXT_PUBLIC_CHAT_WIDGET_ID

/**
 * The chat widget, only when its ids are configured: its script is added once the page has
 * loaded and the browser is idle (what next/script's `lazyOnload` did, without its 1.5 KB of
 * script on every page).
 */
export function ChatWidget() {
  useEffect(() => {
    if (!property || !widget || document.getElementById('chat-widget')) return
    const add = () => {
      const script = document.createElement('script')
      script.id = 'chat-widget'
      script.async = true
      script.src = `https://embed.tawk.to/${encodeURIComponent(property)}/${encodeURIComponent(widget)}`
      document.body.appendChild(script)
    }
    const whenIdle = () =>
      'requestIdleCallback' in window ? window.requestIdleCallback(add) : setTimeout(add, 1)
    if (document.readyState === 'complete') whenIdle()
    else window.addEventListener('load', whenIdle, { once: true })
    return () => window.removeEventListener('load', whenIdle)
  }, [])
  return null
}
