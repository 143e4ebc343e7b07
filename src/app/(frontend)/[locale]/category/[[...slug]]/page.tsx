import { getTranslations } from 'next-intl/server'

import { documentRoute } from '@/content/document-route'
import { FamilyGrid } from '@/content/family-grid'
import { familiesOfCategory } from '@/content/catalog-queries'

const route = documentRoute('categories', async (doc, locale) => {
  const t = await getTranslations({ locale, namespace: 'lists' })
  const families = await familiesOfCategory(locale, doc.id, doc.showAccessoriesInShop ?? false)
  return {
    children: (
      <section className="mt-12">
        <h2 className="text-2xl font-bold text-slate-900">{t('familiesInCategory')}</h2>
        {families.length ? (
          <FamilyGrid families={families} locale={locale} />
        ) : (
          <p className="mt-4 text-slate-600">{t('noFamilies')}</p>
        )}
      </section>
    ),
  }
})

/** Rendered on first request, then cached until the CMS revalidates it. */
export function generateStaticParams() {
  return []
}
export const generateMetadata = route.generateMetadata
export default route.Page
