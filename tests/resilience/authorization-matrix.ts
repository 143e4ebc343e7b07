/**
 * The authorization matrix (issue 24): every page route, API route, better-auth endpoint,
 * Payload REST operation and admin action, with the answer each of seven actors must get.
 * Pure data: paths are built from the ids of the fixtures the test creates, and the CMS rows
 * are generated from one access policy per collection and global, written from DOMAIN §10
 * (not read from the implementation's access functions, so that a disagreement shows up as a
 * failing row). authorization-matrix.test.ts runs it and checks that nothing exists without a row.
 */

export const actors = [
  'visitor',
  'buyerA',
  'buyerB',
  'buyerA2',
  'editor',
  'sales',
  'admin',
] as const
export type Actor = (typeof actors)[number]
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/**
 * What an actor must get:
 * - a number: exactly that status;
 * - 'ok': any 2xx;
 * - 'login': a redirect (3xx) to the shop's login page;
 * - 'adminLogin': a redirect to the admin's login page;
 * - 'redirect': any 3xx;
 * - 'accepted': access granted, the body judged by validation (2xx or 400);
 * - 'lt500': any answer below 500 (the answer does not depend on who asks);
 * - 'missing': access granted, and the request is sent to a missing id (the row's `grantedPath`)
 *   so that the fixtures stay: 404;
 * - 'refused': 401, 403 or 404 (Payload answers a refusal before or after looking the id up).
 */
export type Expect =
  number | 'ok' | 'login' | 'adminLogin' | 'redirect' | 'accepted' | 'lt500' | 'missing' | 'refused'
export type Expectations = Record<Actor, Expect>

/** Ids and names of what the test created; paths are built from them. */
export type Fixtures = {
  /** A file of the media collection. */
  mediaFilename: string
  pageSlug: string
  productSlug: string
  draftPageId: number
  /** A part in A's cart, one in A's favourites, and the one the other buyers use. */
  aCartPn: string
  aFavoritePn: string
  otherPn: string
  /** A's own address; B's own address; A's customer's primary, ERP-tagged and plain addresses. */
  aContactId: number
  bContactId: number
  customerPrimaryContactId: number
  customerErpContactId: number
  customerPlainContactId: number
  aSavedCartId: number
  aOrderNumber: string
  aOrderId: number
  /** A catalogue import of each kind (its record and its stored file). */
  imports: Record<
    'parts' | 'priceList' | 'series' | 'crossReferences',
    { id: number; filename: string }
  >
  /** A document id per collection (a missing one where the collection is empty). */
  cmsIds: Record<string, number>
  /** A version id per versioned collection. */
  versionIds: Record<string, number>
  staffIds: Record<'admin' | 'editor' | 'sales', number>
  missingId: number
}

export type Kind = 'page' | 'admin' | 'api' | 'auth' | 'cms'

export type Row = {
  kind: Kind
  /** Unique: the completeness test finds rows by it. */
  name: string
  method: Method
  path: (f: Fixtures) => string
  body?: (f: Fixtures) => unknown
  headers?: Record<string, string>
  expect: Expectations
  /**
   * 'owner': changes what buyer A owns (run after every other actor tried it, A's things
   * checked untouched first); 'last': ends a session (sign-out, staff logout): run at the end.
   */
  phase?: 'owner' | 'last'
  /** Texts each actor's answer must contain / must not contain. */
  contains?: Partial<Record<Actor, (f: Fixtures) => string[]>>
  /** The path for actors whose expectation grants access (a missing id, so fixtures stay). */
  grantedPath?: (f: Fixtures) => string
  /** A payload collection and id whose document a refused request must leave as it was. */
  target?: (
    f: Fixtures,
  ) => { collection: string; id: number } | { global: string } | { count: string }
}

// ─── shorthands ──────────────────────────────────────────────────────────────────────────────

const buyers = ['buyerA', 'buyerB', 'buyerA2'] as const
const staffActors = ['editor', 'sales', 'admin'] as const

export function each(value: Expect): Expectations {
  return Object.fromEntries(actors.map((actor) => [actor, value])) as Expectations
}
/** Buyers get `buyer`, visitors and staff (who are not shop buyers) `other`. */
function buyersOnly(buyer: Expect, other: Expect = 401): Expectations {
  return { ...each(other), buyerA: buyer, buyerB: buyer, buyerA2: buyer }
}
/** A's own thing: A gets `owner`, B and A2 404, visitors and staff `other`. */
function ownedByA(owner: Expect, other: Expect = 401): Expectations {
  return { ...each(other), buyerA: owner, buyerB: 404, buyerA2: 404 }
}
/** The customer's own address: both its buyers get `buyers`, B 404. */
function customersAddress(ofCustomer: Expect, other: Expect = 401): Expectations {
  return { ...each(other), buyerA: ofCustomer, buyerA2: ofCustomer, buyerB: 404 }
}

// ─── pages ───────────────────────────────────────────────────────────────────────────────────

type PageKey =
  | 'home'
  | 'page'
  | 'article'
  | 'category'
  | 'industry'
  | 'myAccount'
  | 'products'
  | 'product'
  | 'resource'
  | 'testimonial'
  | 'whitePaper'
  | 'sitemap'
  | 'login'
  | 'search'
  | 'cart'
  | 'quickOrder'
  | 'checkout'
  | 'crossReference'

/** Paths of each route-table key, per locale, with what each actor gets. */
type PageRow = {
  key: PageKey
  variant: string
  paths: Record<'en' | 'es', (f: Fixtures) => string>
  expect: Expectations
  contains?: Row['contains']
}

/** Signed-in pages: a visitor (and staff, who are no buyers) is sent to sign in. */
const signedIn = buyersOnly(200, 'login')
/** A's markers: none of them may appear in another actor's answer. */
const notA =
  (extra: (f: Fixtures) => string[] = () => []) =>
  (f: Fixtures) => [`!${f.aOrderNumber}`, '!A-private-list', '!Owner-A Lane 7', ...extra(f)]

