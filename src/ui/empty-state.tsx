/** A list with nothing in it yet (favourites, saved carts, orders): why, and where to go instead. */
import type { ComponentType, SVGProps } from 'react'

import { ShopLink } from './shop-link'

export function EmptyState({
  icon: Icon,
  message,
  href,
  action,
}: {
  icon?: ComponentType<SVGProps<SVGSVGElement>>
  message: string
  href: string
  action: string
}) {
  return (
    <div className="rounded-lg border border-dashed border-slate-300 p-8 text-center">
      {Icon ? <Icon aria-hidden className="mx-auto text-4xl text-slate-300" /> : null}
      <p className={`mx-auto ${Icon ? 'mt-3 ' : ''}max-w-md text-slate-600`}>{message}</p>
      <ShopLink
        href={href}
        className="mt-5 inline-flex h-10 items-center rounded-md bg-primary-700 px-4 text-sm font-semibold text-white hover:bg-primary-800"
      >
        {action}
      </ShopLink>
    </div>
  )
}
