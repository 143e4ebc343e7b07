/**
 * Writes the import bench's CSV files from the demo catalogue (the families, part numbers,
 * descriptions in both languages and attributes the seed uses), run through scripts/run-ts.mjs:
 *
 *   parts <count> <file.csv> [repriced]    the first `count` demo parts, as staff would export them
 *                                          (`repriced`: every list price a cent higher, so each
 *                                          part's price changes and is kept in the audit trail)
 *   pricelist <entries> <parts> <file.csv> a price list: a discount per schedule, then net prices
 *                                          ('Actual') for the first part numbers of `parts`
 *
 * Prints the number of rows written. Only `npm run bench` (scripts/bench/import.mjs) uses it.
 */
import fs from 'node:fs'

import { DEMO_DISCOUNT_SCHEDULES, demoParts, type DemoPart } from '../../src/seed/demo/parts'

/** One CSV cell: quoted when it holds a comma, a quote or a line break. */
function cell(value: string | number): string {
  const text = String(value)
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

function dollars(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`
}

/** Writes `lines` in blocks so a 500,000-row file never sits in memory as one string. */
function writeLines(file: string, header: string, lines: Iterable<string>): number {
  const fd = fs.openSync(file, 'w')
  let count = 0
  let block: string[] = [header]
  try {
    for (const line of lines) {
      block.push(line)
      count++
      if (block.length >= 10_000) {
        fs.writeSync(fd, block.join('\n') + '\n')
        block = []
      }
    }
    if (block.length > 0) fs.writeSync(fd, block.join('\n') + '\n')
  } finally {
    fs.closeSync(fd)
  }
  return count
}

function writeParts(parts: readonly DemoPart[], file: string, raise = 0): number {
  const attributeNames = [...new Set(parts.flatMap((part) => Object.keys(part.attributes)))].sort()
  const header = [
    'pn',
    'description_en',
    'description_es',
    'family',
    'list_price',
    'pkg_qty',
    'shipping_family',
    'tariff',
    ...attributeNames.map((name) => `attr:${name}`),
  ].join(',')
  function* lines() {
    for (const part of parts) {
      yield [
        part.pn,
        part.descriptionEn,
        part.descriptionEs,
        part.family,
        dollars(part.listPriceCents + raise),
        part.pkgQty,
        part.shippingFamily ?? '',
        part.tariff ? 'yes' : 'no',
        ...attributeNames.map((name) => part.attributes[name] ?? ''),
      ]
        .map(cell)
        .join(',')
    }
  }
  return writeLines(file, header, lines())
}

function writePriceList(entries: number, parts: readonly DemoPart[], file: string): number {
  const schedules = DEMO_DISCOUNT_SCHEDULES.slice(0, entries)
  const netPrices = Math.min(parts.length, entries - schedules.length)
  function* lines() {
    for (const [index, schedule] of schedules.entries()) {
      yield `% Discount,${5 + ((index * 7) % 30)},${schedule},`
    }
    for (let k = 0; k < netPrices; k++) {
      const part = parts[k] as DemoPart
      // a net price 10-30 % under list, whole cents
      const cents = Math.floor(part.listPriceCents * (0.7 + ((k * 37) % 21) / 100))
      yield `Actual,${dollars(cents)},,${cell(part.pn)}`
    }
  }
  return writeLines(file, 'value_type,value,schedule,pn', lines())
}

function main(): number {
  const [kind, ...args] = process.argv.slice(2)
  const whole = (raw: string | undefined) => {
    const value = Number(raw)
    if (!Number.isSafeInteger(value) || value < 1) throw new Error(`not a count: ${raw}`)
    return value
  }
  if (kind === 'parts' && (args.length === 2 || (args.length === 3 && args[2] === 'repriced'))) {
    const count = whole(args[0])
    const raise = args[2] === 'repriced' ? 1 : 0
    console.log(writeParts(demoParts(count).slice(0, count), args[1] as string, raise))
    return 0
  }
  if (kind === 'pricelist' && args.length === 3) {
    const entries = whole(args[0])
    const parts = demoParts(whole(args[1]))
    console.log(writePriceList(entries, parts, args[2] as string))
    return 0
  }
  console.error(
    'usage: import-files.ts parts <count> <file.csv> [repriced] | pricelist <entries> <parts> <file.csv>',
  )
  return 2
}

process.exitCode = main()