const pageRows: PageRow[] = [
  { key: 'home', variant: '', paths: { en: () => '/', es: () => '/es' }, expect: each(200) },
  {
    key: 'page',
    variant: '',
    paths: { en: (f) => `/${f.pageSlug}`, es: (f) => `/es/${f.pageSlug}` },
    // a CMS page slug may exist in one language only: below 500, a page or the 404 page
    expect: each('lt500'),
  },
  ...(['article', 'category', 'industry', 'resource', 'testimonial', 'whitePaper'] as const).map(
    (key): PageRow => ({
      key,
      variant: 'index',
      paths: {
        en: () =>
          `/${{ article: 'article', category: 'category', industry: 'industry', resource: 'resource', testimonial: 'testimonial', whitePaper: 'white-paper' }[key]}`,
        es: () =>
          `/es/${{ article: 'articulo', category: 'categoria', industry: 'industria', resource: 'documento', testimonial: 'testimonial', whitePaper: 'documento-tecnico' }[key]}`,
      },
      // an index is a page or, where the type has no index, the 404 page: the same for all
      expect: each('lt500'),
    }),
  ),
  {
    key: 'products',
    variant: '',
    paths: { en: () => '/products', es: () => '/es/productos' },
    expect: each(200),
  },
  {
    key: 'product',
    variant: '',
    paths: { en: (f) => `/products/${f.productSlug}`, es: (f) => `/es/productos/${f.productSlug}` },
    expect: each('lt500'),
  },
  // public like the products pages; an unknown maker is the 404 page
  {
    key: 'crossReference',
    variant: 'index',
    paths: { en: () => '/cross-reference', es: () => '/es/referencia-cruzada' },
    expect: each(200),
  },
  {
    key: 'crossReference',
    variant: 'maker',
    paths: {
      en: () => '/cross-reference/allen-bradley',
      es: () => '/es/referencia-cruzada/allen-bradley',
    },
    expect: each('lt500'),
  },
  {
    key: 'sitemap',
    variant: '',
    paths: { en: () => '/sitemap.xml', es: () => '/es/sitemap.xml' },
    expect: each(200),
  },
  {
    key: 'login',
    variant: '',
    paths: { en: () => '/login', es: () => '/es/iniciar-sesion' },
    expect: each('lt500'),
  },
  {
    key: 'search',
    variant: '',
    paths: { en: () => '/search?q=relay', es: () => '/es/buscar?q=rele' },
    expect: each(200),
  },
  {
    key: 'cart',
    variant: '',
    paths: { en: () => '/cart', es: () => '/es/carrito' },
    expect: each(200),
    contains: { buyerB: notA(), buyerA2: notA(), visitor: notA() },
  },
  {
    key: 'quickOrder',
    variant: '',
    paths: { en: () => '/quick-order', es: () => '/es/pedido-rapido' },
    expect: each(200),
  },
  // the checkout page sends a guest to sign in itself (with its return path)
  {
    key: 'checkout',
    variant: '',
    paths: { en: () => '/checkout', es: () => '/es/pago' },
    expect: buyersOnly(200, 'login'),
    contains: { buyerB: notA(), buyerA2: notA() },
  },
  {
    key: 'myAccount',
    variant: 'index',
    paths: { en: () => '/my-account', es: () => '/es/mi-cuenta' },
    expect: signedIn,
    contains: { buyerB: notA(), buyerA2: notA() },
  },
  ...(
    [
      ['profile', 'perfil'],
      ['addresses', 'direcciones'],
      ['orders', 'pedidos'],
      ['favorites', 'favoritos'],
      ['saved-carts', 'carritos-guardados'],
    ] as const
  ).map(([en, es]): PageRow => ({
    key: 'myAccount',
    variant: en,
    paths: { en: () => `/my-account/${en}`, es: () => `/es/mi-cuenta/${es}` },
    expect: signedIn,
    contains: {
      buyerB: notA(),
      buyerA2: notA(),
      ...(en === 'orders' ? { buyerA: (f: Fixtures) => [f.aOrderNumber] } : {}),
      // saved carts are loaded by the page's script (their API's rows show them)
    },
  })),
  {
    key: 'myAccount',
    variant: 'saved-cart of A',
    paths: {
      en: (f) => `/my-account/saved-carts/${f.aSavedCartId}`,
      es: (f) => `/es/mi-cuenta/carritos-guardados/${f.aSavedCartId}`,
    },
    expect: ownedByA(200, 'login'),
    contains: { buyerB: notA(), buyerA2: notA() },
  },
  {
    key: 'myAccount',
    variant: 'order of A',
    paths: {
      en: (f) => `/my-account/orders/${f.aOrderNumber}`,
      es: (f) => `/es/mi-cuenta/pedidos/${f.aOrderNumber}`,
    },
    expect: ownedByA(200, 'login'),
    contains: { buyerA: (f) => [f.aOrderNumber], buyerB: notA(), buyerA2: notA() },
  },
]

export const pageTable: Row[] = pageRows.flatMap((row) =>
  (['en', 'es'] as const).map((locale): Row => ({
    kind: 'page',
    name: `page ${locale} ${row.key}${row.variant ? ` ${row.variant}` : ''}`,
    method: 'GET',
    path: row.paths[locale],
    expect: row.expect,
    contains: row.contains,
  })),
)

// ─── the shop's API routes ───────────────────────────────────────────────────────────────────

/** Rows named `api <METHOD> <route pattern>`; several rows may share a route (variants after it). */
function api(
  method: Method,
  pattern: string,
  path: (f: Fixtures) => string,
  expect: Expectations,
  extra: Partial<Row> & { variant?: string } = {},
): Row {
  const { variant, ...rest } = extra
  return {
    kind: 'api',
    name: `api ${method} ${pattern}${variant ? ` (${variant})` : ''}`,
    method,
    path,
    expect,
    ...rest,
  }
}

const contactPatch = { city: 'Beaver' }
const privateLeaks = {
  buyerB: notA((f) => [`!${f.aCartPn}`, `!${f.aFavoritePn}`]),
  buyerA2: notA((f) => [`!${f.aCartPn}`, `!${f.aFavoritePn}`]),
}

