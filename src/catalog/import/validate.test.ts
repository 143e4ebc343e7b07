import { describe, expect, it } from 'vitest'

import { parseCsv } from './csv'
import {
  MAX_ERRORS,
  summarizeErrors,
  successorProblems,
  validatePartsFile,
  validatePriceListFile,
  validateSeriesFile,
  type ImportError,
  type ImportResult,
} from './validate'

const familySlugs: ReadonlySet<string> = new Set([
  '22mm-nema-push-buttons',
  '30mm-pilot-lights',
  'selector-switches',
])

const PARTS_HEADER =
  'pn,description_en,description_es,family,list_price,pkg_qty,shipping_family,tariff'

function lines(...rows: string[]): string {
  return rows.join('\n') + '\n'
}

function parts(text: string) {
  return validatePartsFile(parseCsv(text), { familySlugs })
}

function errorsOf<T>(result: ImportResult<T>): ImportError[] {
  if (result.ok) throw new Error(`expected errors, got ${result.rows.length} rows`)
  return result.errors
}

function rowsOf<T>(result: ImportResult<T>): T[] {
  if (!result.ok) throw new Error(`unexpected errors:\n${summarizeErrors(result.errors)}`)
  return result.rows
}

describe('validatePartsFile', () => {
  it('accepts a good file and normalizes it', () => {
    const text = lines(
      `${PARTS_HEADER},attr:colour,attr:voltage`,
      'e22-ab ,"Push button, green","Botón pulsador, verde",22mm-nema-push-buttons,12.50,,,yes,green,',
      'E22-AB.1,Pilot light,Luz piloto, 30mm-pilot-lights ,1234.5,10,SF-2,N,,120 V AC',
    )
    expect(rowsOf(parts(text))).toEqual([
      {
        pn: 'E22-AB',
        descriptionEn: 'Push button, green',
        descriptionEs: 'Botón pulsador, verde',
        family: '22mm-nema-push-buttons',
        listPriceCents: 1250,
        pkgQty: 1,
        shippingFamily: null,
        tariff: true,
        attributes: { colour: 'green' },
      },
      {
        pn: 'E22-AB.1',
        descriptionEn: 'Pilot light',
        descriptionEs: 'Luz piloto',
        family: '30mm-pilot-lights',
        listPriceCents: 123450,
        pkgQty: 10,
        shippingFamily: 'SF-2',
        tariff: false,
        attributes: { voltage: '120 V AC' },
      },
    ])
  })

  it('parses the tariff flag: true/false, yes/no, 1/0, Y/N in any case, empty = false', () => {
    const values = ['true', 'FALSE', 'Yes', 'no', '1', '0', 'y', 'N', '']
    const text = lines(
      'pn,description_en,description_es,family,list_price,tariff',
      ...values.map((flag, k) => `P${k},d,d,selector-switches,1,${flag}`),
    )
    expect(rowsOf(parts(text)).map((part) => part.tariff)).toEqual([
      true,
      false,
      true,
      false,
      true,
      false,
      true,
      false,
      false,
    ])
  })

  it('accepts a file without the optional columns and with no rows', () => {
    expect(parts('pn,description_en,description_es,family,list_price\n')).toEqual({
      ok: true,
      rows: [],
    })
  })

  it('rejects the whole file and reports every bad row with its line and reason', () => {
    const text = lines(
      PARTS_HEADER, // 1
      'A-1,ok,ok,selector-switches,1.00,1,,', // 2 good
      'ab c,x,x,selector-switches,1,1,,', // 3
      'B-2,x,x,foo,abc,2.5,,maybe', // 4
      'C-3,"two', // 5
      'lines",,selector-switches,-5,0,,', // 6
      'D-4,x,x,selector-switches,1.005,,,', // 7
      ',x,x,selector-switches,1,,,', // 8
      '...,x,x,selector-switches,1,,,', // 9
      'E-5,x,x,,,,,', // 10
      'F-6,x,x,selector-switches,1,1,,,surplus', // 11
    )
    expect(errorsOf(parts(text))).toEqual([
      { line: 3, reason: `pn "ab c" has characters other than A–Z, 0–9, '-' and '.'` },
      { line: 4, reason: 'unknown family "foo"' },
      { line: 4, reason: 'list price "abc" is not a number' },
      { line: 4, reason: 'pkg_qty "2.5" is not a whole number ≥ 1' },
      { line: 4, reason: 'tariff "maybe" is not one of true/false, yes/no, 1/0, Y/N' },
      { line: 5, reason: 'missing description_es' },
      { line: 5, reason: 'list price "-5" must not be negative' },
      { line: 5, reason: 'pkg_qty "0" is not a whole number ≥ 1' },
      { line: 7, reason: 'list price "1.005" has fractions of a cent' },
      { line: 8, reason: 'missing pn' },
      { line: 9, reason: 'pn "..." must contain a letter or digit' },
      { line: 10, reason: 'missing family' },
      { line: 10, reason: 'missing list_price' },
      { line: 11, reason: 'value "surplus" in a column without a header (an unquoted comma?)' },
    ])
  })

  it('reports a missing description_en', () => {
    const text = lines(PARTS_HEADER, 'A-1, ,es,selector-switches,1,,,')
    expect(errorsOf(parts(text))).toEqual([{ line: 2, reason: 'missing description_en' }])
  })

  it('reports duplicate part numbers (after normalizing) with the first line', () => {
    const text = lines(
      PARTS_HEADER,
      'E22-AB,x,x,selector-switches,1,,,',
      'E22-CD,x,x,selector-switches,1,,,',
      ' e22-ab,x,x,selector-switches,1,,,',
      'E22-AB,x,x,selector-switches,1,,,',
    )
    expect(errorsOf(parts(text))).toEqual([
      { line: 4, reason: 'duplicate pn "E22-AB" (also on line 2)' },
      { line: 5, reason: 'duplicate pn "E22-AB" (also on line 2)' },
    ])
  })

  it('reports an unknown family (slugs are matched exactly)', () => {
    const text = lines(PARTS_HEADER, 'A-1,x,x,22MM-NEMA-PUSH-BUTTONS,1,,,')
    expect(errorsOf(parts(text))).toEqual([
      { line: 2, reason: 'unknown family "22MM-NEMA-PUSH-BUTTONS"' },
    ])
  })

  it('reports missing, unknown and duplicate columns on line 1 and stops there', () => {
    const text = lines(
      'description_en,description_es,family,list_price,pkgqty,attr:colour,Attr:Colour,attr:',
      'x,x,nope,abc,1,,,',
    )
    expect(errorsOf(parts(text))).toEqual([
      {
        line: 1,
        reason:
          'unknown column "pkgqty" (expected pn, description_en, description_es, family, list_price, pkg_qty, shipping_family, tariff, successor, or attr:<name>)',
      },
      { line: 1, reason: 'duplicate column "attr:colour"' },
      { line: 1, reason: 'column "attr:" has no attribute name after "attr:"' },
      { line: 1, reason: 'missing required column "pn"' },
    ])
  })

  it('reports an empty file as missing every required column', () => {
    expect(errorsOf(parts('')).map((error) => error.reason)).toEqual([
      'missing required column "pn"',
      'missing required column "description_en"',
      'missing required column "description_es"',
      'missing required column "family"',
      'missing required column "list_price"',
    ])
  })

  it(`caps the errors at ${MAX_ERRORS} with a final "… and N more" entry`, () => {
    const bad = Array.from({ length: 1005 }, (_, k) => `P${k},x,x,foo,1,,,`)
    const errors = errorsOf(parts(lines(PARTS_HEADER, ...bad)))
    expect(errors).toHaveLength(MAX_ERRORS + 1)
    expect(errors[0]).toEqual({ line: 2, reason: 'unknown family "foo"' })
    expect(errors[MAX_ERRORS - 1]).toEqual({ line: 1001, reason: 'unknown family "foo"' })
    expect(errors[MAX_ERRORS]).toEqual({ line: 0, reason: '… and 5 more errors' })
  })

  it('stores an "attr:__proto__" column as an own attribute', () => {
    const text = lines(`${PARTS_HEADER},attr:__proto__`, 'A-1,x,x,selector-switches,1,,,,v')
    const attributes = rowsOf(parts(text))[0]?.attributes ?? {}
    expect(Object.keys(attributes)).toEqual(['__proto__'])
    expect(Object.getPrototypeOf(attributes)).toBe(Object.prototype)
  })

  it('handles a 50,000-row file (time logged, not asserted)', () => {
    const rows = Array.from(
      { length: 50_000 },
      (_, k) =>
        `E22-${k},"Push button ${k}, green","Botón pulsador ${k}, verde",22mm-nema-push-buttons,${k % 500}.${k % 100},${(k % 12) + 1},SF-${k % 7},${k % 2 === 0 ? 'Y' : 'N'},green,24 V DC`,
    )
    const text = lines(`${PARTS_HEADER},attr:colour,attr:voltage`, ...rows)
    const start = performance.now()
    const result = parts(text)
    const elapsed = performance.now() - start
    console.info(`parts import: 50,000 rows parsed and validated in ${elapsed.toFixed(0)} ms`)
    expect(rowsOf(result)).toHaveLength(50_000)
    expect(rowsOf(result)[49_999]).toMatchObject({ pn: 'E22-49999', listPriceCents: 49999 })
  })
})

