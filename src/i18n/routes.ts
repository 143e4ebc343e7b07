/**
 * The one route table: every English/Spanish path pair of the site.
 * Pages and components build links with `pathFor`; public paths reach the app's internal
 * folders (`/{locale}/{englishSegment}/…`) through Next's rewrites and redirects generated from
 * this table (route-rules.ts), which answer what `matchPath` answers.
 * Pure module: no framework imports, so it is unit-tested and usable anywhere.
 */
import { defaultLocale, isLocale, type Locale, toLocale } from './locales'

type RouteDef = {
  /** First path segment per locale; '' for routes at the root. */
  segment: Record<Locale, string>
  /** 'none': exact path; 'required': takes a slug of one or more segments; 'optional': both. */
  slug: 'none' | 'required' | 'optional'
}

export const routeTable = {
  home: { segment: { en: '', es: '' }, slug: 'none' },
  page: { segment: { en: '', es: '' }, slug: 'required' },
  article: { segment: { en: 'article', es: 'articulo' }, slug: 'optional' },
  category: { segment: { en: 'category', es: 'categoria' }, slug: 'optional' },
  industry: { segment: { en: 'industry', es: 'industria' }, slug: 'optional' },
  myAccount: { segment: { en: 'my-account', es: 'mi-cuenta' }, slug: 'optional' },
  products: { segment: { en: 'products', es: 'productos' }, slug: 'none' },
  product: { segment: { en: 'products', es: 'productos' }, slug: 'required' },
  resource: { segment: { en: 'resource', es: 'documento' }, slug: 'optional' },
  testimonial: { segment: { en: 'testimonial', es: 'testimonial' }, slug: 'optional' },
  whitePaper: { segment: { en: 'white-paper', es: 'documento-tecnico' }, slug: 'optional' },
  sitemap: { segment: { en: 'sitemap.xml', es: 'sitemap.xml' }, slug: 'none' },
  login: { segment: { en: 'login', es: 'iniciar-sesion' }, slug: 'none' },
  search: { segment: { en: 'search', es: 'buscar' }, slug: 'none' },
  cart: { segment: { en: 'cart', es: 'carrito' }, slug: 'none' },
  quickOrder: { segment: { en: 'quick-order', es: 'pedido-rapido' }, slug: 'none' },
  checkout: { segment: { en: 'checkout', es: 'pago' }, slug: 'none' },
  crossReference: {
    segment: { en: 'cross-reference', es: 'referencia-cruzada' },
    slug: 'optional',
  },
} as const satisfies Record<string, RouteDef>

export type RouteKey = keyof typeof routeTable
/** A slug as stored in the CMS ("shop/13mm-pilot-lights") or as path segments. */
export type Slug = string | readonly string[]

/** Routes whose first segment is fixed (everything but home and CMS pages). */
export const prefixedRoutes = (Object.keys(routeTable) as RouteKey[]).filter(
  (key) => routeTable[key].segment.en !== '',
)

/**
 * First path segments the app serves outside its `[locale]` pages: Payload's admin and API, our
 * APIs, the sign-in callback, Next's assets, public files. Public paths here are never mapped
 * onto a locale's pages.
 */
export const outsideLocalePages = [
  'admin',
  'api',
  'auth',
  '_next',
  'fonts',
  'images',
  'robots.txt',
  'favicon.ico',
  'icon.svg',
] as const

/**
 * First segments a CMS page may not take: every fixed route segment in both
 * languages plus the app's own top-level paths.
 */
export const reservedSlugs: ReadonlySet<string> = new Set([
  ...prefixedRoutes.flatMap((key) => [routeTable[key].segment.en, routeTable[key].segment.es]),
  ...outsideLocalePages,
  'en',
  'es',
  'sitemaps',
  'cart',
  'carrito',
  'checkout',
])

export function isReservedSlug(slug: string): boolean {
  const first = slug.normalize('NFC').split('/')[0]?.toLowerCase() ?? ''
  return reservedSlugs.has(first)
}

function slugSegments(slug: Slug | undefined): string[] {
  if (slug === undefined) return []
  const parts = typeof slug === 'string' ? slug.split('/') : [...slug]
  return parts.map((part) => part.normalize('NFC')).filter((part) => part !== '')
}

function encodeSegments(segments: readonly string[]): string {
  return segments.map((segment) => encodeURIComponent(segment)).join('/')
}

/** The public URL path of a route in a locale, e.g. pathFor('es', 'article', 'x') → '/es/articulo/x'. */
export function pathFor(locale: Locale, key: RouteKey, slug?: Slug): string {
  const route: RouteDef = routeTable[key]
  const segments = slugSegments(slug)
  if (route.slug === 'required' && segments.length === 0) {
    throw new Error(`Route "${key}" needs a slug`)
  }
  if (route.slug === 'none' && segments.length > 0) {
    throw new Error(`Route "${key}" takes no slug`)
  }
  const parts = [route.segment[locale], ...segments].filter((part) => part !== '')
  const prefix = locale === defaultLocale ? '' : `/${locale}`
  const path = `${prefix}/${encodeSegments(parts)}`
  return path === '/' || !path.endsWith('/') ? path : path.slice(0, -1)
}

