/** The search modal's answer as one keyboard-navigable list of options, parts first. */
import type { SearchResults } from './index'

export type Group = 'parts' | 'families' | 'content' | 'suggested'

export type Option = {
  key: string
  href: string
  primary: string
  secondary?: string
  group: Group
  /** A part can go to the cart from here, by its quantity rule. */
  part?: { pn: string; pkgQty: number; familySlug: string | null }
}

/** Flattens the answer into one keyboard-navigable list, parts first (buyers order by part number). */
export function optionsOf(results: SearchResults): Option[] {
  const parts: Option[] = results.parts.flatMap((part) =>
    part.href
      ? [
          {
            key: `p-${part.pn}`,
            href: part.href,
            primary: part.pn,
            secondary: part.description,
            group: 'parts' as const,
            part: { pn: part.pn, pkgQty: part.pkgQty, familySlug: part.familySlug },
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
