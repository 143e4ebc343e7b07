import type { Locale } from '@/i18n/locales'
import type {
  DocumentsListBlock as DocumentsListBlockData,
  Resource,
  WhitePaper,
} from '@/payload-types'

import { documentPath } from '../../links'
import { DocumentCards } from '../../related'

export function DocumentsListBlock({
  block,
  locale,
}: {
  block: DocumentsListBlockData
  locale: Locale
}) {
  const cards = (block.documents ?? []).flatMap((entry) => {
    if (typeof entry.value !== 'object') return []
    const doc = entry.value as Resource | WhitePaper
    const href = documentPath(locale, entry.relationTo, doc)
    return href ? [{ href, title: doc.title, summary: doc.summary }] : []
  })
  if (!cards.length) return null
  return (
    <section className="container-page py-12">
      {block.heading ? (
        <h2 className="text-3xl font-bold tracking-tight text-slate-900">{block.heading}</h2>
      ) : null}
      <DocumentCards cards={cards} />
    </section>
  )
}
