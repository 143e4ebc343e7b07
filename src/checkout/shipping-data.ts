/**
 * Checks on the shipping and tax data staff keep (business rules §5, §6), pure, shared by the
 * admin's validation and the CSV import: what one refuses the other refuses too, with the same
 * reason. Each check answers a list of problems (empty: fine), each naming the row it is about.
 */
import { toCents } from '@/platform/money'
import type { Locale } from '@/i18n/locales'

export type BandRow = {
  minCents: number
  maxCents: number | null
  groundCents: number
  groundDistCents: number
  air2dayCents: number
  air1dayCents: number
}

/** A band as staff type it, in dollars. */
export type BandFields = {
  min?: number | null
  max?: number | null
  ground?: number | null
  groundDist?: number | null
  air2day?: number | null
  air1day?: number | null
}

const cents = (value: number | null | undefined) =>
  typeof value === 'number' && Number.isFinite(value) ? toCents(value) : Number.NaN

/** The bands as the quote reads them (dollars → cents; an empty max is the open top band). */
export function bandRowsOf(bands: readonly BandFields[] | null | undefined): BandRow[] {
  return (bands ?? []).map((band) => ({
    minCents: cents(band.min),
    maxCents: band.max === null || band.max === undefined ? null : cents(band.max),
    groundCents: cents(band.ground),
    groundDistCents: cents(band.groundDist),
    air2dayCents: cents(band.air2day),
    air1dayCents: cents(band.air1day),
  }))
}

export type DataProblem =
  | { row: number; code: 'negativeAmount'; field: string }
  | { row: number; code: 'firstBandNotFromOneCent' }
  | { row: number; code: 'bandGapOrOverlap'; expectedMinCents: number }
  | { row: number; code: 'bandMaxBelowMin' }
  | { row: number; code: 'onlyTopBandOpen' }
  | { row: number; code: 'topBandNotOpen' }
  | { row: number; code: 'badZipPrefix' }
  | { row: number; code: 'badZone' }
  | { row: number; code: 'duplicateZipPrefix' }
  | { row: number; code: 'secondStarRule'; state: string }
  | { row: number; code: 'badState' }
  | { row: number; code: 'badRate' }
  | { row: number; code: 'badZipList' }

/**
 * Rate bands in cents, inclusive: the first from 0.01, each next one starting one cent after
 * the previous max, only the last open-ended (no max); no negative amount.
 */
export function checkRateBands(bands: readonly BandRow[]): DataProblem[] {
  const problems: DataProblem[] = []
  bands.forEach((band, row) => {
    for (const field of [
      'minCents',
      'groundCents',
      'groundDistCents',
      'air2dayCents',
      'air1dayCents',
    ] as const) {
      if (!(band[field] >= 0)) problems.push({ row, code: 'negativeAmount', field })
    }
    if (band.maxCents !== null && band.maxCents < band.minCents)
      problems.push({ row, code: 'bandMaxBelowMin' })
    const last = row === bands.length - 1
    if (!last && band.maxCents === null) problems.push({ row, code: 'onlyTopBandOpen' })
    if (last && band.maxCents !== null) problems.push({ row, code: 'topBandNotOpen' })
    if (row === 0) {
      if (band.minCents !== 1) problems.push({ row, code: 'firstBandNotFromOneCent' })
      return
    }
    const previousMax = bands[row - 1]!.maxCents
    if (previousMax !== null && band.minCents !== previousMax + 1) {
      problems.push({ row, code: 'bandGapOrOverlap', expectedMinCents: previousMax + 1 })
    }
  })
  return problems
}

/** A ZIP prefix: three digits. */
export function isZipPrefix(value: string): boolean {
  return /^\d{3}$/.test(value)
}

export function checkZipZones(rows: readonly { prefix: string; zone: number }[]): DataProblem[] {
  const problems: DataProblem[] = []
  const seen = new Set<string>()
  rows.forEach((zipZone, row) => {
    if (!isZipPrefix(zipZone.prefix)) problems.push({ row, code: 'badZipPrefix' })
    else if (seen.has(zipZone.prefix)) problems.push({ row, code: 'duplicateZipPrefix' })
    seen.add(zipZone.prefix)
    if (!Number.isInteger(zipZone.zone) || zipZone.zone < 2 || zipZone.zone > 8) {
      problems.push({ row, code: 'badZone' })
    }
  })
  return problems
}

