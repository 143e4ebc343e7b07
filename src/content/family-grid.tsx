import type { Locale } from '@/i18n/locales'
import type { Product } from '@/payload-types'
import { ShopLink } from '@/ui/shop-link'

import { documentPath } from './links'
import { MediaImage } from './media-image'

export function FamilyGrid({ families, locale }: { families: Product[]; locale: Locale }) {
  return (
    <ul className="mt-6 grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
      {families.map((family) => {
        const href = documentPath(locale, 'products', family)
        if (!href) return null
        return (
          <li key={family.id}>
            <ShopLink
              href={href}
              className="group flex h-full gap-4 rounded-xl border border-slate-200 bg-white p-4 transition hover:border-primary-300 hover:shadow-md"
            >
              <div className="relative h-20 w-24 shrink-0 overflow-hidden rounded-lg bg-slate-100">
                <MediaImage
                  media={family.heroImage}
                  locale={locale}
                  fill
                  sizes="96px"
                  className="object-cover"
                />
              </div>
              <div className="min-w-0">
                <h3 className="font-semibold text-slate-900 group-hover:text-primary-700">
                  {family.title}
                </h3>
                {family.summary ? (
                  <p className="mt-1 line-clamp-2 text-sm text-slate-600">{family.summary}</p>
                ) : null}
              </div>
            </ShopLink>
          </li>
        )
      })}
    </ul>
  )
}