describe('validatePriceListFile', () => {
  const HEADER = 'value_type,schedule,pn,value'

  it('accepts a good file', () => {
    const text = lines(HEADER, 'Actual,,e22-ab,12.5', '% Discount, g-6 ,,40', '% Discount,E-1,,0')
    expect(rowsOf(validatePriceListFile(parseCsv(text)))).toEqual([
      { valueType: 'Actual', schedule: null, pn: 'E22-AB', value: 12.5 },
      { valueType: '% Discount', schedule: 'G-6', pn: null, value: 40 },
      { valueType: '% Discount', schedule: 'E-1', pn: null, value: 0 },
    ])
  })

  it("rejects valueType 'Net', a discount of 120 and other bad rows, with line numbers", () => {
    const text = lines(
      HEADER, // 1
      'Net,E-1,,10', // 2
      '% Discount,F-2,,120', // 3
      'Actual,,A-1,-1', // 4
      'Actual,,A-2,abc', // 5
      'Actual,H-7,A-3,5', // 6
      '% Discount,,,5', // 7
      '% Discount,E1,,5', // 8
      'Actual,,a b,5', // 9
      'Actual,,A-4,5', // 10 good
    )
    expect(errorsOf(validatePriceListFile(parseCsv(text)))).toEqual([
      { line: 2, reason: 'unknown valueType "Net"' },
      { line: 3, reason: 'discount 120 is outside 0–100' },
      { line: 4, reason: 'actual price -1 is negative' },
      { line: 5, reason: 'value "abc" is not a number' },
      {
        line: 6,
        reason: 'entry has both schedule "H-7" and pn "A-3"; exactly one is required',
      },
      { line: 7, reason: 'entry has neither schedule nor pn; exactly one is required' },
      {
        line: 8,
        reason: `schedule "E1" is not a schedule code like "E-1" (a letter, '-', digits)`,
      },
      { line: 9, reason: `pn "a b" has characters other than A–Z, 0–9, '-' and '.'` },
    ])
  })

  it('rejects duplicate pns and duplicate schedules', () => {
    const text = lines(
      HEADER,
      'Actual,,A-1,5',
      '% Discount,E-1,,5',
      'Actual,,a-1,6',
      '% Discount,e-1,,7',
    )
    expect(errorsOf(validatePriceListFile(parseCsv(text)))).toEqual([
      { line: 4, reason: 'duplicate pn "A-1" (also on line 2)' },
      { line: 5, reason: 'duplicate schedule "E-1" (also on line 3)' },
    ])
  })

  it('needs value_type, value and one of schedule / pn as columns', () => {
    expect(errorsOf(validatePriceListFile(parseCsv('value_type,pn\n')))).toEqual([
      { line: 1, reason: 'missing required column "value"' },
    ])
    expect(errorsOf(validatePriceListFile(parseCsv('value_type,value\n')))).toEqual([
      { line: 1, reason: 'missing required column "schedule" or "pn"' },
    ])
    expect(rowsOf(validatePriceListFile(parseCsv('value_type,value,pn\nActual,1,A\n')))).toEqual([
      { valueType: 'Actual', schedule: null, pn: 'A', value: 1 },
    ])
  })
})