export const apiTable: Row[] = [
  api('GET', '/api/health', () => '/api/health', each(200)),
  api('GET', '/api/ready', () => '/api/ready', each(200)),
  // called by `npm run import` with a secret derived from PAYLOAD_SECRET: nobody else
  api('POST', '/api/internal/catalog-changed', () => '/api/internal/catalog-changed', each(403)),
  // staff preview: staff get draft mode and a redirect, anyone else 401
  api('GET', '/api/preview', () => '/api/preview?path=/', {
    ...each(401),
    editor: 307,
    sales: 307,
    admin: 307,
  }),
  api('GET', '/api/preview/exit', () => '/api/preview/exit?path=/', each('lt500')),
  api('GET', '/auth/callback', () => '/auth/callback', each('redirect')),
  api('GET', '/[locale]/sitemap.xml', () => '/sitemap.xml', each(200)),
  api('GET', '/[locale]/sitemaps/[file]', () => '/sitemaps/pages.xml', each('lt500')),
  // public APIs: the same for everyone (prices are the viewer's own)
  api('POST', '/api/public/cart/quick-order', () => '/api/public/cart/quick-order', each(200), {
    body: (f) => ({ text: `${f.otherPn} 2` }),
  }),
  api('POST', '/api/public/cart/replacements', () => '/api/public/cart/replacements', each(200), {
    body: (f) => ({ pns: [f.otherPn] }),
  }),
  api('POST', '/api/public/cart/quote', () => '/api/public/cart/quote', each('lt500'), {
    body: (f) => ({ items: [{ pn: f.otherPn, quantity: 1 }] }),
  }),
  // another buyer's stored address is no quote's address: 404 like a missing one
  api(
    'POST',
    '/api/public/cart/quote',
    () => '/api/public/cart/quote',
    { ...each('lt500'), buyerB: 404, buyerA2: 404 },
    {
      variant: "with A's own address",
      body: (f) => ({ items: [{ pn: f.otherPn, quantity: 1 }], shippingContactId: f.aContactId }),
      contains: privateLeaks,
    },
  ),
  // quantities are checked before parts (§3): −1 of a part nobody sells is 400 for everyone
  api('POST', '/api/public/cart/quote', () => '/api/public/cart/quote', each(400), {
    variant: 'a negative quantity of an unknown part',
    body: () => ({ items: [{ pn: 'NOPE', quantity: -1 }] }),
  }),
  // an address typed in the cart is taxable whatever the body says (§6)
  api('POST', '/api/public/cart/quote', () => '/api/public/cart/quote', each('lt500'), {
    variant: "a typed address said 'not taxable'",
    body: (f) => ({
      items: [{ pn: f.otherPn, quantity: 1 }],
      shipping: { country: 'US', state: 'PA', postalCode: '15009', taxable: false },
    }),
    contains: Object.fromEntries(actors.map((actor) => [actor, () => ['!addressNotTaxable']])),
  }),
  // the contact form mails staff: an empty form is refused for everyone (nothing is sent)
  api('POST', '/api/public/contact', () => '/api/public/contact', each(400), { body: () => ({}) }),
  // another maker's pn → ours: public, the same answer for everyone (no prices)
  api(
    'GET',
    '/api/public/cross-reference',
    () => '/api/public/cross-reference?pn=XB4BA31',
    each(200),
  ),
  api('GET', '/api/public/cross-reference', () => '/api/public/cross-reference', each(400), {
    variant: 'no part number',
  }),
  api(
    'GET',
    '/api/public/families/[slug]/parts',
    (f) => `/api/public/families/${f.productSlug}/parts`,
    each('lt500'),
  ),
  // the language switcher before hydration: a 303 to a page, the same for everyone
  api('GET', '/api/public/language', () => '/api/public/language?to=es', each('redirect')),
  api('POST', '/api/public/parts/lookup', () => '/api/public/parts/lookup', each(200), {
    body: (f) => ({ pns: [f.otherPn] }),
  }),
  api(
    'GET',
    '/api/public/price',
    (f) => `/api/public/price?pn=${encodeURIComponent(f.otherPn)}`,
    each('lt500'),
  ),
  api('POST', '/api/public/prices', () => '/api/public/prices', each(200), {
    body: (f) => ({ pns: [f.otherPn] }),
  }),
  api(
    'GET',
    '/api/public/redirects/[id]',
    (f) => `/api/public/redirects/${f.missingId}`,
    each(404),
  ),
  api('GET', '/api/public/search', () => '/api/public/search?q=relay', each(200)),
  api('GET', '/api/public/session', () => '/api/public/session', each(200), {
    contains: {
      buyerB: notA(() => ['!buyer.a@']),
      buyerA2: notA(() => ['!buyer.a@']),
      buyerA: () => ['buyer.a@'],
    },
  }),
  // a page's one viewer call: anyone; each answer holds the caller's own session, prices, cart
  // and favourites only (scoped by the session, never the body)
  api('POST', '/api/public/viewer', () => '/api/public/viewer', each(200), {
    body: (f) => ({ want: ['session', 'prices', 'cart', 'favorites'], pns: [f.otherPn] }),
    contains: {
      ...Object.fromEntries(
        actors.map((actor) => [
          actor,
          notA((f) => ['!buyer.a@', `!${f.aCartPn}`, `!${f.aFavoritePn}`]),
        ]),
      ),
      // A's colleague pays the customer's list (A-private-list) but sees none of A's own
      buyerA2: (f) => ['!buyer.a@', `!${f.aCartPn}`, `!${f.aFavoritePn}`, `!${f.aOrderNumber}`],
      buyerA: (f) => ['buyer.a@', f.aCartPn, f.aFavoritePn, f.otherPn],
    },
  }),
  api('POST', '/api/public/viewer', () => '/api/public/viewer', each(400), {
    variant: 'an owner named in the body',
    body: (f) => ({ want: ['cart'], pns: [f.otherPn], email: 'buyer.a@' }),
  }),

  // the signed-in cart: each buyer's own (the owner comes from the session)
  api('POST', '/api/private/cart/add-many', () => '/api/private/cart/add-many', buyersOnly(200), {
    body: (f) => ({ items: [{ pn: f.otherPn, quantity: 1 }] }),
  }),
  api('POST', '/api/private/cart/add-many', () => '/api/private/cart/add-many', buyersOnly(400), {
    variant: 'a negative quantity of an unknown part',
    body: () => ({ items: [{ pn: 'NOPE', quantity: -1 }] }),
  }),
  api('POST', '/api/private/cart/lines', () => '/api/private/cart/lines', buyersOnly(200), {
    body: (f) => ({ pn: f.otherPn, quantity: 1 }),
  }),
  // A's line's part number changes the caller's own cart only
  api(
    'PATCH',
    '/api/private/cart/lines/[pn]',
    (f) => `/api/private/cart/lines/${encodeURIComponent(f.aCartPn)}`,
    { ...buyersOnly('lt500'), buyerA: 200 },
    {
      body: () => ({ quantity: 3 }),
      phase: 'owner',
      contains: privateLeaks,
    },
  ),
  api(
    'DELETE',
    '/api/private/cart/lines/[pn]',
    (f) => `/api/private/cart/lines/${encodeURIComponent(f.aCartPn)}`,
    { ...buyersOnly('lt500'), buyerA: 200 },
    {
      phase: 'owner',
      contains: privateLeaks,
    },
  ),
  api('POST', '/api/private/cart/merge', () => '/api/private/cart/merge', buyersOnly(200), {
    body: (f) => ({ items: [{ pn: f.otherPn, quantity: 1 }] }),
    contains: privateLeaks,
  }),
  // ship to A's own address: A only; the customer's address: both of its buyers
  api(
    'PUT',
    '/api/private/cart/shipping-address',
    () => '/api/private/cart/shipping-address',
    ownedByA(200),
    {
      variant: "A's own address",
      body: (f) => ({ contactId: f.aContactId }),
      contains: privateLeaks,
    },
  ),
  api(
    'PUT',
    '/api/private/cart/shipping-address',
    () => '/api/private/cart/shipping-address',
    customersAddress(200),
    {
      variant: "the customer's address",
      body: (f) => ({ contactId: f.customerPlainContactId }),
      contains: privateLeaks,
    },
  ),

  // the address book: A's own addresses are A's; the customer's are read by its buyers
  api('GET', '/api/private/contacts', () => '/api/private/contacts', buyersOnly(200), {
    contains: {
      // the ERP code marks the dock read-only but is never shown to a buyer (issue 39)
      buyerA: () => ['Owner-A Lane 7', 'Customer-A Plant 1', 'Customer-A Dock', '!(W0000012345)'],
      buyerA2: () => ['Customer-A Plant 1', 'Customer-A Dock', '!(W0000012345)', '!Owner-A Lane 7'],
      buyerB: () => ['!Customer-A Plant 1', '!Owner-A Lane 7', '!Customer-A Dock'],
    },
  }),
  api('POST', '/api/private/contacts', () => '/api/private/contacts', buyersOnly('accepted'), {
    body: () => ({}),
  }),
  api(
    'PATCH',
    '/api/private/contacts/[id]',
    (f) => `/api/private/contacts/${f.aContactId}`,
    ownedByA(200),
    {
      variant: "A's own",
      body: () => contactPatch,
      target: (f) => ({ collection: 'contacts', id: f.aContactId }),
      phase: 'owner',
    },
  ),
  api(
    'DELETE',
    '/api/private/contacts/[id]',
    (f) => `/api/private/contacts/${f.aContactId}`,
    ownedByA('ok'),
    {
      variant: "A's own",
      target: (f) => ({ collection: 'contacts', id: f.aContactId }),
      phase: 'owner',
    },
  ),
  api(
    'PATCH',
    '/api/private/contacts/[id]',
    (f) => `/api/private/contacts/${f.bContactId}`,
    { ...each(401), buyerA: 404, buyerA2: 404, buyerB: 200 },
    {
      variant: "B's own",
      body: () => contactPatch,
    },
  ),
  // DOMAIN §8: the customer's primary address is editable by its buyers but never removed
  api(
    'PATCH',
    '/api/private/contacts/[id]',
    (f) => `/api/private/contacts/${f.customerPrimaryContactId}`,
    customersAddress(200),
    {
      variant: "customer's primary",
      body: () => contactPatch,
    },
  ),
  api(
    'DELETE',
    '/api/private/contacts/[id]',
    (f) => `/api/private/contacts/${f.customerPrimaryContactId}`,
    customersAddress(403),
    {
      variant: "customer's primary",
      target: (f) => ({ collection: 'contacts', id: f.customerPrimaryContactId }),
    },
  ),
  // DOMAIN §8: an ERP contact (W + 10 digits) that is not the primary is read-only
  api(
    'PATCH',
    '/api/private/contacts/[id]',
    (f) => `/api/private/contacts/${f.customerErpContactId}`,
    customersAddress(403),
    {
      variant: "customer's ERP contact",
      body: () => contactPatch,
      target: (f) => ({ collection: 'contacts', id: f.customerErpContactId }),
    },
  ),
  api(
    'DELETE',
    '/api/private/contacts/[id]',
    (f) => `/api/private/contacts/${f.customerErpContactId}`,
    customersAddress(403),
    {
      variant: "customer's ERP contact",
      target: (f) => ({ collection: 'contacts', id: f.customerErpContactId }),
    },
  ),
  api(
    'PATCH',
    '/api/private/contacts/[id]',
    (f) => `/api/private/contacts/${f.customerPlainContactId}`,
    customersAddress(200),
    {
      variant: "customer's other address",
      body: () => contactPatch,
    },
  ),

  // favourites
  api('GET', '/api/private/favorites', () => '/api/private/favorites', buyersOnly(200), {
    contains: { ...privateLeaks, buyerA: (f) => [f.aFavoritePn] },
  }),
  api('POST', '/api/private/favorites', () => '/api/private/favorites', buyersOnly(200), {
    body: (f) => ({ pn: f.otherPn }),
    contains: privateLeaks,
  }),
  api(
    'DELETE',
    '/api/private/favorites/[pn]',
    (f) => `/api/private/favorites/${encodeURIComponent(f.aFavoritePn)}`,
    { ...buyersOnly('lt500'), buyerA: 'ok' },
    {
      phase: 'owner',
      contains: privateLeaks,
    },
  ),
  api('GET', '/api/private/hubKV', () => '/api/private/hubKV?feature=liveCart', buyersOnly(200), {
    variant: 'liveCart',
    contains: { ...privateLeaks, buyerA: (f) => [f.aCartPn] },
  }),
  api('GET', '/api/private/hubKV', () => '/api/private/hubKV?feature=favorites', buyersOnly(200), {
    variant: 'favorites',
    contains: { ...privateLeaks, buyerA: (f) => [f.aFavoritePn] },
  }),
  api('POST', '/api/private/hubKV', () => '/api/private/hubKV', buyersOnly('lt500'), {
    body: () => ({ feature: 'favorites', favorites: { items: [] } }),
    phase: 'owner',
  }),
  // the live cart's addresses as the address endpoint takes them: another buyer's is 404 (a
  // stale version keeps each caller's cart as it was: 409 for those who may use the address)
  api(
    'POST',
    '/api/private/hubKV',
    () => '/api/private/hubKV',
    { ...buyersOnly('lt500'), buyerB: 404, buyerA2: 404 },
    {
      variant: "liveCart shipping to A's own address",
      body: (f) => ({
        feature: 'liveCart',
        liveCart: { cartItems: [], selectedShippingId: f.aContactId, version: 999_999 },
      }),
      contains: privateLeaks,
    },
  ),
  api(
    'POST',
    '/api/private/hubKV',
    () => '/api/private/hubKV',
    { ...buyersOnly('lt500'), buyerB: 404 },
    {
      variant: "liveCart billing to the customer's address",
      body: (f) => ({
        feature: 'liveCart',
        liveCart: { cartItems: [], selectedBillingId: f.customerPlainContactId, version: 999_999 },
      }),
      contains: privateLeaks,
    },
  ),
  api(
    'DELETE',
    '/api/private/hubKV',
    () => '/api/private/hubKV?feature=liveCart',
    buyersOnly(204),
    {
      phase: 'owner',
    },
  ),

  // orders
  api('GET', '/api/private/orders', () => '/api/private/orders', buyersOnly(200), {
    contains: { ...privateLeaks, buyerA: (f) => [f.aOrderNumber] },
  }),
  // without an idempotency key no order is placed: 400 for a buyer
  api('POST', '/api/private/orders', () => '/api/private/orders', buyersOnly(400), {
    body: (f) => ({ shippingContactId: f.aContactId, billingContactId: f.aContactId }),
  }),
  api(
    'GET',
    '/api/private/orders/[number]',
    (f) => `/api/private/orders/${f.aOrderNumber}`,
    ownedByA(200),
    {
      contains: { buyerA: (f) => [f.aOrderNumber, 'Owner-A Lane 7'] },
    },
  ),
  api(
    'POST',
    '/api/private/orders/[number]/reorder',
    (f) => `/api/private/orders/${f.aOrderNumber}/reorder`,
    ownedByA(200),
    {
      phase: 'owner',
    },
  ),
  api(
    'POST',
    '/api/private/orders/[number]/cancel',
    (f) => `/api/private/orders/${f.aOrderNumber}/cancel`,
    ownedByA(200),
    {
      phase: 'owner',
      target: (f) => ({ collection: 'orders', id: f.aOrderId }),
    },
  ),

  // saved carts
  api('GET', '/api/private/saved-carts', () => '/api/private/saved-carts', buyersOnly(200), {
    contains: { ...privateLeaks, buyerA: () => ['A-private-list'] },
  }),
  api(
    'POST',
    '/api/private/saved-carts',
    () => '/api/private/saved-carts',
    buyersOnly('accepted'),
    {
      body: () => ({ name: 'Mine' }),
    },
  ),
  api(
    'GET',
    '/api/private/saved-carts/[id]',
    (f) => `/api/private/saved-carts/${f.aSavedCartId}`,
    ownedByA(200),
    {
      contains: { buyerA: () => ['A-private-list'] },
    },
  ),
  api(
    'PATCH',
    '/api/private/saved-carts/[id]',
    (f) => `/api/private/saved-carts/${f.aSavedCartId}`,
    ownedByA(200),
    {
      // the same name at the version A's saved cart has
      body: () => ({ name: 'A-private-list', version: 1 }),
      target: (f) => ({ collection: 'saved-carts', id: f.aSavedCartId }),
      phase: 'owner',
    },
  ),
  api(
    'POST',
    '/api/private/saved-carts/[id]/duplicate',
    (f) => `/api/private/saved-carts/${f.aSavedCartId}/duplicate`,
    ownedByA('ok'),
    {
      phase: 'owner',
    },
  ),
  api(
    'POST',
    '/api/private/saved-carts/[id]/restore',
    (f) => `/api/private/saved-carts/${f.aSavedCartId}/restore`,
    ownedByA(200),
    {
      body: () => ({ mode: 'merge' }),
      phase: 'owner',
    },
  ),
  api(
    'DELETE',
    '/api/private/saved-carts/[id]',
    (f) => `/api/private/saved-carts/${f.aSavedCartId}`,
    ownedByA('ok'),
    {
      target: (f) => ({ collection: 'saved-carts', id: f.aSavedCartId }),
      phase: 'owner',
    },
  ),

  // the buyer's own profile
  api('PATCH', '/api/private/user', () => '/api/private/user', buyersOnly(200), {
    body: () => ({ nameFirst: 'Same' }),
  }),
  // no e-mail change is pending: a code cannot be confirmed
  api('POST', '/api/private/user/email', () => '/api/private/user/email', buyersOnly(400), {
    body: () => ({ otp: '000000' }),
  }),
]

