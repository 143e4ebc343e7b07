/**
 * Refusals in the shop's words. A service says *why* it will not do something
 * (`throw refuse('quoteChanged', …)`); this one table says, at the edge, what that means for
 * HTTP (status, the `code` clients read, the English sentence of the JSON `error`) and which
 * localized message a buyer reads (a key of messages/en.json and es.json).
 *
 * Why one table here, in `account` (the buyer-context layer), holding words of the capabilities
 * above it: the table is plain data (names and message keys, like the message files, which
 * also hold every capability's words), so it imports no capability; and the wrappers that map
 * a refusal to an answer live here, below every capability that throws one. One file to read
 * answers "what does a buyer get when X is refused", for the whole shop. A new capability adds
 * its rows here, nothing else.
 *
 * The `error` sentences and codes are exactly what the API answered before refusals had names
 * (clients and the tests read them); the localized keys are what the pages already show.
 */
import { createTranslator } from 'next-intl'

import en from '../../../messages/en.json'
import es from '../../../messages/es.json'
import type { Locale } from '@/i18n/locales'
import { HttpError } from '@/platform/http'

type Entry = {
  /** The HTTP status; null: the refusal names it (a service that speaks HTTP itself, as better-auth). */
  status: number | null
  /** The `code` of the JSON answer; null: the refusal names it (a rule's own code). */
  code: string | null
  /** The JSON answer's `error`, English, with `{name}` filled from the refusal's values. */
  error: string
  /** The message key a buyer reads in their language; `{code}` is the refusal's code. */
  message: string
  /** The answer's `error` is the message in the refusal's locale (when it has one). */
  localizedError?: true
}

