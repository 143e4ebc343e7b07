'use client'

import { useRouter } from 'next/navigation'
import type { ComponentProps, FocusEvent, MouseEvent, PointerEvent, TouchEvent } from 'react'

type NetworkInformation = { saveData?: boolean; effectiveType?: string }

/** True when the browser asks to save data (Save-Data or a 2g connection): then links do not prefetch. */
function wantsToSaveData(): boolean {
  const info = (navigator as Navigator & { connection?: NetworkInformation }).connection
  return !!info && (info.saveData === true || /2g/.test(info.effectiveType ?? ''))
}

/** The href as a URL of this site, or null for another site, a mail or phone link. */
function sameSiteUrl(href: string): URL | null {
  const url = new URL(href, window.location.href)
  return url.origin === window.location.origin ? url : null
}

/** A click the browser should handle itself: new tab or window, download, another frame. */
function leftToBrowser(event: MouseEvent<HTMLAnchorElement>): boolean {
  const target = event.currentTarget.getAttribute('target')
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey ||
    (!!target && target !== '_self') ||
    event.currentTarget.hasAttribute('download')
  )
}

type Props = Omit<ComponentProps<'a'>, 'href'> & {
  href: string
  /** false: never fetched ahead (pages that answer per viewer, links a page has hundreds of). */
  prefetch?: boolean | null
}

/**
 * The shop's internal links: a plain `<a>` that the app router follows without a full load,
 * and that fetches its page ahead when the pointer, a finger or the focus reaches it.
 *
 * Not next/link (issue 23): its code was ~4 KB of compressed script on every page, and its
 * prefetch of every link in view fetched the pages of the header, footer and grid links while
 * the page itself loaded (with the images they preload, the home page's hero on every page),
 * work a phone's CPU did before the page was ready. A link the buyer reaches is still fetched
 * ahead; no prefetch on data-saving connections.
 */
export function ShopLink({
  href,
  prefetch,
  onClick,
  onPointerEnter,
  onTouchStart,
  onFocus,
  ...props
}: Props) {
  const router = useRouter()
  const fetchAhead = () => {
    if (prefetch === false || wantsToSaveData()) return
    const url = sameSiteUrl(href)
    if (url) router.prefetch(url.pathname + url.search)
  }
  return (
    <a
      {...props}
      href={href}
      onPointerEnter={(event: PointerEvent<HTMLAnchorElement>) => {
        onPointerEnter?.(event)
        fetchAhead()
      }}
      onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => {
        onTouchStart?.(event)
        fetchAhead()
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        onFocus?.(event)
        fetchAhead()
      }}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event)
        if (leftToBrowser(event)) return
        const url = sameSiteUrl(href)
        if (!url) return
        const here = window.location
        // a jump within this page (`#main`): the browser scrolls to it itself
        if (url.hash && url.pathname === here.pathname && url.search === here.search) return
        event.preventDefault()
        router.push(url.pathname + url.search + url.hash)
      }}
    />
  )
}
