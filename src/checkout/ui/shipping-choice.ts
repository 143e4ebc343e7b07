/**
 * Where the buyer wants the cart shipped and how (spec §S4 shipping method): an address from
 * the address book or a typed country/state/ZIP, a carrier, a method and, for collect
 * carriers, the shipper number typed for each. Kept in this browser (local storage) so the cart shows the
 * same figures after a reload; a signed-in buyer's chosen address is also kept in the cart
 * record (`selectedShippingId`). The quote turns it into money; nothing here does.
 */
import { addressName } from '@/account/address-format'
import type { ShippingMethod } from '@/checkout/quote/shipping'

export type ShippingAddressChoice =
  /** `summary` names the address without its country; `country` is its code (shown by name). */
  | { kind: 'contact'; id: number; summary: string; country?: string }
  | { kind: 'typed'; country: string; state: string; postalCode: string }

export type ShippingChoice = {
  address: ShippingAddressChoice | null
  carrier: string | null
  method: ShippingMethod | null
  /**
   * The buyer's account number per collect carrier, as typed: a number belongs to the carrier
   * it was typed for, so a prepaid carrier chosen later sends none and another collect carrier
   * does not inherit it (issue 39).
   */
  shipperNumbers: Readonly<Record<string, string>>
}

export const noShippingChoice: ShippingChoice = {
  address: null,
  carrier: null,
  method: null,
  shipperNumbers: {},
}

/** The number typed for `carrier` (empty when none was). */
export function shipperNumberOf(
  choice: ShippingChoice,
  carrier: string | null | undefined,
): string {
  return carrier ? (choice.shipperNumbers[carrier] ?? '') : ''
}

/** The choice with `typed` kept, as typed, for `carrier`. */
export function withShipperNumber(
  choice: ShippingChoice,
  carrier: string,
  typed: string,
): ShippingChoice {
  return { ...choice, shipperNumbers: { ...choice.shipperNumbers, [carrier]: typed } }
}

/**
 * What this browser stored, made safe to use: unknown fields dropped, each number a string.
 * The single `shipperNumber` of before is dropped too: it did not say which carrier it was
 * typed for.
 */
export function choiceFromStored(stored: unknown): ShippingChoice {
  if (!stored || typeof stored !== 'object') return noShippingChoice
  const { address, carrier, method, shipperNumbers } = stored as Partial<
    Record<keyof ShippingChoice, unknown>
  >
  const numbers =
    shipperNumbers && typeof shipperNumbers === 'object'
      ? Object.fromEntries(
          Object.entries(shipperNumbers).filter(
            (entry): entry is [string, string] => typeof entry[1] === 'string',
          ),
        )
      : {}
  return {
    address: (address as ShippingAddressChoice | null | undefined) ?? null,
    carrier: typeof carrier === 'string' && carrier !== '' ? carrier : null,
    method: typeof method === 'string' && method !== '' ? method : null,
    shipperNumbers: numbers,
  }
}

/**
 * The service the buyer's choice shows among a carrier's: the one kept when the carrier
 * offers it, else the carrier's first (a choice saved before carriers had their own
 * services, or for another carrier: issue 39 §10).
 */
export function serviceShown(
  services: readonly { code: string }[],
  kept: string | null | undefined,
): string | null {
  return services.find((service) => service.code === kept)?.code ?? services[0]?.code ?? null
}

/**
 * The choice after the quote refused it: a service the carrier does not offer (kept in this
 * browser from before, or sent by an old page) is forgotten, so the next quote gives the
 * carrier's first service instead of refusing again.
 */
export function choiceAfterRefusal(choice: ShippingChoice, code: string | null): ShippingChoice {
  return code === 'methodNotOffered' && choice.method !== null
    ? { ...choice, method: null }
    : choice
}

/** The quote request's shipping fields for a choice (none without an address). */
export function quoteFieldsOf(choice: ShippingChoice): Record<string, unknown> {
  if (!choice.address) return {}
  const where =
    choice.address.kind === 'contact'
      ? { shippingContactId: choice.address.id }
      : {
          shipping: {
            country: choice.address.country,
            state: choice.address.state || undefined,
            postalCode: choice.address.postalCode || undefined,
          },
        }
  return {
    ...where,
    ...(choice.carrier ? { carrier: choice.carrier } : {}),
    ...(choice.method ? { method: choice.method } : {}),
    ...(shipperNumberOf(choice, choice.carrier).trim()
      ? { shipperNumber: shipperNumberOf(choice, choice.carrier).trim() }
      : {}),
  }
}

/**
 * A short line for the summary, the country by its name in the page's language (never its
 * code): "Dock 4 · Beaver, PA 15009", "Planta · 64000 Monterrey, Nuevo León (México)",
 * "PA 15009", "México, 64000".
 */
export function addressLine(
  address: ShippingAddressChoice,
  countryName: (code: string) => string,
): string {
  if (address.kind === 'contact') {
    // a summary kept from before ERP codes were hidden loses its code here
    const summary = addressName(address.summary)
    return address.country && address.country !== 'US'
      ? `${summary} (${countryName(address.country)})`
      : summary
  }
  const place = [address.state, address.postalCode].filter(Boolean).join(' ')
  return [address.country !== 'US' ? countryName(address.country) : '', place]
    .filter(Boolean)
    .join(', ')
}

const storageKey = 'allegheny.shipping.v1'

function read(): ShippingChoice {
  if (typeof window === 'undefined') return noShippingChoice
  try {
    return choiceFromStored(JSON.parse(window.localStorage.getItem(storageKey) ?? 'null'))
  } catch {
    return noShippingChoice
  }
}

export function createShippingChoiceStore(storage: {
  load(): ShippingChoice
  save(choice: ShippingChoice): void
}) {
  let state: ShippingChoice | null = null
  const listeners = new Set<() => void>()
  return {
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    getSnapshot(): ShippingChoice {
      state ??= storage.load()
      return state
    },
    getServerSnapshot: (): ShippingChoice => noShippingChoice,
    set(next: ShippingChoice) {
      state = next
      storage.save(next)
      listeners.forEach((listener) => listener())
    },
  }
}

export const shippingChoiceStore = createShippingChoiceStore({
  load: read,
  save(choice) {
    if (typeof window === 'undefined') return
    try {
      window.localStorage.setItem(storageKey, JSON.stringify(choice))
    } catch {
      // storage blocked: the choice lasts for this page
    }
  },
})
