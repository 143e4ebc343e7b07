import { describe, expect, it } from 'vitest'

import { quantityRule } from '@/catalog/quantity'

import {
  MAX_QUICK_ORDER_LINES,
  parseQuickOrder,
  quickOrderQuantity,
  type QuickOrder,
  type QuickOrderLine,
} from './quick-order'

/** The order of a text that must be read; fails the test on `tooManyLines`. */
function read(text: string): Extract<QuickOrder, { ok: true }> {
  const order = parseQuickOrder(text)
  if (!order.ok) throw new Error(order.code)
  return order
}

/** The lines as [pnText, quantity, packages, lineNumbers], to compare briefly. */
function brief(text: string): [string, number | null, number, number[]][] {
  return read(text).lines.map((line) => [
    line.pnText,
    line.quantity,
    line.packages,
    line.lineNumbers,
  ])
}

describe('separators', () => {
  it.each<[string, string]>([
    ['a tab (Excel)', 'E22PB-R10\t10'],
    ['a comma', 'E22PB-R10,10'],
    ['a comma and a space', 'E22PB-R10, 10'],
    ['a semicolon (Spanish-locale CSV)', 'E22PB-R10;10'],
    ['a space', 'E22PB-R10 10'],
    ['several spaces', '  E22PB-R10     10  '],
  ])('%s: %j → E22PB-R10 × 10', (_, text) => {
    expect(read(text)).toEqual({
      ok: true,
      lines: [
        { pnText: 'E22PB-R10', key: 'E22PBR10', quantity: 10, packages: 0, lineNumbers: [1] },
      ],
      problems: [],
      headerLine: null,
    })
  })

  it('rows pasted from Excel: tabs, CRLF, a trailing empty row', () => {
    expect(brief('E22PB-R10\t10\r\nE22PL-G24\t2\r\nWD1X1-6FT.S\t7\r\n')).toEqual([
      ['E22PB-R10', 10, 0, [1]],
      ['E22PL-G24', 2, 0, [2]],
      ['WD1X1-6FT.S', 7, 0, [3]],
    ])
  })

  it('an empty column between pn and quantity (Excel columns A:C, B empty)', () => {
    expect(brief('E22PB-R10\t\t10')).toEqual([['E22PB-R10', 10, 0, [1]]])
  })

  it('old Mac line ends (CR) and LF are lines too', () => {
    expect(brief('A-1,1\rB-2,2\nC-3,3')).toEqual([
      ['A-1', 1, 0, [1]],
      ['B-2', 2, 0, [2]],
      ['C-3', 3, 0, [3]],
    ])
  })

  it('trailing separators are ignored: "E22PB-R10,10," and "E22PB-R10;10;;"', () => {
    expect(brief('E22PB-R10,10,\nE22PL-G24;2;;\nTB-10\t10\t')).toEqual([
      ['E22PB-R10', 10, 0, [1]],
      ['E22PL-G24', 2, 0, [2]],
      ['TB-10', 10, 0, [3]],
    ])
  })

  it('the strongest separator wins: a tab line may hold commas and spaces in its cells', () => {
    expect(brief('E22PB R10\t10')).toEqual([['E22PB R10', 10, 0, [1]]])
    expect(read('E22PB R10\t10').lines[0]?.key).toBe('E22PBR10')
  })

  it('with spaces only, the last number is the quantity and the words before it the pn', () => {
    expect(brief('e22 pb/r10 4')).toEqual([['e22 pb/r10', 4, 0, [1]]])
  })

  it('with spaces only and no number at the end, the whole line is the pn', () => {
    expect(brief('e22 pb/r10')).toEqual([['e22 pb/r10', null, 1, [1]]])
    // pn first always with spaces: "1492 J3" is one pn, not 1492 of J3
    expect(brief('1492 J3')).toEqual([['1492 J3', null, 1, [1]]])
  })

  it('a byte-order mark at the start is not part of the first pn', () => {
    expect(brief('\uFEFFE22PB-R10,10')).toEqual([['E22PB-R10', 10, 0, [1]]])
  })
})

