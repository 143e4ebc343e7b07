/**
 * What a family's part list sends to the browser (pure): one page of rows in the page's
 * language (the island links each to its part page, `/products/{family}/{pn}`, from the pn), and
 * the facets with their labels. The family page
 * renders the first page with it and `/api/public/families/{slug}/parts` answers it, so the
 * island shows both the same way. List prices only: never a viewer's price.
 */
import type { Locale } from '@/i18n/locales'

import { attributeValueText } from './attribute-text'
import { listParts, partQueryToSearch, type PartQuery, type PartRecord } from './part-list'

export type PartRow = {
  pn: string
  description: string
  listCents: number
  pkgQty: number
}

export type FacetValueView = { value: string; label: string; count: number; selected: boolean }
export type FacetView = { key: string; label: string; values: FacetValueView[] }

export type PartListView = {
  items: PartRow[]
  total: number
  page: number
  pageCount: number
  pageSize: number
  facets: FacetView[]
  /** The query this answers, as URL parameters ('' for the default query). */
  search: string
}

export type AttributeLabels = {
  /** The heading of an attribute ("Color", "Tensión"). */
  keyLabel: (key: string) => string
  /** Keys staff marked not public: never a facet, never on a part page. */
  hidden: ReadonlySet<string>
}

/** "mounting-hole" → "Mounting hole": the last resort for a key nobody named. */
export function humanizeKey(key: string): string {
  const words = key.replace(/[-_]+/g, ' ').trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/**
 * Attribute labels from, in order: the staff's attribute titles (CMS), the UI messages, the
 * key itself.
 */
export function attributeLabels(
  titles: ReadonlyMap<string, { title: string; isPublic: boolean }>,
  fromMessages: (key: string) => string | null,
): AttributeLabels {
  const hidden = new Set([...titles].filter(([, meta]) => !meta.isPublic).map(([key]) => key))
  return {
    hidden,
    keyLabel: (key) => titles.get(key)?.title || fromMessages(key) || humanizeKey(key),
  }
}

export function partRow(part: PartRecord, locale: Locale): PartRow {
  return {
    pn: part.pn,
    description: locale === 'es' ? part.descriptionEs : part.descriptionEn,
    listCents: part.listCents,
    pkgQty: part.pkgQty,
  }
}

export function partListView(
  parts: readonly PartRecord[],
  query: PartQuery,
  options: { locale: Locale; labels: AttributeLabels; pageSize?: number },
): PartListView {
  const { locale, labels } = options
  const valueLabel = (key: string, value: string) => attributeValueText(key, value, locale)
  // a hidden attribute cannot be filtered on either (that would reveal its values)
  const visible: PartQuery = {
    ...query,
    filters: Object.fromEntries(
      Object.entries(query.filters).filter(([key]) => !labels.hidden.has(key)),
    ),
  }
  const result = listParts(parts, visible, {
    locale,
    pageSize: options.pageSize,
    valueLabel,
    hiddenKeys: labels.hidden,
  })
  return {
    items: result.items.map((part) => partRow(part, locale)),
    total: result.total,
    page: result.page,
    pageCount: result.pageCount,
    pageSize: result.pageSize,
    facets: result.facets.map((facet) => ({
      key: facet.key,
      label: labels.keyLabel(facet.key),
      values: facet.values.map((value) => ({
        ...value,
        label: valueLabel(facet.key, value.value),
      })),
    })),
    search: partQueryToSearch({ ...visible, page: result.page }),
  }
}
