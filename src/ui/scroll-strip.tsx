'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef, type ReactNode } from 'react'

/**
 * A list of links that scrolls sideways when it does not fit (tabs on a phone), with a shadow
 * at the edge that has more, and the current link (`aria-current="page"`) scrolled into view.
 */
export function ScrollStrip({ className, children }: { className?: string; children: ReactNode }) {
  const ref = useRef<HTMLUListElement>(null)
  const pathname = usePathname()
  useEffect(() => {
    const list = ref.current
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]')
    if (!list || !current || list.scrollWidth <= list.clientWidth) return
    const item = current.closest('li') ?? current
    // centred in the strip; only the strip scrolls, never the page
    list.scrollLeft = item.offsetLeft - (list.clientWidth - item.offsetWidth) / 2
  }, [pathname])
  return (
    <ul ref={ref} className={`relative ${className ?? ''}`}>
      {children}
    </ul>
  )
}
