import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import type { Icon, Product, Resource, Testimonial, WhitePaper } from '@/payload-types'
import { DocumentIcon, iconSet, QuoteIcon } from '@/ui/icons'
import { ShopLink } from '@/ui/shop-link'

import type { LinkableCollection } from './fields'
import { otherFileLanguage, type DocumentFiles } from './document-file'
import { documentPath } from './links'

type Titled = { id: number; title: string; slug?: string | null }

/** Populated relationship values only (ids that were not populated, or unpublished targets, are skipped). */
export function populated<T extends { id: number }>(
  values: (number | T)[] | null | undefined,
): T[] {
  return (values ?? []).filter((value): value is T => typeof value === 'object' && value !== null)
}

export function RelatedLinks({
  heading,
  collection,
  docs,
  locale,
}: {
  heading: string
  collection: LinkableCollection
  docs: Titled[]
  locale: Locale
}) {
  const links = docs.flatMap((doc) => {
    const href = documentPath(locale, collection, doc)
    return href ? [{ href, title: doc.title }] : []
  })
  if (!links.length) return null
  return (
    <div className="rounded-xl border border-slate-200 p-5">
      <p className="text-xs font-semibold tracking-wider text-slate-500 uppercase">{heading}</p>
      <ul className="mt-2 space-y-1.5">
        {links.map((link) => (
          <li key={link.href}>
            <ShopLink href={link.href} className="font-medium text-primary-700 hover:underline">
              {link.title}
            </ShopLink>
          </li>
        ))}
      </ul>
    </div>
  )
}

export function AttributeTable({
  heading,
  rows,
}: {
  heading: string
  rows: { label: string; value: string }[]
}) {
  if (!rows.length) return null
  return (
    <section aria-labelledby="attributes-heading" className="mt-10">
      <h2 id="attributes-heading" className="text-2xl font-bold text-slate-900">
        {heading}
      </h2>
      <table className="mt-4 w-full max-w-3xl overflow-hidden rounded-xl border border-slate-200 text-left text-sm">
        <tbody className="divide-y divide-slate-200">
          {rows.map((row) => (
            <tr key={row.label} className="odd:bg-slate-50">
              <th scope="row" className="w-1/3 px-4 py-2.5 font-semibold text-slate-700">
                {row.label}
              </th>
              <td className="px-4 py-2.5 text-slate-800">{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}

export function Certifications({ heading, icons }: { heading: string; icons: Icon[] }) {
  const visible = icons.filter((icon) => icon.isPublic !== false)
  if (!visible.length) return null
  return (
    <div className="rounded-xl border border-slate-200 p-5">
      <p className="text-xs font-semibold tracking-wider text-slate-500 uppercase">{heading}</p>
      <ul className="mt-3 flex flex-wrap gap-3">
        {visible.map((icon) => {
          const Mark = iconSet[icon.name]
          return (
            <li key={icon.id} className="flex items-center gap-2 text-sm text-slate-700">
              <Mark className="text-3xl text-slate-700" aria-hidden />
              {icon.title}
            </li>
          )
        })}
      </ul>
    </div>
  )
}

export type DocumentCard = {
  href: string
  title: string
  summary?: string | null
  /** The language of the document's file when it is not the page's ("en inglés"). */
  fileLanguage?: string | null
}

/**
 * A document as a card: its page, and the language of its file when the page's language has
 * none (a Spanish page offering an English datasheet says so before the buyer opens it).
 */
export async function documentCard(
  collection: 'resources' | 'white-papers',
  doc: (Resource | WhitePaper) & DocumentFiles<unknown>,
  locale: Locale,
): Promise<DocumentCard | null> {
  const href = documentPath(locale, collection, doc)
  if (!href) return null
  const other = otherFileLanguage(doc, locale)
  const t = await getTranslations({ locale, namespace: 'lists' })
  return {
    href,
    title: doc.title,
    summary: doc.summary,
    fileLanguage: other ? t(`fileLanguage.${other}`) : null,
  }
}

/** Cards linking to documents (resources, white papers): used by family pages and the documents-list block. */
export function DocumentCards({ cards }: { cards: DocumentCard[] }) {
  return (
    <ul className="mt-4 grid gap-3 md:grid-cols-2">
      {cards.map((card) => (
        <li key={card.href}>
          <ShopLink
            href={card.href}
            className="flex gap-3 rounded-xl border border-slate-200 p-4 hover:border-primary-300 hover:bg-primary-50/40"
          >
            <DocumentIcon className="mt-0.5 shrink-0 text-xl text-primary-700" aria-hidden />
            <span>
              <span className="block font-semibold text-slate-900">
                {card.title}
                {card.fileLanguage ? (
                  <span
                    className="ml-1 text-sm font-normal text-slate-600"
                    data-testid="document-language"
                  >
                    ({card.fileLanguage})
                  </span>
                ) : null}
              </span>
              {card.summary ? (
                <span className="mt-0.5 block text-sm text-slate-600">{card.summary}</span>
              ) : null}
            </span>
          </ShopLink>
        </li>
      ))}
    </ul>
  )
}

export async function DocumentLinks({
  heading,
  docs,
  locale,
}: {
  heading: string
  docs: Resource[]
  locale: Locale
}) {
  const cards = (
    await Promise.all(docs.map((doc) => documentCard('resources', doc, locale)))
  ).filter((card): card is DocumentCard => card !== null)
  if (!cards.length) return null
  return (
    <section aria-labelledby="documents-heading" className="mt-10">
      <h2 id="documents-heading" className="text-2xl font-bold text-slate-900">
        {heading}
      </h2>
      <DocumentCards cards={cards} />
    </section>
  )
}

export function TestimonialQuotes({ docs, locale }: { docs: Testimonial[]; locale: Locale }) {
  if (!docs.length) return null
  return (
    <section className="mt-10 grid gap-4 md:grid-cols-2">
      {docs.map((doc) => (
        <figure key={doc.id} className="rounded-xl bg-slate-50 p-6">
          <QuoteIcon className="text-2xl text-primary-700" aria-hidden />
          <blockquote className="mt-2 text-slate-800">{doc.summary}</blockquote>
          <figcaption className="mt-3 text-sm text-slate-600">
            {documentPath(locale, 'testimonials', doc) ? (
              <ShopLink
                href={documentPath(locale, 'testimonials', doc)!}
                className="font-semibold text-slate-900 hover:underline"
              >
                {doc.author}
              </ShopLink>
            ) : (
              doc.author
            )}
            {doc.company ? `, ${doc.company}` : ''}
          </figcaption>
        </figure>
      ))}
    </section>
  )
}

export type { Product }