// ─── better-auth ─────────────────────────────────────────────────────────────────────────────

/**
 * Every endpoint of `auth.api` by its HTTP path. Only the ones the shop's pages call are served
 * at /api/auth (src/account/auth.ts `authPathsInUse`); every other one, those the server calls
 * through `auth.api` included, is 404 over HTTP for everyone.
 */
export const authServed: Record<
  string,
  { method: Method; expect: Expectations; body?: unknown; phase?: 'last'; request?: string }
> = {
  // only sign-in codes are sent here: another type is refused before a mail is sent
  '/email-otp/send-verification-otp': {
    method: 'POST',
    expect: each(400),
    body: { email: 'matrix.nobody@example.com', type: 'email-verification' },
  },
  // a wrong code for an address with no account
  '/sign-in/email-otp': {
    method: 'POST',
    expect: each('lt500'),
    body: { email: 'matrix.nobody@example.com', otp: '000000' },
  },
  // Google is not configured in the test: refused for everyone
  '/sign-in/social': { method: 'POST', expect: each('lt500'), body: { provider: 'google' } },
  // the OAuth callback, served for Google only
  '/callback/:id': { method: 'GET', expect: each('lt500'), request: '/callback/google' },
  // better-auth's error page sends the browser home with the error's code
  '/error': { method: 'GET', expect: each('redirect') },
  '/sign-out': { method: 'POST', expect: each(200), body: {}, phase: 'last' },
}

/** The paths of `auth.api` endpoints the server only calls in-process (404 over HTTP). */
export const authServerOnly: string[] = [
  '/account-info',
  '/change-email',
  '/change-password',
  '/delete-user',
  '/delete-user/callback',
  '/email-otp/change-email',
  '/email-otp/check-verification-otp',
  '/email-otp/request-email-change',
  '/email-otp/request-password-reset',
  '/email-otp/reset-password',
  '/email-otp/verify-email',
  '/forget-password/email-otp',
  '/get-access-token',
  '/get-session',
  '/link-social',
  '/list-accounts',
  '/list-sessions',
  '/ok',
  '/refresh-token',
  '/request-password-reset',
  '/reset-password',
  '/reset-password/:token',
  '/revoke-other-sessions',
  '/revoke-session',
  '/revoke-sessions',
  '/send-verification-email',
  '/sign-in/email',
  '/sign-up/email',
  '/unlink-account',
  '/update-session',
  '/update-user',
  '/verify-email',
  '/verify-password',
]

