import type { Locale } from '@/i18n/locales'
import type {
  DocumentsListBlock as DocumentsListBlockData,
  Resource,
  WhitePaper,
} from '@/payload-types'

import { documentCard, DocumentCards, type DocumentCard } from '../../related'

export async function DocumentsListBlock({
  block,
  locale,
}: {
  block: DocumentsListBlockData
  locale: Locale
}) {
  const cards = (
    await Promise.all(
      (block.documents ?? []).map((entry) =>
        typeof entry.value === 'object'
          ? documentCard(entry.relationTo, entry.value as Resource | WhitePaper, locale)
          : null,
      ),
    )
  ).filter((card): card is DocumentCard => card !== null)
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
