/**
 * Props shared by the address book and its form. The server page computes the country options
 * (`countryOptions(locale)`) and the region lists (`regionsFor('US' | 'CA' | 'MX')`) and passes them
 * down, so the client bundle carries neither the country-name tables nor the region data twice.
 */
import type { CountryOption, Region } from '@/account/countries'

/** The countries whose state/province is chosen from a list (free text elsewhere). */
export const regionCountries = ['US', 'CA', 'MX'] as const
export type RegionCountry = (typeof regionCountries)[number]

export type RegionLists = Record<RegionCountry, Region[]>

export type AddressBookProps = {
  /** Every country the schema accepts, in display order (US, CA, MX first), named in the locale. */
  countries: CountryOption[]
  regions: RegionLists
}

export function isRegionCountry(country: string): country is RegionCountry {
  return (regionCountries as readonly string[]).includes(country)
}