/** `auth.api` endpoints with no HTTP path at all (in-process only): asked at a likely path, 404. */
export const authInProcessOnly: Record<string, string> = {
  setPassword: '/set-password',
  createVerificationOTP: '/email-otp/create-verification-otp',
  getVerificationOTP: '/email-otp/get-verification-otp',
}

export function authTable(): Row[] {
  const served = Object.entries(authServed).map(([path, spec]): Row => ({
    kind: 'auth',
    name: `auth ${path}`,
    method: spec.method,
    path: () => `/api/auth${path}`,
    body: spec.body === undefined ? undefined : () => spec.body,
    expect: spec.expect,
    phase: spec.phase,
  }))
  const hidden = authServerOnly.flatMap((path) =>
    (['GET', 'POST'] as const).map((method): Row => ({
      kind: 'auth',
      name: `auth ${path} ${method}`,
      method,
      path: () => `/api/auth${path.replace(/:[a-z]+/gi, 'x')}`,
      body: method === 'POST' ? () => ({}) : undefined,
      expect: each(404),
    })),
  )
  const inProcess = Object.entries(authInProcessOnly).map(([key, path]): Row => ({
    kind: 'auth',
    name: `auth ${key} (in-process only)`,
    method: 'POST',
    path: () => `/api/auth${path}`,
    body: () => ({}),
    expect: each(404),
  }))
  return [...served, ...hidden, ...inProcess]
}

// ─── Payload: collections and globals (DOMAIN §10) ───────────────────────────────────────────

type Who = 'public' | 'editor' | 'sales' | 'admin'
type StaffRole = 'editor' | 'sales' | 'admin'
/** Who may do what; `public` read means visitors read what the public pages show (published). */
export type Policy = {
  read: readonly Who[]
  create: readonly StaffRole[]
  update: readonly StaffRole[]
  delete: readonly StaffRole[]
  /** Visitors' and non-editors' reads are limited to published documents. */
  drafts?: boolean
  /** Staff who are not admins read and change their own record only. */
  ownRecord?: boolean
  /** Not served over REST at all (Payload's own bookkeeping). */
  internal?: boolean
}

const E = 'editor' as const
const S = 'sales' as const
const A = 'admin' as const
/** Content, media, menus, translations: editors write; everyone reads what pages show; sales read. */
const content: Policy = {
  read: ['public', E, S, A],
  create: [E, A],
  update: [E, A],
  delete: [E, A],
}
// Drafts: editors and admins read them, through find and through the versions endpoints
// (issue 38, item 10: Payload's default let any signed-in staff member, sales too, read versions)
const draftContent: Policy = { ...content, drafts: true }
/** Parts and series: editors; sales read-only; visitors read them through the shop's APIs only. */
const catalogue: Policy = { read: [E, S, A], create: [E, A], update: [E, A], delete: [E, A] }
/** Customers, contacts, web users, price lists, shipping and tax data: sales. */
const salesData: Policy = { read: [S, A], create: [S, A], update: [S, A], delete: [S, A] }
/** What buyers made (carts, favourites, saved carts): written by the shop only; sales read. */
const buyersData: Policy = { read: [S, A], create: [], update: [], delete: [A] }
const nobody: Policy = { read: [], create: [], update: [], delete: [] }

/** Every collection of Payload's config, with its policy. */
export const collectionPolicies: Record<string, Policy> = {
  pages: draftContent,
  articles: draftContent,
  categories: draftContent,
  industries: draftContent,
  products: draftContent,
  resources: draftContent,
  testimonials: draftContent,
  'white-papers': draftContent,
  attributes: content,
  icons: content,
  media: content,
  // redirects are content, but not something visitors list
  redirects: { ...content, read: [E, S, A] },
  tstrings: content,
  parts: catalogue,
  series: catalogue,
  // other makers' part numbers → ours (DOMAIN §10 "cross-references (editor, admin)"): like
  // parts, visitors read them through the shop's pages and APIs only
  makers: catalogue,
  'cross-references': catalogue,
  'price-lists': salesData,
  'price-list-entries': salesData,
  // a staff upload that replaces parts (editors) or a price list (sales): kept as a log; only an
  // admin removes an entry. Each staff member reads and starts the kinds of their role only
  // (rows per kind below: importKinds)
  'catalog-imports': { read: [E, S, A], create: [E, S, A], update: [], delete: [A] },
  customers: salesData,
  'web-users': salesData,
  contacts: salesData,
  carts: buyersData,
  favorites: buyersData,
  'saved-carts': buyersData,
  'shipping-carriers': salesData,
  'zip-zones': salesData,
  // orders change only through the order desk's actions (status, shipping): never written, never deleted
  orders: { read: [S, A], create: [], update: [], delete: [] },
  'order-requests': nobody,
  outbox: nobody,
  staff: { read: [A], create: [A], update: [A], delete: [A], ownRecord: true },
  // the audit trail: read by sales and admins, changed by no one (DOMAIN §10)
  'audit-entries': { read: [S, A], create: [], update: [], delete: [] },
  // what an import changed, price by price: the same
  'audit-changes': { read: [S, A], create: [], update: [], delete: [] },
  // each staff member's own admin preferences (expectations of their own below)
  'payload-preferences': { ...nobody, internal: true },
  'payload-locked-documents': { ...nobody, internal: true },
  'payload-migrations': { ...nobody, internal: true },
  'payload-kv': { ...nobody, internal: true },
  'payload-jobs': { ...nobody, internal: true },
  'payload-folders': { ...nobody, internal: true },
}

/**
 * Who starts and who reads an import of each kind (business rules §10: an import takes the roles
 * of what it writes; a price list's net prices are not the editors'). Admins: everything.
 */
export const importKinds: Record<
  keyof Fixtures['imports'],
  { write: readonly StaffRole[]; read: readonly StaffRole[] }
> = {
  parts: { write: [E, A], read: [E, S, A] },
  series: { write: [E, A], read: [E, S, A] },
  priceList: { write: [S, A], read: [S, A] },
  crossReferences: { write: [E, A], read: [E, S, A] },
}

/** Every global, with its policy (create and delete do not apply). */
export const globalPolicies: Record<string, Policy> = {
  // the company block: staff data; DOMAIN §10 gives editors no site settings, and only an
  // admin changes the company
  'site-settings': { read: [S, A], create: [], update: [A], delete: [] },
  // fees, tax rules, rates, reps, order notices: sales update it for the shipping and tax tab
  // (the notice and rep fields are admin-only field by field: what sales send is not saved)
  'checkout-settings': { read: [S, A], create: [], update: [S, A], delete: [] },
  'shipping-rates': { read: [S, A], create: [], update: [S, A], delete: [] },
  'header-menu': { read: ['public', E, S, A], create: [], update: [E, A], delete: [] },
  'footer-menu': { read: ['public', E, S, A], create: [], update: [E, A], delete: [] },
  // the search's synonyms: a catalogue setting of the editors
  'search-synonyms': { read: [E, A], create: [], update: [E, A], delete: [] },
}

