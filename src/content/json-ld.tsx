import { jsonLdText, type JsonLdData } from './structured-data'

/**
 * One schema.org block, as the part pages have always emitted theirs: a data block, which the
 * browser never runs, so the cached pages' policy (no nonce) and the per-request one both allow it.
 */
export function JsonLd({ data }: { data: JsonLdData }) {
  return (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />
  )
}