/** `*`, or a comma list of 5-digit ZIPs and `prefix*` wildcards. */
export function isZipList(value: string): boolean {
  const entries = value.split(',').map((entry) => entry.trim())
  if (entries.length === 1 && entries[0] === '*') return true
  return entries.every((entry) => /^\d{5}$/.test(entry) || /^\d{1,4}\*$/.test(entry))
}

/** Tax rules: a two-letter state, a ZIP list, a rate 0–100 %, at most one `*` rule per state. */
export function checkTaxRules(
  rules: readonly { state: string; zipCodes: string; ratePercent: number }[],
): DataProblem[] {
  const problems: DataProblem[] = []
  const starStates = new Set<string>()
  rules.forEach((rule, row) => {
    const state = rule.state.trim().toUpperCase()
    if (!/^[A-Z]{2}$/.test(state)) problems.push({ row, code: 'badState' })
    if (!(rule.ratePercent >= 0 && rule.ratePercent <= 100)) problems.push({ row, code: 'badRate' })
    const zipCodes = rule.zipCodes.trim() || '*'
    if (!isZipList(zipCodes)) problems.push({ row, code: 'badZipList' })
    if (zipCodes === '*') {
      if (starStates.has(state)) problems.push({ row, code: 'secondStarRule', state })
      starStates.add(state)
    }
  })
  return problems
}

/** A problem in words, in the staff member's language, naming its row (1-based). */
export function problemText(problem: DataProblem, language: Locale): string {
  const row = problem.row + 1
  const money = (cents: number) => (cents / 100).toFixed(2)
  const en: Record<DataProblem['code'], string> = {
    negativeAmount: `Row ${row}: amounts cannot be negative.`,
    firstBandNotFromOneCent: `Row ${row}: the first band starts at 0.01.`,
    bandGapOrOverlap: `Row ${row}: this band must start at ${'expectedMinCents' in problem ? money(problem.expectedMinCents) : ''}, one cent after the previous one ends.`,
    bandMaxBelowMin: `Row ${row}: the band ends before it starts.`,
    onlyTopBandOpen: `Row ${row}: only the last band may be left without a maximum.`,
    topBandNotOpen: `Row ${row}: the last band has no maximum (it covers everything above).`,
    badZipPrefix: `Row ${row}: a ZIP prefix is three digits.`,
    badZone: `Row ${row}: zones are whole numbers from 2 to 8.`,
    duplicateZipPrefix: `Row ${row}: this ZIP prefix is already listed.`,
    secondStarRule: `Row ${row}: ${'state' in problem ? problem.state : ''} already has a rule for all ZIPs (*).`,
    badState: `Row ${row}: a state is its two-letter code (PA).`,
    badRate: `Row ${row}: a rate is a percentage from 0 to 100.`,
    badZipList: `Row ${row}: ZIPs are *, or a comma list of 5-digit ZIPs and prefixes ending in * (150*).`,
  }
  const es: Record<DataProblem['code'], string> = {
    negativeAmount: `Fila ${row}: los importes no pueden ser negativos.`,
    firstBandNotFromOneCent: `Fila ${row}: el primer rango empieza en 0.01.`,
    bandGapOrOverlap: `Fila ${row}: este rango debe empezar en ${'expectedMinCents' in problem ? money(problem.expectedMinCents) : ''}, un centavo después de donde termina el anterior.`,
    bandMaxBelowMin: `Fila ${row}: el rango termina antes de empezar.`,
    onlyTopBandOpen: `Fila ${row}: solo el último rango puede quedar sin máximo.`,
    topBandNotOpen: `Fila ${row}: el último rango no lleva máximo (cubre todo lo que está por encima).`,
    badZipPrefix: `Fila ${row}: un prefijo postal son tres dígitos.`,
    badZone: `Fila ${row}: las zonas son números enteros del 2 al 8.`,
    duplicateZipPrefix: `Fila ${row}: este prefijo postal ya está en la lista.`,
    secondStarRule: `Fila ${row}: ${'state' in problem ? problem.state : ''} ya tiene una regla para todos los códigos postales (*).`,
    badState: `Fila ${row}: un estado es su código de dos letras (PA).`,
    badRate: `Fila ${row}: una tasa es un porcentaje de 0 a 100.`,
    badZipList: `Fila ${row}: los códigos postales son *, o una lista separada por comas de códigos de 5 dígitos y prefijos terminados en * (150*).`,
  }
  return (language === 'es' ? es : en)[problem.code]
}
