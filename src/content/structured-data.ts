/**
 * schema.org data for search engines (pure): the breadcrumb trail, a family's listed parts and
 * the company. Pages are cached and the same for every visitor, so nothing here ever carries a
 * signed-in buyer's own price; URLs are absolute, made from the shop's run-time origin.
 */

export type JsonLdData = Record<string, unknown>

/**
 * The JSON for a `<script type="application/ld+json">`: `<` is escaped so that text such as
 * `</script>` inside a value cannot end the element; U+2028/U+2029 for old JavaScript parsers.
 */
export function jsonLdText(data: JsonLdData): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

/** A root-relative path (or an already absolute URL) on the shop's origin. */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl
  return `${origin.replace(/\/$/, '')}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`
}

export type TrailStep = { label: string; href?: string }

/** The visible breadcrumb trail as a BreadcrumbList; the current page (no link) has no `item`. */
export function breadcrumbList(trail: readonly TrailStep[], origin: string): JsonLdData {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.label,
      ...(step.href ? { item: absoluteUrl(origin, step.href) } : {}),
    })),
  }
}

/** The parts a family page lists in its HTML, in the order shown, each linking to its page. */
export function partItemList(
  rows: readonly { pn: string; description: string; href: string }[],
  options: { name: string; origin: string },
): JsonLdData {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: options.name,
    numberOfItems: rows.length,
    itemListElement: rows.map((row, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: `${row.pn} ${row.description}`,
      url: absoluteUrl(options.origin, row.href),
    })),
  }
}

export type CompanyFacts = {
  name: string
  /** The home page's path in the page's language. */
  homePath: string
  logoUrl?: string | null
  phone?: string | null
  email?: string | null
  address?: string | null
  profiles?: readonly string[]
}

/** The company for the home page: name, logo and how to reach sales. */
export function organization(facts: CompanyFacts, origin: string): JsonLdData {
  const phone = facts.phone?.trim()
  const email = facts.email?.trim()
  const address = facts.address?.trim()
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: facts.name,
    url: absoluteUrl(origin, facts.homePath),
    ...(facts.logoUrl ? { logo: absoluteUrl(origin, facts.logoUrl) } : {}),
    ...(phone ? { telephone: phone } : {}),
    ...(email ? { email } : {}),
    ...(address ? { address } : {}),
    ...(phone || email
      ? {
          contactPoint: {
            '@type': 'ContactPoint',
            contactType: 'sales',
            ...(phone ? { telephone: phone } : {}),
            ...(email ? { email } : {}),
            availableLanguage: ['en', 'es'],
          },
        }
      : {}),
    ...(facts.profiles?.length ? { sameAs: [...facts.profiles] } : {}),
  }
}