export const refusalTable = {
  // the buyer context (every wrapper)
  signInRequired: {
    status: 401,
    code: 'unauthorized',
    error: 'Sign in to continue',
    message: 'refusals.signInRequired',
  },
  addressBookNeedsSignIn: {
    status: 401,
    code: 'unauthorized',
    error: 'Sign in to use your address book',
    message: 'refusals.signInRequired',
  },
  // account: the sign-in service (better-auth) refusing a change of name or e-mail, passed on as it said it
  accountServiceRefused: {
    status: null,
    code: null,
    error: '{message}',
    message: 'refusals.accountServiceRefused',
  },
  // the better-auth endpoints the shop's pages do not call
  authEndpointNotInUse: {
    status: 404,
    code: 'notFound',
    error: 'Not Found',
    message: 'refusals.authEndpointNotInUse',
  },
  // account: the address book, buyers managed by staff
  addressNotFound: {
    status: 404,
    code: 'notFound',
    error: 'Address not found',
    message: 'address.errors.notFound',
  },
  addressReadOnly: {
    status: 403,
    code: 'readOnly',
    error: 'This address is managed by our office and cannot be changed',
    message: 'address.errors.readOnly',
  },
  primaryAddress: {
    status: 403,
    code: 'primaryContact',
    error: 'The customer’s primary address cannot be removed',
    message: 'address.errors.primaryContact',
  },
  buyersAreForStaff: {
    status: 403,
    code: 'forbidden',
    error: 'Buyers are managed by admin and sales staff',
    message: 'refusals.staffOnly',
  },
  webUserNotFound: {
    status: 404,
    code: 'notFound',
    error: 'No such web user',
    message: 'refusals.webUserNotFound',
  },
  invitationTooSoon: {
    status: 429,
    code: null,
    error: 'An invitation was sent a moment ago',
    message: 'refusals.invitationTooSoon',
  },
  // catalog: the search's query, a family's part list
  searchInvalid: {
    status: 400,
    code: 'invalid',
    // the first problem of the query, as its schema words it
    error: '{problem}',
    message: 'refusals.searchInvalid',
  },
  // cross-reference: the public API's part number
  crossReferenceInvalid: {
    status: 400,
    code: 'invalid',
    error: '{problem}',
    message: 'refusals.crossReferenceInvalid',
    // integrators read the answer itself: it speaks the request's language
    localizedError: true,
  },
  familyNotFound: {
    status: 404,
    code: 'notFound',
    error: 'No such product family',
    message: 'refusals.familyNotFound',
  },
  // content: the contact form, answered in the language of the page it was sent from
  contactCaptchaFailed: {
    status: 403,
    code: 'captchaFailed',
    error: 'The check that you are not a robot did not pass. Please try it again.',
    message: 'contactForm.refusals.captchaFailed',
    localizedError: true,
  },
  contactTooMany: {
    status: 429,
    code: null,
    error:
      'You have sent several messages in a short time. Please try again in {minutes} min, or call us.',
    message: 'contactForm.refusals.tooMany',
    localizedError: true,
  },
  contactNotSent: {
    status: 503,
    code: 'notSent',
    error:
      'Your message could not be sent just now. Please try again in a few minutes, or call or e-mail us.',
    message: 'contactForm.refusals.notSent',
    localizedError: true,
  },
  // the storefront's viewer call: a body no page of the shop sends
  viewerRequestInvalid: {
    status: 400,
    code: 'invalid',
    error: 'Some fields are not valid',
    message: 'refusals.viewerRequestInvalid',
    localizedError: true,
  },
  // cart: lines, favourites, saved carts
  unknownFeature: {
    status: 400,
    code: 'unknownFeature',
    error: 'Unknown feature',
    message: 'refusals.unknownFeature',
  },
  invalidPartNumber: {
    status: 400,
    code: 'invalidPartNumber',
    error: 'Not a part number',
    message: 'refusals.invalidPartNumber',
  },
  quickOrderTooLong: {
    status: 400,
    code: 'tooManyLines',
    error: 'At most {max} lines',
    message: 'quickOrder.errors.tooManyLines',
  },
  cartLineRefused: {
    status: 400,
    code: null,
    error: 'Cart line refused: {code}',
    message: 'cart.refusal.{code}',
  },
  lineNotInCart: {
    status: 404,
    code: 'notInCart',
    error: 'Cart line refused: notInCart',
    message: 'cart.refusal.notInCart',
  },
  partNotAvailable: {
    status: 400,
    code: 'partNotAvailable',
    error: 'Cart line refused: partNotAvailable',
    message: 'cart.refusal.partNotAvailable',
  },
  cartFull: {
    status: 400,
    code: 'cartFull',
    error: 'A cart holds at most {max} lines',
    message: 'cart.refusal.cartFull',
  },
  cartLinesFull: {
    status: 400,
    code: 'cartFull',
    error: 'Cart line refused: cartFull',
    message: 'cart.refusal.cartFull',
  },
  cartChanged: {
    status: 409,
    code: 'versionConflict',
    error: 'The cart changed; apply your change again',
    message: 'refusals.cartChanged',
  },
  favoriteNotSold: {
    status: 400,
    code: 'partNotAvailable',
    error: 'Not sold: {pn}',
    message: 'favorites.refusal.partNotAvailable',
  },
  favoritesFull: {
    status: 400,
    code: 'favoritesFull',
    error: 'At most {max} favourites',
    message: 'favorites.refusal.favoritesFull',
  },
  favoritesChanged: {
    status: 409,
    code: 'versionConflict',
    error: 'Your favourites changed; apply your change again',
    message: 'refusals.favoritesChanged',
  },
  savedCartNotFound: {
    status: 404,
    code: 'notFound',
    error: 'No such saved cart',
    message: 'savedCarts.notFound',
  },
  savedCartNameTaken: {
    status: 409,
    code: 'nameTaken',
    error: 'You already have a saved cart by that name',
    message: 'savedCarts.errors.nameTaken',
  },
  nothingToSave: {
    status: 400,
    code: 'cartEmpty',
    error: 'There is nothing to save',
    message: 'savedCarts.errors.cartEmpty',
  },
  savedCartEmpty: {
    status: 400,
    code: 'cartEmpty',
    error: 'A saved cart keeps at least one line',
    message: 'refusals.savedCartEmpty',
  },
  savedCartsFull: {
    status: 400,
    code: 'savedCartsFull',
    error: 'At most {max} saved carts',
    message: 'savedCarts.errors.savedCartsFull',
  },
  savedCartChanged: {
    status: 409,
    code: 'versionConflict',
    error: 'This saved cart changed elsewhere',
    message: 'refusals.savedCartChanged',
  },
  // checkout: the quote and placing an order
  shippingRefused: {
    status: 400,
    code: null,
    error: 'Shipping refused: {code}',
    message: 'shipping.errors.{code}',
    localizedError: true,
  },
  quoteLineRefused: {
    status: 400,
    code: null,
    error: 'Quote line refused: {code}',
    message: 'cart.refusal.{code}',
  },
  cartEmpty: {
    status: 400,
    code: 'cartEmpty',
    error: 'The cart is empty',
    message: 'checkout.errors.cartEmpty',
  },
  unavailableLines: {
    status: 400,
    code: 'unavailableLines',
    error: 'Remove the lines no longer sold first',
    message: 'checkout.errors.unavailableLines',
  },
  carrierRequired: {
    status: 400,
    code: 'carrierRequired',
    error: 'Choose a carrier',
    message: 'checkout.errors.carrierRequired',
  },
  shipperNumberRequired: {
    status: 400,
    code: 'shipperNumberRequired',
    error: 'Type the account number of the carrier',
    message: 'shipping.errors.shipperNumberRequired',
  },
  idempotencyKeyRequired: {
    status: 400,
    code: 'idempotencyKeyRequired',
    error: 'An Idempotency-Key header of 8–255 printable characters is required',
    message: 'checkout.errors.failed',
  },
  idempotencyKeyReused: {
    status: 409,
    code: 'idempotencyKeyReused',
    error: 'This key was used for another order request',
    message: 'checkout.errors.idempotencyKeyReused',
  },
  orderInProgress: {
    status: 409,
    code: 'orderInProgress',
    error: 'The same order is still being placed',
    message: 'checkout.errors.orderInProgress',
  },
  quoteChanged: {
    status: 409,
    code: 'quoteChanged',
    error: 'The total changed since you saw it',
    message: 'checkout.errors.quoteChanged',
  },
  // checkout: orders after they are placed (the buyer's and the order desk's)
  orderNotFound: {
    status: 404,
    code: 'notFound',
    error: 'No such order',
    message: 'refusals.orderNotFound',
  },
  ordersAreForStaff: {
    status: 403,
    code: 'forbidden',
    error: 'Orders are for admin and sales staff',
    message: 'refusals.staffOnly',
  },
  orderChanged: {
    status: 409,
    code: 'orderChanged',
    error: 'The order was changed meanwhile; reload it',
    message: 'refusals.orderChanged',
  },
  orderCannotMove: {
    status: 409,
    code: null,
    error: 'The order cannot become {to}',
    message: 'refusals.orderCannotMove',
  },
  trackingNumberNeeded: {
    status: 400,
    code: 'trackingNumberNeeded',
    error: 'The order cannot become {to}',
    message: 'refusals.trackingNumberNeeded',
  },
  invalidAmount: {
    status: 400,
    code: 'invalidAmount',
    error: 'Enter an amount of 0 or more',
    message: 'refusals.invalidAmount',
  },
  shippingNotPending: {
    status: 409,
    code: 'shippingNotPending',
    error: 'This order does not wait for a shipping amount',
    message: 'refusals.shippingNotPending',
  },
  shippingFinal: {
    status: 409,
    code: 'notAllowed',
    error: "A {status} order's shipping is final",
    message: 'refusals.shippingFinal',
  },
  noQuoteBasis: {
    status: 409,
    code: 'noQuoteBasis',
    error: 'This order keeps no quote to recompute',
    message: 'refusals.noQuoteBasis',
  },
} as const satisfies Record<string, Entry>

