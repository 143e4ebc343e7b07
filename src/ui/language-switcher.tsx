'use client'

import { useSearchParams } from 'next/navigation'
import { Suspense, useSyncExternalStore } from 'react'

import { localeCookieText, type Locale } from '@/i18n/locales'

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

/** The other language's path with this page's query (search words, filters, sort, page). */
function withQuery(href: string, search: string): string {
  if (!search || href.includes('?')) return href
  return `${href}?${search}`
}

type Props = { locale: Locale; fallbackHref: string; label: string; ariaLabel: string }

function SwitcherLink({
  locale,
  fallbackHref,
  label,
  ariaLabel,
  search,
}: Props & { search: string }) {
  const other: Locale = locale === 'en' ? 'es' : 'en'
  // '' until the head is read, and on a page without an alternate
  const alternate = useSyncExternalStore(
    subscribeToHead,
    () => alternateHref(other) ?? '',
    () => '',
  )
  // the server's switch reads the page and its query from the Referer itself
  const href = alternate ? withQuery(alternate, search) : fallbackHref
  return (
    <a
      href={href}
      hrefLang={other}
      lang={other}
      aria-label={ariaLabel}
      data-testid="language-switcher"
      onClick={(event) => {
        // the URL as it is now, in case an island changed it without telling the router
        if (alternate)
          event.currentTarget.href = withQuery(alternate, window.location.search.slice(1))
        document.cookie = localeCookieText(other)
      }}
      className="inline-flex items-center gap-1.5 rounded px-1.5 py-0.5 font-medium hover:bg-slate-800 hover:text-white"
    >
      <GlobeIcon aria-hidden /> {label}
    </a>
  )
}

/**
 * Query parameters are the same in both languages (language-neutral codes: `q`, `page`,
 * `sort`, `attr.{key}`), so they go along unchanged. They are read in the browser (Next keeps
 * `useSearchParams` in step with the part list's `history.replaceState`), which keeps cached
 * pages static: the server renders the link without them.
 */
function SwitcherWithQuery(props: Props) {
  return <SwitcherLink {...props} search={useSearchParams().toString()} />
}

/**
 * Goes to the same document in the other language, with the same query. The page's own
 * hreflang alternate (from the CMS's localized slug) is the target once the browser has read
 * it; until then, and on a page without one, the link goes through the server's switch
 * (`fallbackHref`, src/i18n/switch-language.ts), which finds the same page from the Referer.
 */
export function LanguageSwitcher(props: Props) {
  return (
    <Suspense fallback={<SwitcherLink {...props} search="" />}>
      <SwitcherWithQuery {...props} />
    </Suspense>
  )
}
