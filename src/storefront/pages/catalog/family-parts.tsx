import { getTranslations } from 'next-intl/server'

import { getSiteSettings } from '@/content/queries'
import type { Locale } from '@/i18n/locales'
import type { Product } from '@/payload-types'
import { siteOrigin } from '@/platform/site'
import { PhoneIcon } from '@/ui/icons'

import { defaultPartQuery } from '@/catalog/part-list'
import { partListView } from '@/catalog/part-list-view'
import { cachedFamilyParts } from '@/catalog/server-cache'
import { CatalogMessages } from '@/catalog/ui/catalog-messages'
import { pageAttributeLabels } from '@/catalog/ui/labels'
import { SignInForPricesNote } from '@/catalog/ui/price-note'
import { FamilyPartList } from './family-part-list'

/**
 * The part list of a family page. Rendered into the cached page: the first page in the
 * default order with list prices only; the island does the rest in the browser. What the island
 * is given is also sent as the page's RSC data, so it gets plain rows (no links, no markup) and
 * draws the rows and their schema.org item list from them.
 */
export async function FamilyParts({ family, locale }: { family: Product; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'catalog.family' })
  const slug = typeof family.slug === 'string' ? family.slug : null
  const parts = slug ? await cachedFamilyParts(family.id) : []
  if (!slug || parts.length === 0) {
    const settings = await getSiteSettings(locale)
    return (
      <section id="parts" aria-labelledby="parts-heading" className="container-page pb-4">
        <div className="rounded-xl border border-dashed border-slate-300 bg-slate-50 p-8">
          <h2 id="parts-heading" className="text-2xl font-bold text-slate-900">
            {t('heading')}
          </h2>
          <p className="mt-2 text-slate-600">{t('noParts')}</p>
          {settings.contact?.phone ? (
            <a
              href={`tel:${settings.contact.phone.replace(/[^+\d]/g, '')}`}
              className="mt-4 inline-flex items-center gap-2 font-semibold text-primary-700"
            >
              <PhoneIcon aria-hidden /> {settings.contact.phone}
            </a>
          ) : null}
        </div>
      </section>
    )
  }
  const initial = partListView(parts, defaultPartQuery, {
    locale,
    labels: await pageAttributeLabels(locale),
  })
  return (
    <section
      id="parts"
      aria-labelledby="parts-heading"
      className="scroll-mt-20 border-t border-slate-200 bg-white"
    >
      <div className="container-page py-12">
        <h2 id="parts-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {t('heading')}
        </h2>
        <p className="mt-2 max-w-3xl text-slate-600">{t('intro')}</p>
        <CatalogMessages parts={['list']}>
          <SignInForPricesNote />
          <FamilyPartList
            familySlug={slug}
            familyTitle={family.title}
            locale={locale}
            origin={siteOrigin()}
            initial={initial}
          />
        </CatalogMessages>
      </div>
    </section>
  )
}
