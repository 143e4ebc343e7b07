import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'

import { documentRoute } from '@/content/document-route'
import { FamilyGrid } from '@/content/family-grid'
import { documentPath } from '@/content/links'
import { loadDocument } from '@/content/resolve'
import {
  AttributeTable,
  Certifications,
  DocumentLinks,
  populated,
  TestimonialQuotes,
} from '@/content/related'
import { isLocale, type Locale } from '@/i18n/locales'
import type { Attribute, Icon, Product, Resource, Testimonial } from '@/payload-types'
import { ShopLink } from '@/ui/shop-link'

import { FamilyParts } from './family-parts'
import { partRoute } from './part-page'

const familyDocumentRoute = documentRoute('products', async (doc, locale) => {
  const t = await getTranslations({ locale, namespace: 'lists' })
  const category = typeof doc.category === 'object' && doc.category ? doc.category : null
  const categoryHref = category ? documentPath(locale, 'categories', category) : null
  // only public attributes show; the value is the family's, in the page's language
  const attributeRows = (doc.attributes ?? []).flatMap((row) => {
    const attribute = typeof row.attribute === 'object' ? (row.attribute as Attribute) : null
    return attribute && attribute.isPublic !== false && row.value
      ? [
          {
            label: attribute.title,
            value: attribute.unit ? `${row.value} ${attribute.unit}` : row.value,
          },
        ]
      : []
  })
  return {
    eyebrow: category?.title,
    children: <AttributeTable heading={t('attributes')} rows={attributeRows} />,
    aside: (
      <>
        {category && categoryHref ? (
          <div className="rounded-xl border border-slate-200 p-5">
            <p className="text-xs font-semibold tracking-wider text-slate-500 uppercase">
              {t('categoryOne')}
            </p>
            <ShopLink
              href={categoryHref}
              className="mt-1 block font-semibold text-primary-700 hover:underline"
            >
              {category.title}
            </ShopLink>
          </div>
        ) : null}
        <Certifications heading={t('certifications')} icons={populated<Icon>(doc.certifications)} />
      </>
    ),
  }
})

type Params = Promise<{ locale: string; slug: string[] }>

async function generateMetadata({ params }: { params: Params }) {
  const { slug } = await params
  if (slug.length === 2) return partRoute.generateMetadata({ params })
  if (slug.length !== 1) return {}
  return familyDocumentRoute.generateMetadata({ params })
}

/** Below the family's text: its part list at full width, then documents, stories, related families. */
async function FamilyMore({ locale, slug }: { locale: Locale; slug: string[] }) {
  const doc = await loadDocument('products', locale, slug)
  const t = await getTranslations({ locale, namespace: 'lists' })
  const related = populated<Product>(doc.relatedProducts)
  return (
    <>
      <FamilyParts family={doc} locale={locale} />
      <div className="container-page pb-16">
        <DocumentLinks
          heading={t('relatedDocuments')}
          docs={populated<Resource>(doc.resources)}
          locale={locale}
        />
        <TestimonialQuotes docs={populated<Testimonial>(doc.testimonials)} locale={locale} />
        {related.length ? (
          <section aria-labelledby="related-heading" className="mt-10">
            <h2 id="related-heading" className="text-2xl font-bold text-slate-900">
              {t('relatedFamilies')}
            </h2>
            <FamilyGrid families={related} locale={locale} />
          </section>
        ) : null}
      </div>
    </>
  )
}

async function Page({ params }: { params: Params }) {
  const { locale, slug } = await params
  if (slug.length === 2) return partRoute.Page({ params })
  if (slug.length !== 1 || !isLocale(locale)) notFound()
  // the family's page first: it answers 404s and redirects
  const page = await familyDocumentRoute.Page({ params })
  return (
    <>
      {page}
      <FamilyMore locale={locale} slug={slug} />
    </>
  )
}

/**
 * `/products/{family}` is the family page with its part list; `/products/{family}/{pn}` a part's
 * page (`partRoute`). Both rendered on first request, then cached until the CMS revalidates them.
 */
export const familyRoute = { generateMetadata, Page }
