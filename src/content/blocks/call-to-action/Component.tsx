import type { Locale } from '@/i18n/locales'
import type { CallToActionBlock as CallToActionBlockData } from '@/payload-types'
import { toNavLink } from '../../nav-model'
import { ShopLink } from '@/ui/shop-link'

import type { LinkValue } from '../../links'

export function CallToActionBlock({
  block,
  locale,
}: {
  block: CallToActionBlockData
  locale: Locale
}) {
  const actions = (block.actions ?? [])
    .map((action) => toNavLink(locale, action.link as LinkValue))
    .filter((link) => link !== null)
  return (
    <section className="container-page py-12">
      <div className="flex flex-col gap-6 rounded-2xl bg-primary-700 px-8 py-10 text-white md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <h2 className="text-2xl font-bold sm:text-3xl">{block.heading}</h2>
          {block.text ? <p className="mt-3 text-primary-50">{block.text}</p> : null}
        </div>
        <div className="flex shrink-0 flex-wrap gap-3">
          {actions.map((action, index) =>
            action.href.startsWith('/') ? (
              <ShopLink
                key={action.href}
                href={action.href}
                className={
                  index === 0
                    ? 'rounded-md bg-white px-5 py-3 font-semibold text-primary-800 hover:bg-primary-50'
                    : 'rounded-md border border-white/60 px-5 py-3 font-semibold hover:bg-white/10'
                }
              >
                {action.label}
              </ShopLink>
            ) : (
              <a
                key={action.href}
                href={action.href}
                className={
                  index === 0
                    ? 'rounded-md bg-white px-5 py-3 font-semibold text-primary-800 hover:bg-primary-50'
                    : 'rounded-md border border-white/60 px-5 py-3 font-semibold hover:bg-white/10'
                }
              >
                {action.label}
              </a>
            ),
          )}
        </div>
      </div>
    </section>
  )
}
