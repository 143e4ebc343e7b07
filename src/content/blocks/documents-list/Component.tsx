import type { Locale } from '@/i18n/locales'
import type {
  DocumentsListBlock as DocumentsListBlockData,
  Resource,
  WhitePaper,
} from '@/payload-types'
import { DocumentIcon } from '@/ui/icons'
import { ShopLink } from '@/ui/shop-link'

import { documentPath } from '../../links'

export function DocumentsListBlock({
  block,
  locale,
}: {
  block: DocumentsListBlockData
  locale: Locale
}) {
  const documents = (block.documents ?? []).flatMap((entry) => {
    if (typeof entry.value !== 'object') return []
    const doc = entry.value as Resource | WhitePaper
    const href = documentPath(locale, entry.relationTo, doc)
    return href ? [{ href, title: doc.title, summary: doc.summary }] : []
  })
  if (!documents.length) return null
  return (
    <section className="container-page py-12">
      {block.heading ? (
        <h2 className="text-3xl font-bold tracking-tight text-slate-900">{block.heading}</h2>
      ) : null}
      <ul className="mt-6 grid gap-4 md:grid-cols-2">
        {documents.map((doc) => (
          <li key={doc.href}>
            <ShopLink
              href={doc.href}
              className="flex gap-4 rounded-xl border border-slate-200 p-5 hover:border-primary-300 hover:bg-primary-50/40"
            >
              <DocumentIcon className="mt-0.5 shrink-0 text-2xl text-primary-600" aria-hidden />
              <span>
                <span className="block font-semibold text-slate-900">{doc.title}</span>
                {doc.summary ? (
                  <span className="mt-1 block text-sm text-slate-600">{doc.summary}</span>
                ) : null}
              </span>
            </ShopLink>
          </li>
        ))}
      </ul>
    </section>
  )
}