export type RefusalName = keyof typeof refusalTable

/** Refusals whose code is the rule's own (a quantity rule's, a status move's): they must name it. */
type OpenCoded = {
  [N in RefusalName]: (typeof refusalTable)[N]['code'] extends null ? N : never
}[RefusalName]

/** Refusals whose status is the refusing service's own: they must name it (and their code). */
type OpenStatus = {
  [N in RefusalName]: (typeof refusalTable)[N]['status'] extends null ? N : never
}[RefusalName]

export type RefusalDetails = {
  /** Fill the `{name}`s of the sentence and the message. */
  values?: Record<string, string | number>
  /** Beside `error` and `code` in the JSON answer (fieldErrors, the current record, …). */
  extra?: Record<string, unknown>
  /** The language of the request, for a refusal whose answer speaks it. */
  locale?: Locale
}

/** A service's "no", by name. `status` and `code` read from the table (callers and tests use them). */
export class Refusal extends Error {
  readonly refusal: RefusalName
  readonly status: number
  readonly code: string
  readonly details: RefusalDetails

  constructor(refusal: RefusalName, code: string, details: RefusalDetails, status?: number) {
    super(fill(refusalTable[refusal].error, { code, ...details.values }))
    this.name = 'Refusal'
    this.refusal = refusal
    // an open status is always named (the overloads of `refuse`); 400 is never reached
    this.status = refusalTable[refusal].status ?? status ?? 400
    this.code = code
    this.details = details
  }
}

