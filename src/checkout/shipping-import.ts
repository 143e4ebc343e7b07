/**
 * Shipping and tax tables from CSV files (business rules §5, §6), pure: parse, check every row
 * with the same checks as the admin (`shipping-data.ts`), and answer either all the rows or
 * every problem as `line N: reason`. Nothing is written here; `shipping-import-apply.ts`
 * replaces a table only with a file that passed whole.
 *
 * Columns (header row required, any order, extra columns refused):
 * - zones:        prefix, zone, states ("NY,NJ" quoted, optional)
 * - bands:        min, max (empty on the top band), ground, groundDist, air2day, air1day (dollars)
 * - family-rates: code, family, spqBoxCount, nonBoxCount, zone, spqBoxPrice, nonBoxPrice
 *                 (one row per family and zone)
 * - tax:          state, zipCodes, rate (percent)
 * - item-rules:   pn, exemptFromFreeShipping, leadTime10Days (yes/no, true/false, 1/0)
 * - carriers:     slug, titleEn, titleEs, sequence, international, collect, minSubtotal, isDefault
 */
import { parseCsv, CsvParseError, type CsvRow } from '@/catalog/import/csv'
import type { ImportError } from '@/catalog/import/validate'

import {
  bandRowsOf,
  checkRateBands,
  checkTaxRules,
  checkZipZones,
  problemText,
  type BandFields,
} from './shipping-data'

export const shippingImportKinds = [
  'zones',
  'bands',
  'family-rates',
  'tax',
  'item-rules',
  'carriers',
] as const
export type ShippingImportKind = (typeof shippingImportKinds)[number]

export type ZoneRow = { prefix: string; zone: number; states: string }
export type TaxRow = { state: string; zipCodes: string; rate: number }
export type ItemRuleRow = { pn: string; exemptFromFreeShipping: boolean; leadTime10Days: boolean }
export type FamilyRateRow = {
  code: string
  family: string
  spqBoxCount: number
  nonBoxCount: number
  zones: { zone: number; spqBoxPrice: number; nonBoxPrice: number }[]
}
export type CarrierRow = {
  slug: string
  titleEn: string
  titleEs: string
  sequence: number
  international: boolean
  collect: boolean
  minSubtotal: number
  isDefault: boolean
}

export type ShippingImport =
  | { kind: 'zones'; rows: ZoneRow[] }
  | { kind: 'bands'; rows: BandFields[] }
  | { kind: 'family-rates'; rows: FamilyRateRow[] }
  | { kind: 'tax'; rows: TaxRow[] }
  | { kind: 'item-rules'; rows: ItemRuleRow[] }
  | { kind: 'carriers'; rows: CarrierRow[] }

export type ShippingImportResult =
  { ok: true; table: ShippingImport } | { ok: false; errors: ImportError[] }

const columns: Record<ShippingImportKind, { required: string[]; optional: string[] }> = {
  zones: { required: ['prefix', 'zone'], optional: ['states'] },
  bands: { required: ['min', 'ground', 'grounddist', 'air2day', 'air1day'], optional: ['max'] },
  'family-rates': {
    required: ['code', 'spqboxcount', 'nonboxcount', 'zone', 'spqboxprice', 'nonboxprice'],
    optional: ['family'],
  },
  tax: { required: ['state', 'rate'], optional: ['zipcodes'] },
  'item-rules': { required: ['pn'], optional: ['exemptfromfreeshipping', 'leadtime10days'] },
  carriers: {
    required: ['slug', 'titleen', 'titlees', 'sequence'],
    optional: ['international', 'collect', 'minsubtotal', 'isdefault'],
  },
}