describe('validateSeriesFile', () => {
  const HEADER = 'title,discount_schedule,is_public,link'

  it('accepts a good file; an empty is_public means not public', () => {
    const text = lines(
      HEADER,
      'e22,e-1,yes,22mm-nema-push-buttons',
      'E30.P,G-6,,/pages/pilot-lights',
      'SS-,H-7,N,',
      'X1,F-12,1,/',
    )
    expect(rowsOf(validateSeriesFile(parseCsv(text)))).toEqual([
      { title: 'E22', discountSchedule: 'E-1', isPublic: true, link: '22mm-nema-push-buttons' },
      { title: 'E30.P', discountSchedule: 'G-6', isPublic: false, link: '/pages/pilot-lights' },
      { title: 'SS-', discountSchedule: 'H-7', isPublic: false, link: null },
      { title: 'X1', discountSchedule: 'F-12', isPublic: true, link: '/' },
    ])
  })

  it('accepts a file without is_public and link columns', () => {
    expect(rowsOf(validateSeriesFile(parseCsv('title,discount_schedule\nE22,E-1\n')))).toEqual([
      { title: 'E22', discountSchedule: 'E-1', isPublic: false, link: null },
    ])
  })

  it('reports bad rows and duplicate titles', () => {
    const text = lines(
      HEADER, // 1
      'E22,E-1,,', // 2
      'e22,F-2,,', // 3
      'E 30,EE-1,perhaps,', // 4
      'E31,,,//evil.example', // 5
      ',E-1,,javascript:alert(1)', // 6
    )
    expect(errorsOf(validateSeriesFile(parseCsv(text)))).toEqual([
      { line: 3, reason: 'duplicate title "E22" (also on line 2)' },
      { line: 4, reason: `title "E 30" has characters other than A–Z, 0–9, '-' and '.'` },
      {
        line: 4,
        reason: `discount_schedule "EE-1" is not a schedule code like "E-1" (a letter, '-', digits)`,
      },
      { line: 4, reason: 'is_public "perhaps" is not one of true/false, yes/no, 1/0, Y/N' },
      { line: 5, reason: 'missing discount_schedule' },
      {
        line: 5,
        reason:
          'link "//evil.example" is neither a family slug (like "22mm-nema-push-buttons") nor a page path starting with "/"',
      },
      { line: 6, reason: 'missing title' },
      {
        line: 6,
        reason:
          'link "javascript:alert(1)" is neither a family slug (like "22mm-nema-push-buttons") nor a page path starting with "/"',
      },
    ])
  })

  it('checks slug links against the known families when they are given', () => {
    const text = lines(HEADER, 'E22,E-1,,22mm-nema-push-buttons', 'E30,E-1,,no-such-family')
    expect(errorsOf(validateSeriesFile(parseCsv(text), { familySlugs }))).toEqual([
      { line: 3, reason: 'link "no-such-family" is not a known family slug' },
    ])
  })
})

