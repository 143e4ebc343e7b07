import { getTranslations } from 'next-intl/server'

import { documentRoute } from '@/content/document-route'
import { populated, RelatedLinks } from '@/content/related'
import type { Industry, Product } from '@/payload-types'

const route = documentRoute('articles', async (doc, locale) => {
  const t = await getTranslations({ locale, namespace: 'lists' })
  return {
    aside: (
      <>
        <RelatedLinks
          heading={t('products')}
          collection="products"
          docs={populated<Product>(doc.products)}
          locale={locale}
        />
        <RelatedLinks
          heading={t('industry')}
          collection="industries"
          docs={populated<Industry>(doc.industries)}
          locale={locale}
        />
      </>
    ),
  }
})

/** Rendered on first request, then cached until the CMS revalidates it. */
export function generateStaticParams() {
  return []
}
export const generateMetadata = route.generateMetadata
export default route.Page
