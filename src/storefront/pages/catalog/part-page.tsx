import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { Breadcrumbs } from '@/content/document-view'
import { JsonLd } from '@/content/json-ld'
import { MediaImage } from '@/content/media-image'
import { AttributeTable, DocumentLinks, populated } from '@/content/related'
import { loadDocument, metadataOrEmpty, pageMetadata, siteUrl } from '@/content/resolve'
import { absoluteUrl, type JsonLdData } from '@/content/structured-data'
import { isLocale, locales, type Locale } from '@/i18n/locales'
import { pathFor } from '@/i18n/routes'
import type { Attribute, Media, Product, Resource } from '@/payload-types'
import { ShopLink } from '@/ui/shop-link'

import { attributeValueText } from '@/catalog/attribute-text'
import { preferredFacetOrder } from '@/catalog/part-list'
import type { AttributeLabels } from '@/catalog/part-list-view'
import type { PartDetail } from '@/catalog/parts-data'
import { CUT_FEE_CENTS, quantityRule } from '@/catalog/quantity'
import { cachedPartByPn } from '@/catalog/server-cache'
import { CatalogMessages } from '@/catalog/ui/catalog-messages'
import { pageAttributeLabels } from '@/catalog/ui/labels'
import { centsToDecimal, formatCents } from '@/platform/money-format'
import { cachedPartCrossReferences, type PartCrossReferences } from '@/cross-reference/page-data'
import {
  PartCrossReferenceSection,
  ReplacedByNotice,
} from '../cross-reference/part-cross-references'
import { PartPurchase } from './purchase'

type Params = Promise<{ locale: string; slug: string[] }>

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment).trim()
  } catch {
    return segment
  }
}

/**
 * The family and the part of `/products/{family}/{pn}`. 404 when the part is unknown, not
 * listed (non-public series), of another family, or unavailable with no successor to offer (an
 * unavailable part with one says "replaced by X", business rules §11); a lower-case pn
 * redirects to the part's own URL.
 */
async function loadPart(params: Params): Promise<{
  locale: Locale
  family: Product
  familySlug: string
  part: PartDetail
  references: PartCrossReferences
}> {
  const { locale, slug } = await params
  if (!isLocale(locale) || slug.length !== 2) notFound()
  const [familySegment = '', pnSegment = ''] = slug
  const family = await loadDocument('products', locale, [familySegment])
  const familySlug = typeof family.slug === 'string' ? family.slug : null
  if (!familySlug) notFound()
  const asked = decoded(pnSegment)
  const pn = asked.toUpperCase()
  if (!/^[A-Z0-9][A-Z0-9.-]*$/.test(pn) || pn.length > 64) notFound()
  if (pn !== asked) permanentRedirect(pathFor(locale, 'product', [familySlug, pn]))
  const part = await cachedPartByPn(pn)
  if (!part || !part.listed || part.familyId !== family.id) notFound()
  const references = await cachedPartCrossReferences(part.pn)
  if (!part.available && !references.replacedBy?.familySlug) notFound()
  return { locale, family, familySlug, part, references }
}

function description(part: PartDetail, locale: Locale): string {
  return locale === 'es' ? part.descriptionEs : part.descriptionEn
}

function partPaths(familySlug: string, pn: string): Record<Locale, string> {
  return Object.fromEntries(
    locales.map((locale) => [locale, pathFor(locale, 'product', [familySlug, pn])]),
  ) as Record<Locale, string>
}

/** Family specification keys a part attribute of another name overrides ("amps" → "current"). */
const overriddenBy: Record<string, string> = { current: 'amps', color: 'colour' }

function rank(key: string): number {
  const index = preferredFacetOrder.indexOf(key)
  return index === -1 ? preferredFacetOrder.length : index
}

/** The part's own attributes first, then the family's specification rows it does not override. */
function specificationRows(
  part: PartDetail,
  family: Product,
  labels: AttributeLabels,
  locale: Locale,
): { label: string; value: string }[] {
  const own = Object.entries(part.attributes)
    .filter(([key]) => !labels.hidden.has(key))
    .sort(([a], [b]) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => ({
      label: labels.keyLabel(key),
      value: attributeValueText(key, value, locale),
    }))
  const familyRows = (family.attributes ?? []).flatMap((row) => {
    const attribute = typeof row.attribute === 'object' ? (row.attribute as Attribute) : null
    if (!attribute || attribute.isPublic === false || !row.value) return []
    const override = overriddenBy[attribute.key]
    if (attribute.key in part.attributes || (override && override in part.attributes)) return []
    return [
      {
        label: attribute.title,
        value: attribute.unit ? `${row.value} ${attribute.unit}` : row.value,
      },
    ]
  })
  return [...own, ...familyRows]
}

/** schema.org Product with the LIST price: the cached page is the same for every viewer. */
function productJsonLd(options: {
  part: PartDetail
  locale: Locale
  family: Product
  brand: string
  url: string
}): JsonLdData {
  const { part, locale, family, brand, url } = options
  const image =
    typeof family.heroImage === 'object' && family.heroImage?.url
      ? absoluteUrl(siteUrl(), (family.heroImage as Media).url as string)
      : undefined
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: `${part.pn} ${description(part, locale)}`,
    sku: part.pn,
    mpn: part.pn,
    description: description(part, locale),
    category: family.title,
    brand: { '@type': 'Brand', name: brand },
    ...(image ? { image } : {}),
    url,
    offers: {
      '@type': 'Offer',
      url,
      price: centsToDecimal(part.listCents),
      priceCurrency: 'USD',
      availability: part.available
        ? 'https://schema.org/InStock'
        : 'https://schema.org/Discontinued',
      itemCondition: 'https://schema.org/NewCondition',
      ...(part.pkgQty > 1
        ? {
            eligibleQuantity: {
              '@type': 'QuantitativeValue',
              minValue: part.pkgQty,
              unitCode: 'C62',
            },
          }
        : {}),
    },
  }
}

