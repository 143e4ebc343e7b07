import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'

import { documentRoute } from '@/content/document-route'
import { FamilyGrid } from '@/content/family-grid'
import { documentPath } from '@/content/links'
import { getSiteSettings } from '@/content/queries'
import {
  AttributeTable,
  Certifications,
  DocumentLinks,
  populated,
  TestimonialQuotes,
} from '@/content/related'
import type { Attribute, Icon, Product, Resource, Testimonial } from '@/payload-types'
import { PhoneIcon } from '@/ui/icons'
import { ShopLink } from '@/ui/shop-link'

const route = documentRoute('products', async (doc, locale) => {
  const t = await getTranslations({ locale, namespace: 'lists' })
  const settings = await getSiteSettings(locale)
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
    children: (
      <>
        <AttributeTable heading={t('attributes')} rows={attributeRows} />
        <section
          id="parts"
          aria-labelledby="parts-heading"
          className="mt-12 rounded-xl border border-dashed border-slate-300 bg-slate-50 p-8"
        >
          <h2 id="parts-heading" className="text-2xl font-bold text-slate-900">
            {t('partsComing')}
          </h2>
          <p className="mt-2 text-slate-600">{t('partsComingHelp')}</p>
          {settings.contact?.phone ? (
            <a
              href={`tel:${settings.contact.phone.replace(/[^+\d]/g, '')}`}
              className="mt-4 inline-flex items-center gap-2 font-semibold text-primary-700"
            >
              <PhoneIcon aria-hidden /> {settings.contact.phone}
            </a>
          ) : null}
        </section>
        <DocumentLinks
          heading={t('relatedDocuments')}
          docs={populated<Resource>(doc.resources)}
          locale={locale}
        />
        <TestimonialQuotes docs={populated<Testimonial>(doc.testimonials)} locale={locale} />
        {populated<Product>(doc.relatedProducts).length ? (
          <section aria-labelledby="related-heading" className="mt-10">
            <h2 id="related-heading" className="text-2xl font-bold text-slate-900">
              {t('relatedFamilies')}
            </h2>
            <FamilyGrid families={populated<Product>(doc.relatedProducts)} locale={locale} />
          </section>
        ) : null}
      </>
    ),
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

/** Rendered on first request, then cached until the CMS revalidates it. */
export function generateStaticParams() {
  return []
}

// `/products/{family}` is the family page; `/products/{family}/{pn}` (part pages) comes with the catalogue.
export async function generateMetadata({ params }: { params: Params }) {
  const { slug } = await params
  if (slug.length !== 1) return {}
  return route.generateMetadata({ params })
}

export default async function ProductFamilyPage({ params }: { params: Params }) {
  const { slug } = await params
  if (slug.length !== 1) notFound()
  return route.Page({ params })
}
