import type { Locale } from '@/i18n/locales'
import type { ProductGridBlock as ProductGridBlockData } from '@/payload-types'
import { ArrowRightIcon } from '@/ui/icons'
import { ShopLink } from '@/ui/shop-link'

import { resolveLink, type LinkValue } from '../../links'
import { MediaImage } from '../../media-image'

export function ProductGridBlock({
  block,
  locale,
}: {
  block: ProductGridBlockData
  locale: Locale
}) {
  return (
    <section className="container-page py-14">
      {block.heading ? (
        <h2 className="text-3xl font-bold tracking-tight text-slate-900">{block.heading}</h2>
      ) : null}
      {block.intro ? <p className="mt-3 max-w-3xl text-lg text-slate-600">{block.intro}</p> : null}
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {(block.tiles ?? []).map((tile) => {
          const href = resolveLink(locale, tile.link as LinkValue)
          const body = (
            <>
              <div className="relative aspect-[4/3] overflow-hidden bg-slate-100">
                <MediaImage
                  media={tile.image}
                  locale={locale}
                  fill
                  sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                  className="object-cover transition-transform duration-300 group-hover:scale-105"
                />
              </div>
              <div className="flex flex-1 flex-col p-5">
                <h3 className="text-lg font-semibold text-slate-900 group-hover:text-primary-700">
                  {tile.title}
                </h3>
                {tile.text ? (
                  <p className="mt-2 flex-1 text-sm leading-relaxed text-slate-600">{tile.text}</p>
                ) : null}
                {href ? (
                  <ArrowRightIcon className="mt-4 text-xl text-primary-600" aria-hidden />
                ) : null}
              </div>
            </>
          )
          return (
            <li
              key={tile.id ?? tile.title}
              className="group flex overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:border-primary-300 hover:shadow-md"
            >
              {href ? (
                <ShopLink href={href} className="flex w-full flex-col">
                  {body}
                </ShopLink>
              ) : (
                <div className="flex w-full flex-col">{body}</div>
              )}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