async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return metadataOrEmpty(async () => {
    const { locale, family, familySlug, part } = await loadPart(params)
    return pageMetadata({
      locale,
      title: `${part.pn} – ${description(part, locale)}`,
      description: `${description(part, locale)}. ${family.title}.`,
      alternates: partPaths(familySlug, part.pn),
      image: family.heroImage,
    })
  }, params)
}

async function Page({ params }: { params: Params }) {
  const { locale, family, familySlug, part, references } = await loadPart(params)
  setRequestLocale(locale)
  const [t, lists, meta, labels] = await Promise.all([
    getTranslations({ locale, namespace: 'catalog.part' }),
    getTranslations({ locale, namespace: 'lists' }),
    getTranslations({ locale, namespace: 'meta' }),
    pageAttributeLabels(locale),
  ])
  const familyHref = pathFor(locale, 'product', familySlug)
  const url = absoluteUrl(siteUrl(), pathFor(locale, 'product', [familySlug, part.pn]))
  const rule = quantityRule({ pkgQty: part.pkgQty, family: familySlug })
  const rows = specificationRows(part, family, labels, locale)
  return (
    <article>
      <JsonLd data={productJsonLd({ part, locale, family, brand: meta('siteName'), url })} />
      <header className="border-b border-slate-200 bg-slate-50">
        <div className="container-page grid gap-8 py-8 lg:grid-cols-[1fr_22rem] lg:items-center lg:py-10">
          <div className="min-w-0">
            <Breadcrumbs
              label={lists('breadcrumb')}
              crumbs={[
                { label: lists('home'), href: pathFor(locale, 'home') },
                { label: lists('products'), href: pathFor(locale, 'products') },
                { label: family.title, href: familyHref },
                { label: part.pn },
              ]}
            />
            <p className="mt-6 text-sm font-semibold tracking-widest text-primary-700 uppercase">
              <ShopLink href={familyHref} className="hover:underline">
                {family.title}
              </ShopLink>
            </p>
            <h1 className="mt-2 text-3xl font-extrabold tracking-tight break-all text-slate-900 sm:text-4xl">
              {part.pn}
            </h1>
            <p className="mt-3 max-w-2xl text-lg leading-relaxed text-slate-700">
              {description(part, locale)}
            </p>
            {references.replacedBy ? (
              <ReplacedByNotice locale={locale} replacedBy={references.replacedBy} />
            ) : null}
          </div>
          {family.heroImage ? (
            // parts have no picture of their own (no image field): the family's, said so, at
            // every width (phones showed none), small on a phone so the price stays near the top
            <figure className="max-w-56 sm:max-w-none" data-testid="part-image">
              <div className="overflow-hidden rounded-xl border border-slate-200 bg-white">
                <MediaImage
                  media={family.heroImage}
                  locale={locale}
                  priority
                  sizes="(min-width: 1024px) 22rem, (min-width: 640px) 100vw, 14rem"
                  className="h-auto w-full"
                />
              </div>
              <figcaption className="mt-2 text-xs text-slate-500">
                {t('familyImage', { family: family.title })}
              </figcaption>
            </figure>
          ) : null}
        </div>
      </header>
      <div className="container-page grid gap-10 py-10 lg:grid-cols-[1fr_22rem]">
        <aside className="lg:order-2">
          <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm lg:sticky lg:top-24">
            <dl className="flex items-baseline justify-between gap-4 border-b border-slate-200 pb-4">
              <dt className="text-sm font-semibold text-slate-700">{t('listPrice')}</dt>
              <dd className="text-lg text-slate-700 tabular-nums" data-testid="part-list-price">
                {formatCents(part.listCents, locale)}
              </dd>
            </dl>
            {/* a discontinued part is not sold: the notice under its name says what replaces it */}
            {part.available ? (
              <div className="pt-4">
                <CatalogMessages parts={['purchase']}>
                  <PartPurchase
                    pn={part.pn}
                    locale={locale}
                    rule={rule}
                    cutFeeCents={CUT_FEE_CENTS}
                  />
                </CatalogMessages>
              </div>
            ) : null}
            <p className="mt-4 text-xs text-slate-500">{t('pricesInUsd')}</p>
          </div>
        </aside>
        <div className="min-w-0 lg:order-1 lg:[&>section:first-child]:mt-0">
          <AttributeTable heading={t('specifications')} rows={rows} />
          <PartCrossReferenceSection locale={locale} pn={part.pn} references={references} />
          <DocumentLinks
            heading={lists('relatedDocuments')}
            docs={populated<Resource>(family.resources)}
            locale={locale}
          />
          <p className="mt-10">
            <ShopLink
              href={`${familyHref}#parts`}
              className="font-semibold text-primary-700 hover:underline"
            >
              {t('allParts', { family: family.title })} →
            </ShopLink>
          </p>
        </div>
      </div>
    </article>
  )
}

/** `/products/{family}/{pn}`: metadata (canonical, hreflang) and the page, both cached (ISR). */
export const partRoute = { generateMetadata, Page }