/** Reads one row's cells, collecting a reason per bad cell. */
function cells(row: CsvRow, errors: ImportError[]) {
  const text = (name: string) => (row.values[name] ?? '').trim()
  const fail = (reason: string) => errors.push({ line: row.line, reason })
  return {
    text,
    /** A number ≥ 0 with at most two decimals (dollars) or whole (`whole`). */
    number(name: string, what: { whole?: boolean; optional?: boolean } = {}): number | null {
      const raw = text(name)
      if (raw === '' && what.optional) return null
      const pattern = what.whole ? /^\d+$/ : /^\d+(\.\d{1,2})?$/
      if (!pattern.test(raw)) {
        fail(
          `${name}: "${raw}" is not ${what.whole ? 'a whole number' : 'an amount ≥ 0 with at most 2 decimals'}`,
        )
        return Number.NaN
      }
      return Number(raw)
    },
    flag(name: string): boolean {
      const raw = text(name).toLowerCase()
      if (['', 'no', 'false', '0', 'n'].includes(raw)) return false
      if (['yes', 'true', '1', 'y', 'x'].includes(raw)) return true
      fail(`${name}: "${text(name)}" is not yes or no`)
      return false
    },
    fail,
  }
}

const bandLabels: Record<string, string> = {
  minCents: 'min',
  groundCents: 'ground',
  groundDistCents: 'groundDist',
  air2dayCents: 'air2day',
  air1dayCents: 'air1day',
}

/** Problems of a whole-table check, on the lines of the rows they are about. */
function onLines(
  problems: ReturnType<typeof checkRateBands>,
  rows: readonly CsvRow[],
): ImportError[] {
  return problems.map((problem) => ({
    line: rows[problem.row]?.line ?? 1,
    // the admin's wording, without its "Row n:" (the line says where)
    reason: problemText(problem, 'en')
      .replace(/^Row \d+: /, '')
      .replace(
        /\b(minCents|groundCents|groundDistCents|air2dayCents|air1dayCents)\b/g,
        (name) => bandLabels[name] ?? name,
      ),
  }))
}