describe('quoted CSV cells', () => {
  it('"E22PB-R10","10" is unquoted', () => {
    expect(brief('"E22PB-R10","10"')).toEqual([['E22PB-R10', 10, 0, [1]]])
  })

  it('a quoted cell may hold the separator and doubled quotes', () => {
    expect(brief('"E22PB, R10",3')).toEqual([['E22PB, R10', 3, 0, [1]]])
    expect(read('"E22PB, R10",3').lines[0]?.key).toBe('E22PB,R10')
    expect(brief('"WD ""1x1""";2')).toEqual([['WD "1x1"', 2, 0, [1]]])
  })

  it('a quoted pn with spaces on a space-separated line stays one pn', () => {
    expect(brief('"E22PB R10" 5')).toEqual([['E22PB R10', 5, 0, [1]]])
  })
})

describe('quantity first', () => {
  it('"10, E22PB-R10" and "10\\tE22PB-R10": a whole number, then a pn', () => {
    expect(brief('10, E22PB-R10\n3\tE22PL-G24')).toEqual([
      ['E22PB-R10', 10, 0, [1]],
      ['E22PL-G24', 3, 0, [2]],
    ])
  })

  it('two numbers are pn first: "1492, 10" is 10 of 1492', () => {
    expect(brief('1492, 10')).toEqual([['1492', 10, 0, [1]]])
  })
})

describe('a missing quantity means one package', () => {
  it('a pn alone: quantity null, one package', () => {
    expect(read('E22PB-R10').lines).toEqual<QuickOrderLine[]>([
      { pnText: 'E22PB-R10', key: 'E22PBR10', quantity: null, packages: 1, lineNumbers: [1] },
    ])
  })

  it('with a trailing separator: "E22PB-R10," and "E22PB-R10\\t"', () => {
    expect(brief('E22PB-R10,\nE22PL-G24\t')).toEqual([
      ['E22PB-R10', null, 1, [1]],
      ['E22PL-G24', null, 1, [2]],
    ])
  })
})

describe('header rows', () => {
  it.each<[string]>([
    ['Part number, Qty'],
    ['Part Number\tQuantity'],
    ['PN QTY'],
    ['pn qty'],
    ['P/N;Qty.'],
    ['Part #, Qty'],
    ['Número de parte;Cantidad'],
    ['NUMERO DE PARTE,CANTIDAD'],
    ['Código\tCant.'],
    ['"Part number","Qty"'],
  ])('%j is skipped', (header) => {
    const order = read(`${header}\nE22PB-R10,10`)
    expect(order.headerLine).toBe(1)
    expect(order.lines.map((line) => [line.pnText, line.quantity])).toEqual([['E22PB-R10', 10]])
    expect(order.problems).toEqual([])
  })

  it('after blank lines, the first non-blank line is the header (line 3)', () => {
    const order = read('\n  \nPart number,Qty\nE22PB-R10,10')
    expect(order.headerLine).toBe(3)
    expect(order.lines.map((line) => line.lineNumbers)).toEqual([[4]])
  })

  it('only the first non-blank line can be a header; later ones are data', () => {
    const order = read('E22PB-R10,10\nPart number,Qty')
    expect(order.headerLine).toBeNull()
    expect(order.problems).toEqual([
      { lineNumber: 2, code: 'badQuantity', text: 'Part number,Qty' },
    ])
  })

  it('a first line with a digit, or with a word that is not a column name, is data', () => {
    expect(read('E22PB-R10, Qty').headerLine).toBeNull()
    expect(read('Part 22mm, Qty').headerLine).toBeNull()
    expect(read('Red button, Qty').headerLine).toBeNull()
  })

  it('a header names the columns: "Qty;Part number" reads quantity first', () => {
    expect(brief('Qty;Part number\n10;E22PB-R10\n2;1492-J3')).toEqual([
      ['E22PB-R10', 10, 0, [2]],
      ['1492-J3', 2, 0, [3]],
    ])
  })

  it('a bill of materials with item and description columns (tab separated)', () => {
    const bom = [
      'Item\tPart No.\tDescription\tQty',
      '1\tE22PB-R10\tPush button, red, 22 mm\t10',
      '2\tWD1X1-6FT.S\tWire duct 1" x 1", 6 ft\t7',
      '3\tE22PL-G24\t\t',
    ].join('\n')
    expect(brief(bom)).toEqual([
      ['E22PB-R10', 10, 0, [2]],
      ['WD1X1-6FT.S', 7, 0, [3]],
      ['E22PL-G24', null, 1, [4]],
    ])
  })

  it('under a header, a cell past the named columns is tooManyCells: "E22PB-R10,1,000"', () => {
    const order = read('Part number,Qty\nE22PB-R10,1,000')
    expect(order.lines).toEqual([])
    expect(order.problems).toEqual([
      { lineNumber: 2, code: 'tooManyCells', text: 'E22PB-R10,1,000' },
    ])
  })

  it('under a header, an empty part-number cell is missingPartNumber', () => {
    expect(read('Part number;Qty\n;10').problems).toEqual([
      { lineNumber: 2, code: 'missingPartNumber', text: ';10' },
    ])
  })

  it('the header row does not count towards the 1,000 lines', () => {
    const rows = Array.from({ length: MAX_QUICK_ORDER_LINES }, (_, i) => `TB-${i},1`)
    expect(parseQuickOrder(['Part number,Qty', ...rows].join('\n')).ok).toBe(true)
  })
})