export function refuse(
  refusal: Exclude<RefusalName, OpenCoded | OpenStatus>,
  details?: RefusalDetails,
): Refusal
export function refuse(
  refusal: Exclude<OpenCoded, OpenStatus>,
  details: RefusalDetails & { code: string },
): Refusal
export function refuse(
  refusal: OpenStatus,
  details: RefusalDetails & { code: string; status: number },
): Refusal
export function refuse(
  refusal: RefusalName,
  details: RefusalDetails & { code?: string; status?: number } = {},
): Refusal {
  const { code, status, ...rest } = details
  return new Refusal(refusal, code ?? refusalTable[refusal].code ?? refusal, rest, status)
}

function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  )
}

const messages = { en, es }
// a message whose values the refusal does not carry reads as no message (null), never as its key
const quiet = { onError: () => {}, getMessageFallback: () => '' }
const translators = {
  en: createTranslator({ locale: 'en', messages: en, ...quiet }),
  es: createTranslator({ locale: 'es', messages: es, ...quiet }),
}

function hasMessage(locale: Locale, key: string): boolean {
  let node: unknown = messages[locale]
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object') return false
    node = (node as Record<string, unknown>)[part]
  }
  return typeof node === 'string'
}

/**
 * What a buyer reads about a refusal, in their language; null when the table names no message
 * in that language or the message needs a value the refusal does not carry (`values` adds some,
 * e.g. a total formatted for the page).
 */
export function refusalMessage(
  refusal: Refusal,
  locale: Locale,
  values: Record<string, string | number> = {},
): string | null {
  const key = fill(refusalTable[refusal.refusal].message, { code: refusal.code })
  if (!hasMessage(locale, key)) return null
  const translate = translators[locale] as unknown as (
    key: string,
    values?: Record<string, string | number>,
  ) => string
  return translate(key, { ...refusal.details.values, ...values }) || null
}

/** The refusal as the API answers it: the table's status, code and sentence, and its extras. */
export function refusalError(refusal: Refusal): HttpError {
  const entry: Entry = refusalTable[refusal.refusal]
  const said =
    entry.localizedError && refusal.details.locale
      ? refusalMessage(refusal, refusal.details.locale)
      : null
  return new HttpError(refusal.status, refusal.code, said ?? refusal.message, refusal.details.extra)
}
