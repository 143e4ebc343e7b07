'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useState } from 'react'

import { localeCookie, type Locale } from '@/i18n/locales'

import { GlobeIcon } from './icons'

/**
 * Goes to the same document in the other language. The page's own hreflang
 * alternate (from the CMS's localized slug) is the target; the other
 * language's home is the fallback when a page has none.
 */
export function LanguageSwitcher({ locale, fallbackHref, label, ariaLabel }: { locale: Locale; fallbackHref: string; label: string; ariaLabel: string }) {
  const other: Locale = locale === 'en' ? 'es' : 'en'
  const pathname = usePathname()
  const [href, setHref] = useState(fallbackHref)

  useEffect(() => {
    const link = document.head.querySelector<HTMLLinkElement>(`link[rel="alternate"][hreflang="${other}"]`)
    if (link?.href) {
      const url = new URL(link.href)
      setHref(`${url.pathname}${url.search}`)
    } else {
      setHref(fallbackHref)
    }
  }, [pathname, other, fallbackHref])

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
