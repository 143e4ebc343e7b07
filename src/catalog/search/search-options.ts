/** The search modal's answer as one keyboard-navigable list of options, parts first. */
import type { EquivalentOf, SearchResults } from './index'

export type Group = 'parts' | 'families' | 'content' | 'suggested'

export type Option = {
  key: string
  href: string
  primary: string
  secondary?: string
  group: Group
  /**
   * A part can go to the cart from here, by its quantity rule; its list price is the search's
   * answer (the same for everyone), the viewer's own price comes from the price API.
   */
  part?: { pn: string; pkgQty: number; familySlug: string | null; listCents: number }
  /** The exact pn typed, no longer sold: opens the results page, which says so; no add. */
  unavailable?: boolean
  /** Found as the equivalent of another maker's pn. */
  equivalentOf?: EquivalentOf
  /** A discontinued part's successor (its own option follows). */
  replacedBy?: string
  /** The successor's option: the discontinued pn it replaces. */
  replaces?: string
}

/**
 * Flattens the answer into one keyboard-navigable list, parts first (buyers order by part number).
 * A part no longer sold has no page of its own: its option opens `searchHref` for its pn.
 */
export function optionsOf(results: SearchResults, searchHref: (query: string) => string): Option[] {
  const parts: Option[] = results.parts.flatMap((part): Option[] =>
    part.available === false
      ? [
          {
            key: `p-${part.pn}`,
            href: searchHref(part.pn),
            primary: part.pn,
            secondary: part.description,
            group: 'parts' as const,
            unavailable: true,
            ...(part.replacedBy ? { replacedBy: part.replacedBy } : {}),
          },
        ]
      : part.href
        ? [
            {
              key: `p-${part.pn}`,
              href: part.href,
              primary: part.pn,
              secondary: part.description,
              group: 'parts' as const,
              ...(part.equivalentOf ? { equivalentOf: part.equivalentOf } : {}),
              ...(part.replaces ? { replaces: part.replaces } : {}),
              part: {
                pn: part.pn,
                pkgQty: part.pkgQty,
                familySlug: part.familySlug,
                listCents: part.listPriceCents,
              },
            },
          ]
        : [],
  )
  const families: Option[] = results.families.map((hit) => ({
    key: `f-${hit.id}`,
    href: hit.href,
    primary: hit.title,
    secondary: hit.summary ?? undefined,
    group: 'families',
  }))
  const content: Option[] = results.content.map((hit) => ({
    key: `${hit.kind}-${hit.id}`,
    href: hit.href,
    primary: hit.title,
    secondary: hit.summary ?? undefined,
    group: 'content',
  }))
  return [...parts, ...families, ...content]
}
