import type { ReactNode } from 'react'

import { NewTabIcon } from './icons'
import type { NavLink } from './nav-types'
import { ShopLink } from './shop-link'

/**
 * A menu link as staff set it: one they chose to open in a new tab gets `target="_blank"` (with
 * `rel="noopener noreferrer"`, so the other page cannot reach back into the shop), a small mark
 * and, for screen readers, the spoken hint `newTabHint` ("(opens in a new tab)").
 */
export function NavAnchor({
  link,
  newTabHint,
  className,
  children,
}: {
  link: Pick<NavLink, 'href' | 'newTab'>
  newTabHint: string
  className?: string
  children: ReactNode
}) {
  if (!link.newTab) {
    return (
      <ShopLink href={link.href} className={className}>
        {children}
      </ShopLink>
    )
  }
  return (
    <ShopLink href={link.href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <NewTabIcon
        aria-hidden
        className="ml-1 inline-block shrink-0 align-[-0.125em] text-[0.85em]"
      />
      <span className="sr-only"> {newTabHint}</span>
    </ShopLink>
  )
}
