/**
 * Which sales rep a new customer gets (business rules §8), pure: the first rep whose area
 * codes hold the billing phone's area code, else whose states hold the billing state, else
 * whose countries hold the country, else the rep labelled `fallback`.
 */

/** A rep as staff list them in the checkout settings; codes are comma-separated text. */
export type SalesRep = {
  label: string
  rep: string
  territory?: string | null
  email?: string | null
  areaCodes?: string | null
  states?: string | null
  countries?: string | null
}

export type RepMatch = { rep: SalesRep; by: 'areaCode' | 'state' | 'country' | 'fallback' }

const listOf = (text: string | null | undefined) =>
  (text ?? '')
    .split(',')
    .map((entry) => entry.trim().toUpperCase())
    .filter(Boolean)

/**
 * The area code of a North American phone number ('+1 (724) 555-0142', '724.555.0142',
 * '17245550142'), or null for anything else (other countries have no area-code rule).
 */
export function areaCodeOf(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/\D/g, '')
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits
  return national.length === 10 && /^[2-9]/.test(national) ? national.slice(0, 3) : null
}

export function repFor(
  reps: readonly SalesRep[],
  billing: { phone?: string | null; state?: string | null; country?: string | null },
): RepMatch | null {
  const areaCode = areaCodeOf(billing.phone)
  const state = (billing.state ?? '').trim().toUpperCase()
  const country = (billing.country ?? '').trim().toUpperCase()
  const byAreaCode = areaCode
    ? reps.find((rep) => listOf(rep.areaCodes).includes(areaCode))
    : undefined
  if (byAreaCode) return { rep: byAreaCode, by: 'areaCode' }
  const byState = state ? reps.find((rep) => listOf(rep.states).includes(state)) : undefined
  if (byState) return { rep: byState, by: 'state' }
  const byCountry = country
    ? reps.find((rep) => listOf(rep.countries).includes(country))
    : undefined
  if (byCountry) return { rep: byCountry, by: 'country' }
  const fallback = reps.find((rep) => rep.label.trim().toLowerCase() === 'fallback')
  return fallback ? { rep: fallback, by: 'fallback' } : null
}