/** Payload's REST operations of a collection (method and path below /api/cms/{slug}). */
export const collectionOperations = [
  { op: 'find', method: 'GET', path: '/' },
  { op: 'findByID', method: 'GET', path: '/:id' },
  { op: 'count', method: 'GET', path: '/count' },
  { op: 'create', method: 'POST', path: '/' },
  { op: 'updateByID', method: 'PATCH', path: '/:id' },
  { op: 'update', method: 'PATCH', path: '/' },
  { op: 'deleteByID', method: 'DELETE', path: '/:id' },
  { op: 'delete', method: 'DELETE', path: '/' },
  { op: 'duplicate', method: 'POST', path: '/:id/duplicate' },
  { op: 'docAccess', method: 'POST', path: '/access/:id?' },
  { op: 'findVersions', method: 'GET', path: '/versions' },
  { op: 'findVersionByID', method: 'GET', path: '/versions/:id' },
  { op: 'restoreVersion', method: 'POST', path: '/versions/:id' },
] as const
export const globalOperations = [
  { op: 'findOne', method: 'GET', path: '/' },
  { op: 'update', method: 'POST', path: '/' },
  { op: 'docAccess', method: 'POST', path: '/access' },
  { op: 'findVersions', method: 'GET', path: '/versions' },
  { op: 'findVersionByID', method: 'GET', path: '/versions/:id' },
  { op: 'restoreVersion', method: 'POST', path: '/versions/:id' },
] as const
/** An upload collection's file operations. */
export const uploadOperations = [
  { op: 'file', method: 'GET', path: '/file/:filename' },
  { op: 'pasteUrl', method: 'GET', path: '/paste-url/:id?' },
] as const
/** Payload's preferences of the signed-in staff member (the admin's list columns and the like). */
export const preferenceOperations = [
  { op: 'getPreference', method: 'GET', path: '/:key' },
  { op: 'setPreference', method: 'POST', path: '/:key' },
  { op: 'deletePreference', method: 'DELETE', path: '/:key' },
] as const
/** The staff collection's sign-in operations. */
export const staffAuthOperations = [
  { op: 'login', method: 'POST', path: '/login' },
  { op: 'logout', method: 'POST', path: '/logout' },
  { op: 'me', method: 'GET', path: '/me' },
  { op: 'refreshToken', method: 'POST', path: '/refresh-token' },
  { op: 'forgotPassword', method: 'POST', path: '/forgot-password' },
  { op: 'resetPassword', method: 'POST', path: '/reset-password' },
  { op: 'init', method: 'GET', path: '/init' },
  { op: 'firstRegister', method: 'POST', path: '/first-register' },
  { op: 'unlock', method: 'POST', path: '/unlock' },
  { op: 'verify', method: 'POST', path: '/verify/:id' },
  { op: 'apiKeyReveal', method: 'POST', path: '/:id/api-key/reveal' },
] as const
/** The order desk's actions on the orders collection (admin and sales). */
export const orderDeskActions = [
  { op: 'export', method: 'GET', path: '/export' },
  { op: 'view', method: 'GET', path: '/:id/view' },
  { op: 'status', method: 'POST', path: '/:id/status' },
  { op: 'shipping', method: 'POST', path: '/:id/shipping' },
] as const
/** The cross-reference table's CSV export (editor and admin; issue 41). */
export const crossReferenceActions = [{ op: 'export', method: 'GET', path: '/export' }] as const
/** "Send invitation again" on a web user's page (admin and sales; issue 39 §4). */
export const webUserActions = [{ op: 'invite', method: 'POST', path: '/:id/invite' }] as const
/** Root endpoints of Payload's REST API. */
export const rootOperations = [{ op: 'access', method: 'GET', path: '/access' }] as const

function roleOf(actor: Actor): Who | null {
  return actor === 'editor' || actor === 'sales' || actor === 'admin' ? actor : null
}
function may(list: readonly Who[], actor: Actor): boolean {
  const role = roleOf(actor)
  // admins are listed where they are allowed: DOMAIN §10 keeps even them off the audit trail,
  // and orders change only through the order desk
  return role === null ? list.includes('public') : list.includes(role) || list.includes('public')
}

type CollectionOp = (typeof collectionOperations)[number]['op']

/** What each actor gets for one collection operation under a policy. */
function collectionExpect(
  policy: Policy,
  op: CollectionOp,
  versions: boolean,
  empty: boolean,
): Expectations {
  const out = {} as Expectations
  for (const actor of actors) {
    const role = roleOf(actor)
    const staffMember = role !== null
    if (policy.internal) {
      // Payload's own bookkeeping (locks, key-value, jobs): nothing for visitors and buyers;
      // what the admin's screens use of it is the staff's
      out[actor] = staffMember ? 'lt500' : 'refused'
      continue
    }
    const read = may(policy.read, actor)
    // a staff member reads (and changes) their own record; the target is another one
    const own = !!policy.ownRecord && staffMember
    const can = (list: readonly StaffRole[]) => staffMember && may(list, actor)
    switch (op) {
      case 'find':
      case 'count':
        out[actor] = read || own ? 200 : 403
        break
      case 'findByID':
        // a visitor's read is limited to published documents (the target is published);
        // a staff member's own-record read does not reach another's record
        out[actor] = read ? (empty ? 404 : 200) : own ? 404 : 403
        break
      case 'create':
        out[actor] = can(policy.create) ? 'accepted' : 403
        break
      case 'updateByID':
        out[actor] = can(policy.update) ? 'missing' : 403
        break
      case 'deleteByID':
        out[actor] = can(policy.delete) ? 'missing' : 403
        break
      case 'update':
        out[actor] = can(policy.update) || own ? 200 : 403
        break
      case 'delete':
        out[actor] = can(policy.delete) ? 200 : 403
        break
      case 'duplicate':
        // Payload looks the document up first: a refusal is 403 or 404, and nothing is created
        out[actor] = can(policy.create) && read ? 'lt500' : 'refused'
        break
      case 'docAccess':
        // what the admin asks to draw its buttons: the same (empty) answer for everyone
        out[actor] = 'lt500'
        break
      case 'findVersions':
      case 'findVersionByID': {
        // versions: staff who read the collection, and its drafts where it keeps drafts
        const readsDrafts = !policy.drafts || role === 'editor' || role === 'admin'
        out[actor] = !versions ? 404 : staffMember && read && readsDrafts ? 200 : 403
        break
      }
      case 'restoreVersion':
        out[actor] = !versions ? 404 : can(policy.update) ? 'accepted' : 403
        break
    }
  }
  return out
}

function globalExpect(
  policy: Policy,
  op: (typeof globalOperations)[number]['op'],
  versions: boolean,
): Expectations {
  const out = {} as Expectations
  for (const actor of actors) {
    const staffMember = roleOf(actor) !== null
    const read = may(policy.read, actor)
    const update = staffMember && may(policy.update, actor)
    switch (op) {
      case 'findOne':
        out[actor] = read ? 200 : 403
        break
      case 'update':
        out[actor] = update ? 'accepted' : 403
        break
      case 'docAccess':
        out[actor] = 200
        break
      case 'findVersions':
      case 'findVersionByID':
      case 'restoreVersion':
        out[actor] = !versions ? 404 : staffMember && read ? 'lt500' : 403
        break
    }
  }
  return out
}

/** Payload's preferences: each staff member's own (list columns and the like), keyed by name. */
function preferencesExpect(
  op: CollectionOp | (typeof preferenceOperations)[number]['op'],
): Expectations {
  const staffGet = (staff: Expect, other: Expect): Expectations => ({
    ...each(other),
    editor: staff,
    sales: staff,
    admin: staff,
  })
  switch (op) {
    // GET /:key shadows /count and /:id: no key of a visitor's, so the value is null
    case 'getPreference':
    case 'count':
    case 'findByID':
    case 'findVersions':
      return each(200)
    case 'find':
    case 'delete':
    case 'update':
      return staffGet(200, 403)
    case 'create':
    case 'setPreference':
      return staffGet('lt500', 'refused')
    case 'deleteByID':
    case 'deletePreference':
      return staffGet('lt500', 'refused')
    case 'findVersionByID':
    case 'restoreVersion':
      return each(404)
    default:
      return each('refused')
  }
}