/** The app-internal path (folder layout under `app/(frontend)/[locale]`) of a route. */
export function internalPathFor(locale: Locale, key: RouteKey, slug?: Slug): string {
  const route: RouteDef = routeTable[key]
  const parts = [route.segment.en, ...slugSegments(slug)].filter((part) => part !== '')
  return `/${locale}${parts.length ? `/${encodeSegments(parts)}` : ''}`
}

/** The language of a public path: its locale prefix (`/es/…`), else the default. */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split('/')[1]
  return toLocale(first)
}

export type PathMatch =
  | { kind: 'route'; locale: Locale; key: RouteKey; slug: string[]; internalPath: string }
  | { kind: 'redirect'; location: string }

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment).normalize('NFC')
  } catch {
    return null
  }
}

/**
 * Maps a public pathname to its route. Decodes and NFC-normalises segments.
 * Answers a redirect for the default locale's explicit prefix (`/en/x` → `/x`)
 * and for a fixed segment written in the other language (`/es/article/x` →
 * `/es/articulo/x`). Anything else unknown is a CMS page slug; whether the page
 * exists is for the page to decide (404).
 */
export function matchPath(pathname: string): PathMatch | null {
  const raw = pathname.split('/').filter((segment) => segment !== '')
  const decoded = raw.map(decodeSegment)
  if (decoded.some((segment) => segment === null)) return null
  let segments = decoded as string[]

  let locale: Locale = defaultLocale
  const first = segments[0]
  if (first !== undefined && isLocale(first)) {
    if (first === defaultLocale) {
      const rest = segments.slice(1)
      return { kind: 'redirect', location: `/${encodeSegments(rest)}` }
    }
    locale = first
    segments = segments.slice(1)
  }

  const [head, ...tail] = segments
  if (head === undefined) {
    return {
      kind: 'route',
      locale,
      key: 'home',
      slug: [],
      internalPath: internalPathFor(locale, 'home'),
    }
  }

  for (const key of prefixedRoutes) {
    const route: RouteDef = routeTable[key]
    const wantsSlug = tail.length > 0
    const fits = route.slug === 'optional' || (route.slug === 'required' ? wantsSlug : !wantsSlug)
    if (!fits) continue
    if (route.segment[locale] === head) {
      return {
        kind: 'route',
        locale,
        key,
        slug: tail,
        internalPath: internalPathFor(locale, key, tail),
      }
    }
    const otherLocale = (Object.keys(route.segment) as Locale[]).find(
      (candidate) => candidate !== locale && route.segment[candidate] === head,
    )
    if (otherLocale) return { kind: 'redirect', location: pathFor(locale, key, tail) }
  }

  return {
    kind: 'route',
    locale,
    key: 'page',
    slug: segments,
    internalPath: internalPathFor(locale, 'page', segments),
  }
}

/** My-account sections: `/my-account/{section}` ↔ `/es/mi-cuenta/{sección}`. */
export const accountSections = {
  profile: { en: 'profile', es: 'perfil' },
  addresses: { en: 'addresses', es: 'direcciones' },
  orders: { en: 'orders', es: 'pedidos' },
  favorites: { en: 'favorites', es: 'favoritos' },
  savedCarts: { en: 'saved-carts', es: 'carritos-guardados' },
} as const satisfies Record<string, Record<Locale, string>>

export type AccountSection = keyof typeof accountSections

export function accountPath(locale: Locale, section: AccountSection): string {
  return pathFor(locale, 'myAccount', accountSections[section][locale])
}

/** The section a slug names in a locale, or null (the slug of the other language counts as a miss). */
export function accountSectionOf(locale: Locale, slug: string): AccountSection | null {
  const found = (Object.keys(accountSections) as AccountSection[]).find(
    (section) => accountSections[section][locale] === slug,
  )
  return found ?? null
}

/** One saved cart: `/my-account/saved-carts/{id}` ↔ `/es/mi-cuenta/carritos-guardados/{id}`. */
export function savedCartPath(locale: Locale, id: number): string {
  return pathFor(locale, 'myAccount', [accountSections.savedCarts[locale], String(id)])
}

/** One order: `/my-account/orders/{number}` ↔ `/es/mi-cuenta/pedidos/{number}`. */
export function accountOrderPath(locale: Locale, number: string): string {
  return pathFor(locale, 'myAccount', [accountSections.orders[locale], number])
}

/**
 * The public path of an app-internal path (`/es/products/x` → `/es/productos/x`,
 * `/en/shop/x` → `/shop/x`): what the caching front stores a page under. Null for a
 * path outside `/{locale}` or with a dynamic segment (`/[locale]/…`).
 */
export function publicPathOfInternal(internalPath: string): string | null {
  const [first, head, ...tail] = internalPath.split('/').filter((segment) => segment !== '')
  if (first === undefined || !isLocale(first)) return null
  const decoded = [head, ...tail].filter((segment) => segment !== undefined).map(decodeSegment)
  if (decoded.some((segment) => segment === null || segment.startsWith('['))) return null
  const [name, ...slug] = decoded as string[]
  if (name === undefined) return pathFor(first, 'home')
  const key = prefixedRoutes.find((candidate) => {
    const route: RouteDef = routeTable[candidate]
    if (route.segment.en !== name) return false
    return route.slug === 'optional' || (route.slug === 'required') === slug.length > 0
  })
  return key ? pathFor(first, key, slug) : pathFor(first, 'page', [name, ...slug])
}
