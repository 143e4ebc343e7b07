import { getTranslations } from 'next-intl/server'

import { documentRoute } from '@/content/document-route'
import { FamilyGrid } from '@/content/family-grid'
import { populated, RelatedLinks } from '@/content/related'
import type { Article, Product } from '@/payload-types'

const route = documentRoute('industries', async (doc, locale) => {
  const t = await getTranslations({ locale, namespace: 'lists' })
  const families = populated<Product>(doc.products)
  return {
    children: families.length ? (
      <section aria-labelledby="industry-families" className="mt-12">
        <h2 id="industry-families" className="text-2xl font-bold text-slate-900">
          {t('familiesForIndustry')}
        </h2>
        <FamilyGrid families={families} locale={locale} />
      </section>
    ) : null,
    aside: (
      <RelatedLinks
        heading={t('articlesInIndustry')}
        collection="articles"
        docs={populated<Article>(doc.articles)}
        locale={locale}
      />
    ),
  }
})

/** Rendered on first request, then cached until the CMS revalidates it. */
export function generateStaticParams() {
  return []
}
export const generateMetadata = route.generateMetadata
export default route.Page