export function cmsTable(shape: {
  /** Collections and globals that keep versions. */
  collections: string[]
  globals: string[]
  /** Collections the fixtures leave without a document (a reader's find-by-id is 404). */
  empty: string[]
  /** A where and a sort on every field a visitor cannot read (tests/support/cms-hidden-fields.ts). */
  hiddenFromVisitors?: readonly { path: string; where: string; sort: string }[]
}): Row[] {
  const versioned = shape
  const rows: Row[] = []
  const cms = (suffix: string) => `/api/cms/${suffix}`
  for (const [slug, policy] of Object.entries(collectionPolicies)) {
    const versions = versioned.collections.includes(slug)
    for (const operation of collectionOperations) {
      // a refused change goes to a real document (checked unchanged afterwards); a granted one
      // to a missing id, so the fixtures stay for the other rows
      const idOf = (f: Fixtures, actorGranted: boolean) =>
        actorGranted ? f.missingId : (f.cmsIds[slug] ?? f.missingId)
      let path: (f: Fixtures) => string
      let body: ((f: Fixtures) => unknown) | undefined
      let target: Row['target']
      let grantedPath: Row['grantedPath']
      switch (operation.op) {
        case 'find':
          path = () => cms(`${slug}?limit=1&depth=0`)
          break
        case 'count':
          path = () => cms(`${slug}/count`)
          break
        case 'findByID':
          path = (f) =>
            cms(
              `${slug}/${slug === 'staff' ? f.staffIds.admin : (f.cmsIds[slug] ?? f.missingId)}?depth=0`,
            )
          break
        case 'create':
          path = () => cms(slug)
          body = () => ({})
          // a refused create adds no document
          target = () => ({ count: slug })
          break
        case 'updateByID':
        case 'deleteByID':
          // the refused are sent to the real document; the granted to a missing id
          path = (f) => cms(`${slug}/${slug === 'staff' ? f.staffIds.admin : idOf(f, false)}`)
          grantedPath = (f) => cms(`${slug}/${idOf(f, true)}`)
          body =
            operation.op === 'updateByID'
              ? () => ({ updatedAt: '2000-01-01T00:00:00.000Z' })
              : undefined
          target = (f) => ({
            collection: slug,
            id: slug === 'staff' ? f.staffIds.admin : idOf(f, false),
          })
          break
        case 'update':
        case 'delete':
          path = (f) => cms(`${slug}?where[id][equals]=${f.missingId}`)
          body = operation.op === 'update' ? () => ({}) : undefined
          break
        case 'duplicate':
          path = (f) => cms(`${slug}/${f.cmsIds[slug] ?? f.missingId}/duplicate`)
          body = () => ({})
          target = () => ({ count: slug })
          break
        case 'docAccess':
          path = (f) => cms(`${slug}/access/${f.cmsIds[slug] ?? f.missingId}`)
          body = () => ({})
          break
        case 'findVersions':
          path = () => cms(`${slug}/versions?limit=1&depth=0`)
          break
        case 'findVersionByID':
          path = (f) => cms(`${slug}/versions/${f.versionIds[slug] ?? f.missingId}?depth=0`)
          break
        case 'restoreVersion':
          path = (f) => cms(`${slug}/versions/${f.versionIds[slug] ?? f.missingId}`)
          body = () => ({})
          break
      }
      rows.push({
        kind: 'cms',
        name: `cms ${slug} ${operation.op}`,
        method: operation.method,
        path,
        body,
        target,
        grantedPath,
        expect:
          slug === 'payload-preferences'
            ? preferencesExpect(operation.op)
            : collectionExpect(policy, operation.op, versions, shape.empty.includes(slug)),
      })
    }
  }
  for (const [slug, policy] of Object.entries(globalPolicies)) {
    const versions = versioned.globals.includes(slug)
    for (const operation of globalOperations) {
      const path =
        operation.op === 'findVersionByID' || operation.op === 'restoreVersion'
          ? (f: Fixtures) => cms(`globals/${slug}/versions/${f.missingId}`)
          : operation.op === 'findVersions'
            ? () => cms(`globals/${slug}/versions`)
            : operation.op === 'docAccess'
              ? () => cms(`globals/${slug}/access`)
              : () => cms(`globals/${slug}`)
      rows.push({
        kind: 'cms',
        name: `cms global ${slug} ${operation.op}`,
        method: operation.method,
        path,
        body: operation.method === 'POST' ? () => ({}) : undefined,
        target: operation.op === 'update' ? () => ({ global: slug }) : undefined,
        expect: globalExpect(policy, operation.op, versions),
      })
    }
  }
  const staffAuth: Record<
    (typeof staffAuthOperations)[number]['op'],
    { expect: Expectations; body?: unknown; phase?: 'last' }
  > = {
    // a wrong password: refused, the same for everyone
    login: {
      expect: each('lt500'),
      body: { email: 'nobody@alleghenycontrols.example', password: 'wrong-password' },
    },
    logout: { expect: { ...each(400), editor: 200, sales: 200, admin: 200 }, phase: 'last' },
    me: { expect: each(200) },
    // a token sent as a header is not refreshed (the admin's cookie is): refused for everyone
    refreshToken: { expect: each('refused'), phase: 'last' },
    // the same answer for a known and an unknown address; nothing is sent for this one
    forgotPassword: { expect: each(200), body: { email: 'nobody@alleghenycontrols.example' } },
    resetPassword: {
      expect: each('lt500'),
      body: { token: 'not-a-token', password: 'whatever-2026!' },
    },
    init: { expect: each(200) },
    // there is an admin already: nobody registers a first one
    firstRegister: {
      expect: each(403),
      body: { email: 'intruder@example.com', password: 'intruder-2026!' },
    },
    // unlocking a staff account is an admin's
    // staff sign-in has a per-client limit instead of a lockout: there is nothing to unlock
    unlock: {
      expect: each(403),
      body: { email: 'nobody@alleghenycontrols.example' },
    },
    // staff have no e-mail verification: the route is not there
    verify: { expect: each(404) },
    apiKeyReveal: { expect: each(404) },
  }
  for (const operation of staffAuthOperations) {
    const spec = staffAuth[operation.op]
    rows.push({
      kind: 'cms',
      name: `cms staff ${operation.op}`,
      method: operation.method,
      path: (f) =>
        cms(
          `staff${operation.path.replace(':id', operation.op === 'apiKeyReveal' ? String(f.staffIds.admin) : 'not-a-token')}`,
        ),
      body: operation.method === 'POST' ? () => spec.body ?? {} : undefined,
      expect: spec.expect,
      phase: spec.phase,
    })
  }
  const sales: Expectations = { ...each(403), sales: 200, admin: 200 }
  for (const action of orderDeskActions) {
    rows.push({
      kind: 'cms',
      name: `cms orders ${action.op}`,
      method: action.method,
      path: (f) => cms(`orders${action.path.replace(':id', String(f.aOrderId))}`),
      // a move the rules refuse / an amount for an order that waits for none: refused by the
      // desk (4xx), never by access for sales and admins
      body:
        action.op === 'status'
          ? () => ({ to: 'delivered' })
          : action.op === 'shipping'
            ? () => ({ shippingCents: 1000 })
            : undefined,
      target:
        action.method === 'POST' ? (f) => ({ collection: 'orders', id: f.aOrderId }) : undefined,
      expect: action.method === 'GET' ? sales : { ...each(403), sales: 'lt500', admin: 'lt500' },
    })
  }
  // the cross-reference table as CSV: for those who edit it (DOMAIN §10: editor, admin)
  for (const action of crossReferenceActions) {
    rows.push({
      kind: 'cms',
      name: `cms cross-references ${action.op}`,
      method: action.method,
      path: () => cms(`cross-references${action.path}`),
      expect: { ...each(403), editor: 200, admin: 200 },
    })
  }
  for (const action of webUserActions) {
    rows.push({
      kind: 'cms',
      name: `cms web-users ${action.op}`,
      method: action.method,
      path: (f) => cms(`web-users${action.path.replace(':id', String(f.cmsIds['web-users']))}`),
      body: () => ({}),
      // sent, or refused as too soon after the last one (429): never refused by access for them
      expect: { ...each(403), sales: 'lt500', admin: 'lt500' },
    })
  }
  // uploads: a media file is public like the pages that show it; a catalogue import's file is
  // staff's; fetching a file from a URL is for those who may upload
  for (const [slug, policy] of Object.entries(collectionPolicies).filter(([slug]) =>
    ['media', 'catalog-imports'].includes(slug),
  )) {
    for (const operation of uploadOperations) {
      const expectations = {} as Expectations
      for (const actor of actors) {
        const staffMember = roleOf(actor) !== null
        expectations[actor] =
          operation.op === 'file'
            ? may(policy.read, actor)
              ? slug === 'media'
                ? 200
                : // an editor's read of imports is limited to some kinds: a file none of them
                  // holds is refused before the disk is looked at
                  actor === 'editor'
                  ? 403
                  : 404
              : 403
            : // staff only; the server fetches nothing here (no allow-list is configured)
              staffMember
              ? 'lt500'
              : 403
      }
      rows.push({
        kind: 'cms',
        name: `cms ${slug} ${operation.op}`,
        method: operation.method,
        path: (f) =>
          operation.op === 'file'
            ? cms(
                `${slug}/file/${slug === 'media' ? encodeURIComponent(f.mediaFilename) : 'missing.csv'}`,
              )
            : cms(`${slug}/paste-url?src=${encodeURIComponent('http://127.0.0.1:9/x.png')}`),
        expect: expectations,
      })
    }
  }
  // a catalogue import of each kind: started by the roles that write what it changes, read (and
  // its file downloaded) by those who may read it; another kind's record is 404, its file 403
  for (const [kind, roles] of Object.entries(importKinds) as [
    keyof Fixtures['imports'],
    (typeof importKinds)[keyof Fixtures['imports']],
  ][]) {
    const per = (granted: Expect, staffRefused: Expect, list: readonly StaffRole[]) => {
      const out = each(403)
      for (const role of [E, S, A]) out[role] = list.includes(role) ? granted : staffRefused
      return out
    }
    rows.push({
      kind: 'cms',
      name: `cms catalog-imports create ${kind}`,
      method: 'POST',
      path: () => cms('catalog-imports'),
      // no file: a role that may import this kind is told so (400), nothing is imported
      body: () => ({ kind, priceList: 'OEM' }),
      target: () => ({ count: 'catalog-imports' }),
      expect: per('accepted', 403, roles.write),
    })
    rows.push({
      kind: 'cms',
      name: `cms catalog-imports findByID ${kind}`,
      method: 'GET',
      path: (f) => cms(`catalog-imports/${f.imports[kind].id}?depth=0`),
      expect: per(200, 404, roles.read),
    })
    rows.push({
      kind: 'cms',
      name: `cms catalog-imports file ${kind}`,
      method: 'GET',
      path: (f) => cms(`catalog-imports/file/${encodeURIComponent(f.imports[kind].filename)}`),
      expect: per(200, 403, roles.read),
    })
  }
  // a staff member's own admin preferences: staff only
  for (const operation of preferenceOperations) {
    rows.push({
      kind: 'cms',
      name: `cms payload-preferences ${operation.op}`,
      method: operation.method,
      path: () => cms('payload-preferences/matrix-columns'),
      body: operation.method === 'POST' ? () => ({ value: { columns: [] } }) : undefined,
      expect: preferencesExpect(operation.op),
    })
  }
  for (const operation of rootOperations) {
    rows.push({
      kind: 'cms',
      name: `cms root ${operation.op}`,
      method: operation.method,
      path: () => cms(operation.path.slice(1)),
      expect: each(200),
    })
  }
  // issue 38, item 4: what a visitor cannot read they cannot filter or sort on (400); staff may
  const staffMay: Expectations = { ...each(400), editor: 'lt500', sales: 'lt500', admin: 'lt500' }
  for (const query of shape.hiddenFromVisitors ?? []) {
    for (const kind of ['where', 'sort'] as const) {
      rows.push({
        kind: 'cms',
        name: `cms hidden from visitors ${kind} ${query.path}`,
        method: 'GET',
        path: () => cms(query[kind]),
        expect: staffMay,
      })
    }
  }
  // issue 38, items 1 and 12: how much a read asks for, in the URL or in a method-override body
  const readLimits: [string, string, Expectations][] = [
    ['depth 10', 'products?depth=10&limit=1', each(400)],
    ['depth 3', 'products?depth=3&limit=1', staffMay],
    ['limit 101', 'products?depth=0&limit=101', staffMay],
    ['pagination off', 'products?depth=0&pagination=false', staffMay],
  ]
  for (const [label, path, expect] of readLimits) {
    rows.push({
      kind: 'cms',
      name: `cms read limit ${label}`,
      method: 'GET',
      path: () => cms(path),
      expect,
    })
    rows.push({
      kind: 'cms',
      name: `cms read limit ${label} (method override)`,
      method: 'POST',
      path: () => cms('products'),
      body: () => path.split('?')[1]!,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-payload-http-method-override': 'GET',
      },
      expect,
    })
  }
  // GraphQL is off (payload.config.ts): its route answers as a missing one
  rows.push(
    {
      kind: 'cms',
      name: 'cms graphql POST',
      method: 'POST',
      path: () => '/api/cms/graphql',
      body: () => ({ query: '{ Staffs { docs { email } } }' }),
      expect: each(404),
    },
    {
      kind: 'cms',
      name: 'cms graphql GET',
      method: 'GET',
      path: () => '/api/cms/graphql-playground',
      expect: each(404),
    },
  )
  return rows
}

