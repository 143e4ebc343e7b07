/**
 * Countries, calling codes and first-level regions for address forms. Pure: safe on the server and
 * in client components.
 *
 * - Country names: i18n-iso-countries, with only the English and Spanish locale files registered
 *   (the package's browser entry ships no locales; registering just these two keeps the bundle small).
 * - Calling codes: libphonenumber-js (`/min` metadata, the same metadata the contact schema uses).
 * - Regions: iso-3166-2 subdivision data (ISO 3166-2 codes without the country prefix: 'PA', 'ON',
 *   'JAL'). Note: the package is one UMD file holding every country's subdivisions (~60 kB gzip), so
 *   whatever imports this module in the browser pays for the whole table.
 */
import * as countries from 'i18n-iso-countries'
import enCountries from 'i18n-iso-countries/langs/en.json'
import esCountries from 'i18n-iso-countries/langs/es.json'
// @ts-expect-error -- iso-3166-2 ships no type declarations; the shape used is typed below
import iso3166 from 'iso-3166-2'
import { getCountries, getCountryCallingCode } from 'libphonenumber-js/min'

import type { Locale } from '@/i18n/locales'

export type CountryOption = {
  /** ISO 3166-1 alpha-2, e.g. 'US'. */
  code: string
  name: string
  /** International calling code with a plus sign, e.g. '+1'. */
  phoneCode: string
}

export type Region = {
  /** ISO 3166-2 subdivision code without the country prefix, e.g. 'PA' for US-PA. */
  code: string
  name: string
}

type Iso3166Data = Record<
  string,
  { name: string; sub: Record<string, { type: string; name: string }> }
>

countries.registerLocale(enCountries)
countries.registerLocale(esCountries)

/** Listed first, in this order: most buyers are North American. */
const FIRST = ['US', 'CA', 'MX']

/** Codes both libraries know (i18n-iso-countries names them, libphonenumber-js can dial them). */
const KNOWN: ReadonlySet<string> = new Set(
  getCountries().filter((code) => countries.isValid(code) && countries.getName(code, 'en')),
)

export function isKnownCountry(code: string): boolean {
  return KNOWN.has(code)
}

const optionsCache = new Map<Locale, CountryOption[]>()

/** Every known country, US, CA and MX first, then alphabetically by its name in `locale`. */
export function countryOptions(locale: Locale): CountryOption[] {
  let options = optionsCache.get(locale)
  if (!options) {
    const all = [...KNOWN].map((code) => ({
      code,
      name: countries.getName(code, locale) ?? code,
      phoneCode: `+${getCountryCallingCode(code as Parameters<typeof getCountryCallingCode>[0])}`,
    }))
    const first = FIRST.flatMap((code) => all.filter((option) => option.code === code))
    const rest = all
      .filter((option) => !FIRST.includes(option.code))
      .sort((a, b) => a.name.localeCompare(b.name, locale))
    options = [...first, ...rest]
    optionsCache.set(locale, options)
  }
  return options.slice()
}

const subdivisions = (iso3166 as { data: Iso3166Data }).data

function regionsOf(country: string, exclude: readonly string[] = []): Region[] {
  const prefix = `${country}-`
  return Object.entries(subdivisions[country]?.sub ?? {})
    .map(([code, { name }]) => ({ code: code.slice(prefix.length), name }))
    .filter((region) => !exclude.includes(region.code))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'))
}

// ISO lists the US Minor Outlying Islands (UM) as a US subdivision; USPS does not deliver there.
// What remains is the 50 states, DC and PR, GU, VI, AS, MP.
const US_STATES = regionsOf('US', ['UM'])
const CA_PROVINCES = regionsOf('CA')
const MX_STATES = regionsOf('MX')

/** The 50 states, DC and the territories USPS delivers to (PR, GU, VI, AS, MP), by name. */
export function usStates(): Region[] {
  return US_STATES.slice()
}

/** The 10 provinces and 3 territories, by name. */
export function canadianProvinces(): Region[] {
  return CA_PROVINCES.slice()
}

/** The 31 states and Mexico City (CMX), by name (names as ISO spells them, in Spanish). */
export function mexicanStates(): Region[] {
  return MX_STATES.slice()
}

/** The region list a form must choose from, or null when the region is free text. */
export function regionsFor(country: string): Region[] | null {
  switch (country) {
    case 'US':
      return usStates()
    case 'CA':
      return canadianProvinces()
    case 'MX':
      return mexicanStates()
    default:
      return null
  }
}