describe('blank lines', () => {
  it('are skipped but counted in line numbers', () => {
    expect(brief('\n\nE22PB-R10,10\n   \n\t\nE22PL-G24,2\n\n')).toEqual([
      ['E22PB-R10', 10, 0, [3]],
      ['E22PL-G24', 2, 0, [6]],
    ])
  })

  it('rows of separators only (empty spreadsheet rows) are blank', () => {
    expect(read(',,\n;;\nE22PB-R10,10\n\t\t').lines).toHaveLength(1)
    expect(read(',,\n;;\nE22PB-R10,10\n\t\t').problems).toEqual([])
  })

  it('an empty or blank text has no lines and no problems', () => {
    expect(read('')).toEqual({ ok: true, lines: [], problems: [], headerLine: null })
    expect(read('\n \r\n\t')).toEqual({ ok: true, lines: [], problems: [], headerLine: null })
  })
})

describe('duplicates', () => {
  it('lines with one key are summed into the first: 10 + 5 + 20 = 35, lines 1, 3, 4', () => {
    const order = read('E22PB-R10,10\nE22PL-G24,2\ne22pb-r10,5\nE22PB R10\t20')
    expect(order.lines).toEqual<QuickOrderLine[]>([
      { pnText: 'E22PB-R10', key: 'E22PBR10', quantity: 35, packages: 0, lineNumbers: [1, 3, 4] },
      { pnText: 'E22PL-G24', key: 'E22PLG24', quantity: 2, packages: 0, lineNumbers: [2] },
    ])
  })

  it('lines without a quantity add one package each: 7 typed + 2 packages', () => {
    expect(brief('WD1X1-6FT.S,7\nWD1X1-6FT.S\nwd1x1 6ft s')).toEqual([
      ['WD1X1-6FT.S', 7, 2, [1, 2, 3]],
    ])
  })

  it('a duplicate with a bad quantity is reported and adds nothing', () => {
    const order = read('E22PB-R10,10\nE22PB-R10,ten')
    expect(order.lines.map((line) => [line.quantity, line.lineNumbers])).toEqual([[10, [1]]])
    expect(order.problems).toEqual([{ lineNumber: 2, code: 'badQuantity', text: 'E22PB-R10,ten' }])
  })
})