describe('summarizeErrors', () => {
  it('prints one error per line; the "… more" entry has no line', () => {
    expect(
      summarizeErrors([
        { line: 12, reason: 'unknown family "foo"' },
        { line: 1, reason: 'missing required column "pn"' },
        { line: 0, reason: '… and 3 more errors' },
      ]),
    ).toBe(
      'line 12: unknown family "foo"\nline 1: missing required column "pn"\n… and 3 more errors',
    )
  })
})

describe('the parts file’s successor column (business rules §11)', () => {
  const header = 'pn,description_en,description_es,family,list_price,successor'
  const file = (...lines: string[]) =>
    validatePartsFile(parseCsv([header, ...lines].join('\n')), {
      familySlugs: new Set(['push-buttons']),
    })

  it('reads a successor, upper case, or null for an empty cell; none without the column', () => {
    const result = file(
      'OLD-1,Old,Viejo,push-buttons,1.00,new-1',
      'NEW-1,New,Nuevo,push-buttons,1.00,',
    )
    expect(result.ok && result.rows.map((part) => part.successor)).toEqual(['NEW-1', null])
    const without = validatePartsFile(
      parseCsv('pn,description_en,description_es,family,list_price\nA-1,A,A,push-buttons,1.00'),
      { familySlugs: new Set(['push-buttons']) },
    )
    expect(without.ok && 'successor' in (without.rows[0] ?? {})).toBe(false)
  })

  it('refuses a successor that is not spelled like a pn', () => {
    const result = file('OLD-1,Old,Viejo,push-buttons,1.00,NEW 1')
    expect(!result.ok && result.errors[0]?.line).toBe(2)
  })

  it('names unknown successors and circles by line, with the file and the catalogue together', () => {
    const result = file(
      'A-1,A,A,push-buttons,1.00,B-1',
      'B-1,B,B,push-buttons,1.00,STORED-1',
      'C-1,C,C,push-buttons,1.00,GONE-1',
      'D-1,D,D,push-buttons,1.00,',
    )
    expect(result.ok).toBe(true)
    if (!result.ok) return
    const lines = new Map([
      ['A-1', 2],
      ['B-1', 3],
      ['C-1', 4],
      ['D-1', 5],
    ])
    // the catalogue: STORED-1 → A-1 closes A-1 → B-1 → STORED-1 → A-1
    const stored = new Map<string, string | null>([['STORED-1', 'A-1']])
    const problems = successorProblems(result.rows, lines, (pn) =>
      stored.has(pn) ? { successor: stored.get(pn) ?? null } : undefined,
    )
    expect(problems).toEqual([
      { line: 2, reason: 'successor "B-1" closes a circle: A-1 → B-1 → STORED-1 → A-1' },
      { line: 3, reason: 'successor "STORED-1" closes a circle: B-1 → STORED-1 → A-1 → B-1' },
      { line: 4, reason: 'unknown successor "GONE-1"' },
    ])
  })
})
