'use client'

import { useSyncExternalStore } from 'react'

import { localeCookie, type Locale } from '@/i18n/locales'

import { GlobeIcon } from './icons'

/** The head's alternates change on every client navigation. */
function subscribeToHead(onChange: () => void) {
  const observer = new MutationObserver(onChange)
  observer.observe(document.head, { childList: true, subtree: true, attributes: true })
  return () => observer.disconnect()
}

function alternateHref(locale: Locale): string | null {
  const link = document.head.querySelector<HTMLLinkElement>(
    `link[rel="alternate"][hreflang="${locale}"]`,
  )
  if (!link?.href) return null
  const url = new URL(link.href)
  return `${url.pathname}${url.search}`
}

/**
 * Goes to the same document in the other language. The page's own hreflang
 * alternate (from the CMS's localized slug) is the target; the other
 * language's home is the fallback when a page has none.
 */
export function LanguageSwitcher({
  locale,
  fallbackHref,
  label,
  ariaLabel,
}: {
  locale: Locale
  fallbackHref: string
  label: string
  ariaLabel: string
}) {
  const other: Locale = locale === 'en' ? 'es' : 'en'
  const href = useSyncExternalStore(
    subscribeToHead,
    () => alternateHref(other) ?? fallbackHref,
    () => fallbackHref,
  )

  return (
    <a
      href={href}
      hrefLang={other}
      lang={other}
      aria-label={ariaLabel}
      data-testid="language-switcher"
      onClick={() => {
        document.cookie = `${localeCookie.name}=${other}; path=/; max-age=${localeCookie.maxAgeSeconds}; samesite=lax`
      }}
      className="inline-flex items-center gap-1.5 rounded px-1.5 py-0.5 font-medium hover:bg-slate-800 hover:text-white"
    >
      <GlobeIcon aria-hidden /> {label}
    </a>
  )
}