describe('quantities', () => {
  it.each<[string]>([['-3'], ['2.5'], ['ten'], ['0'], ['+5'], ['10 pcs'], ['1e3'], ['0.00']])(
    'E22PB-R10,%s is badQuantity',
    (quantity) => {
      const order = read(`E22PB-R10;${quantity}`)
      expect(order.lines).toEqual([])
      expect(order.problems).toEqual([
        { lineNumber: 1, code: 'badQuantity', text: `E22PB-R10;${quantity}` },
      ])
    },
  )

  it('bad quantities are reported per line with 1-based line numbers; good lines still read', () => {
    const order = read('E22PB-R10,-3\nE22PL-G24,2\n\nTB-10,2.5\nWD1X1-6FT.S,ten\nTB-20,0')
    expect(order.lines.map((line) => line.pnText)).toEqual(['E22PL-G24'])
    expect(order.problems.map((problem) => [problem.lineNumber, problem.code])).toEqual([
      [1, 'badQuantity'],
      [4, 'badQuantity'],
      [5, 'badQuantity'],
      [6, 'badQuantity'],
    ])
  })

  it('space separated: "E22PB-R10 -3" and "E22PB-R10 2.5" are bad quantities', () => {
    expect(read('E22PB-R10 -3\nE22PB-R10 2.5').problems.map((p) => p.code)).toEqual([
      'badQuantity',
      'badQuantity',
    ])
  })

  it("a zero fraction as spreadsheets show it is whole: '10.0' → 10, '10,00' → 10", () => {
    expect(brief('E22PB-R10\t10.0\nE22PL-G24;10,00\nTB-10\t010')).toEqual([
      ['E22PB-R10', 10, 0, [1]],
      ['E22PL-G24', 10, 0, [2]],
      ['TB-10', 10, 0, [3]],
    ])
  })

  it("thousands groups are refused: '1.000' is 1,000 in Spanish and 1 in English", () => {
    expect(read('E22PB-R10\t1.000').problems).toEqual([
      { lineNumber: 1, code: 'badQuantity', text: 'E22PB-R10\t1.000' },
    ])
    expect(read('"E22PB-R10","1,000"').problems.map((p) => p.code)).toEqual(['badQuantity'])
  })

  it("an unquoted comma is a separator: 'E22PB-R10,1,000' has three cells, tooManyCells", () => {
    expect(read('E22PB-R10,1,000').problems).toEqual([
      { lineNumber: 1, code: 'tooManyCells', text: 'E22PB-R10,1,000' },
    ])
  })

  it('100,000 is read; 100,001 is quantityTooLarge', () => {
    expect(brief('TB-10\t100000')).toEqual([['TB-10', 100_000, 0, [1]]])
    expect(read('TB-10\t100001').problems.map((p) => p.code)).toEqual(['quantityTooLarge'])
    expect(read('TB-10\t99999999999999999999999').problems.map((p) => p.code)).toEqual([
      'quantityTooLarge',
    ])
  })

  it('a pn of separators only is missingPartNumber', () => {
    expect(read('-,10').problems).toEqual([
      { lineNumber: 1, code: 'missingPartNumber', text: '-,10' },
    ])
  })
})

describe('1,000 lines at most', () => {
  const rows = (count: number) => Array.from({ length: count }, (_, i) => `TB-${i}\t1`)

  it('1,000 non-blank lines are read', () => {
    expect(read(rows(1000).join('\n')).lines).toHaveLength(1000)
  })

  it('1,001 non-blank lines are refused as a whole', () => {
    expect(parseQuickOrder(rows(1001).join('\n'))).toEqual({
      ok: false,
      code: 'tooManyLines',
      maxLines: 1000,
    })
  })

  it('blank lines do not count: 1,000 lines with 500 blank lines between them are read', () => {
    expect(read(rows(1000).join('\n\n')).lines).toHaveLength(1000)
  })

  it('lines with problems count: 1,001 bad lines are refused', () => {
    const bad = Array.from({ length: 1001 }, () => 'E22PB-R10,ten').join('\n')
    expect(parseQuickOrder(bad).ok).toBe(false)
  })
})

describe('quickOrderQuantity: what the server asks the quantity rule for', () => {
  const packOf10 = quantityRule({ pkgQty: 10, family: 'nema-terminal-blocks' })
  const duct = quantityRule({ pkgQty: 10, family: 'wire-duct' })

  it('no quantity, one package: one step (10)', () => {
    expect(quickOrderQuantity({ quantity: null, packages: 1 }, packOf10)).toMatchObject({
      ok: true,
      quantity: 10,
    })
  })

  it('7 typed rounds up to 10; 7 + 7 = 14 rounds up to 20 (summed, then rounded)', () => {
    expect(quickOrderQuantity({ quantity: 7, packages: 0 }, packOf10)).toMatchObject({
      ok: true,
      quantity: 10,
      rounded: true,
    })
    expect(quickOrderQuantity({ quantity: 14, packages: 0 }, packOf10)).toMatchObject({
      quantity: 20,
    })
  })

  it('wire duct 7 typed + 2 packages = 7 + 2 × 10 = 27, a cut line', () => {
    expect(quickOrderQuantity({ quantity: 7, packages: 2 }, duct)).toEqual({
      ok: true,
      quantity: 27,
      rounded: false,
      nonStandard: true,
    })
  })

  it('duplicates summing past 100,000 are refused: 60,000 + 60,000', () => {
    expect(quickOrderQuantity({ quantity: 120_000, packages: 0 }, packOf10)).toEqual({
      ok: false,
      code: 'quantityTooLarge',
    })
  })
})