// ─── the admin's pages ───────────────────────────────────────────────────────────────────────

/** Texts of business documents the fixtures make: none on an admin screen its reader may not see. */
const adminMarkers = ['!Matrix A Corp', '!buyer.a@matrix.example', '!Owner-A Lane 7', '!Matrix Rep']

/** The admin's screens: a visitor (and a buyer) is sent to the admin's login. */
export function adminTable(): Row[] {
  // a staff member who may not read a collection or global gets the admin's not-found page
  const staffOnly = (granted: readonly Actor[]): Expectations => ({
    ...each('adminLogin'),
    editor: granted.includes('editor') ? 200 : 404,
    sales: granted.includes('sales') ? 200 : 404,
    admin: granted.includes('admin') ? 200 : 404,
  })
  const rows: Row[] = [
    {
      kind: 'admin',
      name: 'admin /admin',
      method: 'GET',
      path: () => '/admin',
      expect: staffOnly(staffActors),
    },
    {
      kind: 'admin',
      name: 'admin /admin/account',
      method: 'GET',
      path: () => '/admin/account',
      expect: staffOnly(staffActors),
    },
    {
      kind: 'admin',
      name: 'admin /admin/login',
      method: 'GET',
      path: () => '/admin/login',
      expect: { ...each(200), editor: 'lt500', sales: 'lt500', admin: 'lt500' },
    },
    {
      kind: 'admin',
      name: 'admin /admin/forgot',
      method: 'GET',
      path: () => '/admin/forgot',
      expect: each('lt500'),
    },
    {
      kind: 'admin',
      name: 'admin /admin/create-first-user',
      method: 'GET',
      path: () => '/admin/create-first-user',
      expect: each('lt500'),
    },
  ]
  for (const [slug, policy] of Object.entries(collectionPolicies)) {
    if (policy.internal) continue
    const readers = staffActors.filter((actor) => may(policy.read, actor) || policy.ownRecord)
    rows.push({
      kind: 'admin',
      name: `admin collection ${slug}`,
      method: 'GET',
      path: () => `/admin/collections/${slug}`,
      // who may not read the collection sees none of its documents (the fixtures' markers)
      contains: Object.fromEntries(
        actors
          .filter((actor) => !readers.includes(actor as (typeof staffActors)[number]))
          .map((actor) => [actor, () => adminMarkers]),
      ),
      expect: staffOnly(readers),
    })
  }
  for (const [slug, policy] of Object.entries(globalPolicies)) {
    const readers = staffActors.filter((actor) => may(policy.read, actor))
    rows.push({
      kind: 'admin',
      name: `admin global ${slug}`,
      method: 'GET',
      path: () => `/admin/globals/${slug}`,
      contains: Object.fromEntries(
        actors
          .filter((actor) => !readers.includes(actor as (typeof staffActors)[number]))
          .map((actor) => [actor, () => adminMarkers]),
      ),
      expect: staffOnly(readers),
    })
  }
  return rows
}

export { buyers, staffActors }
