import { getTranslations } from 'next-intl/server'

import { familiesOfCategory } from '@/content/catalog-queries'
import { documentRoute } from '@/content/document-route'
import { FamilyGrid } from '@/content/family-grid'
import { FileDownload } from '@/content/file-download'
import { populated, RelatedLinks } from '@/content/related'
import type { Article, Industry, Product } from '@/payload-types'

/** The routed content types' pages: what each shows beside or below its document. */
export const articleRoute = documentRoute('articles', async (doc, locale) => {
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

export const categoryRoute = documentRoute('categories', async (doc, locale) => {
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

export const industryRoute = documentRoute('industries', async (doc, locale) => {
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

export const resourceRoute = documentRoute('resources', async (doc, locale) => ({
  aside: <FileDownload doc={doc} locale={locale} />,
}))

export const testimonialRoute = documentRoute('testimonials', async (doc) => ({
  eyebrow: [doc.author, doc.company].filter(Boolean).join(' · ') || undefined,
}))

export const whitePaperRoute = documentRoute('white-papers', async (doc, locale) => ({
  aside: <FileDownload doc={doc} locale={locale} />,
}))
