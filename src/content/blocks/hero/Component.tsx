import type { Locale } from '@/i18n/locales'
import type { HeroBlock as HeroBlockData } from '@/payload-types'
import { ShopLink } from '@/ui/shop-link'

import { toNavLink } from '../../nav-model'
import type { LinkValue } from '../../links'
import { MediaImage } from '../../media-image'

export function HeroBlock({
  block,
  locale,
  first,
}: {
  block: HeroBlockData
  locale: Locale
  first: boolean
}) {
  const actions = (block.actions ?? [])
    .map((action) => toNavLink(locale, action.link as LinkValue))
    .filter((link) => link !== null)
  const Heading = first ? 'h1' : 'h2'
  return (
    <section className="relative isolate overflow-hidden bg-slate-900 text-white">
      {block.image ? (
        <div className="absolute inset-0 -z-10">
          <MediaImage
            media={block.image}
            locale={locale}
            fill
            priority={first}
            sizes="100vw"
            className="object-cover opacity-40"
          />
          <div className="absolute inset-0 bg-gradient-to-r from-slate-950 via-slate-900/85 to-slate-900/20" />
        </div>
      ) : null}
      <div className="container-page py-20 sm:py-28">
        <div className="max-w-2xl">
          {block.eyebrow ? (
            <p className="text-sm font-semibold tracking-widest text-primary-400 uppercase">
              {block.eyebrow}
            </p>
          ) : null}
          <Heading className="mt-3 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
            {block.heading}
          </Heading>
          {block.text ? (
            <p className="mt-5 text-lg leading-relaxed text-slate-300">{block.text}</p>
          ) : null}
          {actions.length ? (
            <div className="mt-8 flex flex-wrap gap-3">
              {actions.map((action, index) => (
                <ShopLink
                  key={action.href}
                  href={action.href}
                  className={
                    index === 0
                      ? 'rounded-md bg-primary-700 px-5 py-3 font-semibold text-white shadow hover:bg-primary-600'
                      : 'rounded-md border border-slate-500 px-5 py-3 font-semibold text-white hover:border-white hover:bg-white/10'
                  }
                >
                  {action.label}
                </ShopLink>
              ))}
            </div>
          ) : null}
        </div>
      </div>
    </section>
  )
}