export function parseShippingImport(
  kind: ShippingImportKind,
  csvText: string,
): ShippingImportResult {
  let csv
  try {
    csv = parseCsv(csvText)
  } catch (error) {
    if (error instanceof CsvParseError)
      return {
        ok: false,
        errors: [{ line: error.line, reason: error.message.replace(/^line \d+: /, '') }],
      }
    throw error
  }
  const { required, optional } = columns[kind]
  const missing = required.filter((name) => !csv.header.includes(name))
  const unknown = csv.header.filter(
    (name) => name !== '' && !required.includes(name) && !optional.includes(name),
  )
  if (missing.length > 0 || unknown.length > 0) {
    const reasons = [
      ...(missing.length > 0 ? [`missing column(s): ${missing.join(', ')}`] : []),
      ...(unknown.length > 0 ? [`unknown column(s): ${unknown.join(', ')}`] : []),
    ]
    return { ok: false, errors: [{ line: 1, reason: reasons.join('; ') }] }
  }
  if (csv.rows.length === 0)
    return { ok: false, errors: [{ line: 1, reason: 'the file has no rows' }] }

  const errors: ImportError[] = []
  for (const row of csv.rows) {
    if (row.extraValues)
      errors.push({ line: row.line, reason: 'more values than columns (an unquoted comma?)' })
  }
  const finish = (table: ShippingImport): ShippingImportResult =>
    errors.length > 0
      ? { ok: false, errors: errors.sort((a, b) => a.line - b.line) }
      : { ok: true, table }

  switch (kind) {
    case 'zones': {
      const rows = csv.rows.map((row) => {
        const cell = cells(row, errors)
        const states = cell
          .text('states')
          .toUpperCase()
          .split(/[\s,;]+/)
          .filter(Boolean)
        if (states.some((state) => !/^[A-Z]{2}$/.test(state)))
          cell.fail(`states: "${cell.text('states')}" are not two-letter codes`)
        return {
          prefix: cell.text('prefix'),
          zone: cell.number('zone', { whole: true }) ?? Number.NaN,
          states: states.join(','),
        }
      })
      errors.push(...onLines(checkZipZones(rows), csv.rows))
      return finish({ kind, rows })
    }
    case 'bands': {
      const rows = csv.rows.map((row) => {
        const cell = cells(row, errors)
        return {
          min: cell.number('min'),
          max: cell.number('max', { optional: true }),
          ground: cell.number('ground'),
          groundDist: cell.number('grounddist'),
          air2day: cell.number('air2day'),
          air1day: cell.number('air1day'),
        }
      })
      if (errors.length === 0) errors.push(...onLines(checkRateBands(bandRowsOf(rows)), csv.rows))
      return finish({ kind, rows })
    }
    case 'family-rates': {
      const families = new Map<string, FamilyRateRow>()
      for (const row of csv.rows) {
        const cell = cells(row, errors)
        const code = cell.text('code')
        if (code === '') cell.fail('code: empty')
        const zone = cell.number('zone', { whole: true }) ?? Number.NaN
        if (!(zone >= 2 && zone <= 8)) cell.fail(`zone: ${cell.text('zone')} is not 2–8`)
        const spqBoxCount = cell.number('spqboxcount', { whole: true }) ?? Number.NaN
        const nonBoxCount = cell.number('nonboxcount', { whole: true }) ?? Number.NaN
        if (spqBoxCount < 1 || nonBoxCount < 1) cell.fail('box counts are at least 1')
        const family = families.get(code) ?? {
          code,
          family: cell.text('family'),
          spqBoxCount,
          nonBoxCount,
          zones: [],
        }
        if (family.spqBoxCount !== spqBoxCount || family.nonBoxCount !== nonBoxCount) {
          cell.fail(`${code}: box counts differ from its first row`)
        }
        if (family.zones.some((each) => each.zone === zone))
          cell.fail(`${code}: zone ${zone} is listed twice`)
        family.zones.push({
          zone,
          spqBoxPrice: cell.number('spqboxprice') ?? Number.NaN,
          nonBoxPrice: cell.number('nonboxprice') ?? Number.NaN,
        })
        families.set(code, family)
      }
      return finish({ kind, rows: [...families.values()] })
    }
    case 'tax': {
      const rows = csv.rows.map((row) => {
        const cell = cells(row, errors)
        const rate = cell.text('rate')
        if (!/^\d{1,3}(\.\d{1,4})?$/.test(rate)) cell.fail(`rate: "${rate}" is not a percentage`)
        return {
          state: cell.text('state').toUpperCase(),
          zipCodes: cell.text('zipcodes') || '*',
          rate: Number(rate),
        }
      })
      errors.push(
        ...onLines(checkTaxRules(rows.map((row) => ({ ...row, ratePercent: row.rate }))), csv.rows),
      )
      return finish({ kind, rows })
    }
    case 'item-rules': {
      const rows = csv.rows.map((row) => {
        const cell = cells(row, errors)
        const pn = cell.text('pn').toUpperCase()
        if (!/^[A-Z0-9][A-Z0-9.\-/]*\*?$|^\*$/.test(pn))
          cell.fail(`pn: "${cell.text('pn')}" is not a part number or a prefix ending in *`)
        return {
          pn,
          exemptFromFreeShipping: cell.flag('exemptfromfreeshipping'),
          leadTime10Days: cell.flag('leadtime10days'),
        }
      })
      return finish({ kind, rows })
    }
    case 'carriers': {
      const slugs = new Set<string>()
      const rows = csv.rows.map((row) => {
        const cell = cells(row, errors)
        const slug = cell.text('slug')
        if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug))
          cell.fail(`slug: "${slug}" is lower-case letters, digits and hyphens`)
        if (slugs.has(slug)) cell.fail(`slug: "${slug}" is listed twice`)
        slugs.add(slug)
        if (cell.text('titleen') === '' || cell.text('titlees') === '')
          cell.fail('both titles (English and Spanish) are needed')
        const carrier: CarrierRow = {
          slug,
          titleEn: cell.text('titleen'),
          titleEs: cell.text('titlees'),
          sequence: cell.number('sequence', { whole: true }) ?? 0,
          international: cell.flag('international'),
          collect: cell.flag('collect'),
          minSubtotal: cell.number('minsubtotal', { optional: true }) ?? 0,
          isDefault: cell.flag('isdefault'),
        }
        if (carrier.isDefault && (carrier.collect || carrier.international))
          cell.fail('the default carrier is domestic and prepaid')
        return carrier
      })
      const defaults = rows.filter((row) => row.isDefault).length
      if (defaults !== 1)
        errors.push({
          line: 1,
          reason: `exactly one default carrier is needed (found ${defaults})`,
        })
      return finish({ kind, rows })
    }
  }
}
