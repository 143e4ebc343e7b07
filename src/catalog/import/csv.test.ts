import { describe, expect, it } from 'vitest'

import { CsvParseError, parseCsv } from './csv'

describe('parseCsv', () => {
  it('reads a simple file; header names are trimmed and lower-cased, values kept as written', () => {
    const csv = parseCsv(' PN , Description_EN\nE22-AB, Green button \nE22-CD,Red\n')
    expect(csv.header).toEqual(['pn', 'description_en'])
    expect(csv.rows).toEqual([
      { line: 2, values: { pn: 'E22-AB', description_en: ' Green button ' } },
      { line: 3, values: { pn: 'E22-CD', description_en: 'Red' } },
    ])
  })

  it('reads quoted commas, doubled quotes and an empty quoted field', () => {
    const csv = parseCsv('a,b,c\n"1,5","say ""hi""",""\n')
    expect(csv.rows).toEqual([{ line: 2, values: { a: '1,5', b: 'say "hi"', c: '' } }])
  })

  it('keeps a quote inside an unquoted field literally', () => {
    const csv = parseCsv('a,b\n12" pilot light,x\n')
    expect(csv.rows[0]?.values).toEqual({ a: '12" pilot light', b: 'x' })
  })

  it('reads a newline inside quotes and counts physical lines after it', () => {
    const text = ['pn,description_en', 'A1,"first line', 'second line"', 'B2,plain', ''].join('\n')
    const csv = parseCsv(text)
    expect(csv.rows).toEqual([
      { line: 2, values: { pn: 'A1', description_en: 'first line\nsecond line' } },
      { line: 4, values: { pn: 'B2', description_en: 'plain' } },
    ])
  })

  it('counts a CRLF inside quotes as one line and normalizes it to \\n', () => {
    const text = 'pn,d\r\nA1,"x\r\ny\r\nz"\r\nB2,w\r\n'
    const csv = parseCsv(text)
    expect(csv.rows).toEqual([
      { line: 2, values: { pn: 'A1', d: 'x\ny\nz' } },
      { line: 5, values: { pn: 'B2', d: 'w' } },
    ])
  })

  it('handles CRLF line endings without a trailing line break', () => {
    const csv = parseCsv('a,b\r\n1,2\r\n3,4')
    expect(csv.rows).toEqual([
      { line: 2, values: { a: '1', b: '2' } },
      { line: 3, values: { a: '3', b: '4' } },
    ])
  })

  it('handles lone CR line endings', () => {
    const csv = parseCsv('a,b\r1,2\r3,4\r')
    expect(csv.rows.map((row) => [row.line, row.values.a])).toEqual([
      [2, '1'],
      [3, '3'],
    ])
  })

  it('ignores a UTF-8 byte-order mark', () => {
    const csv = parseCsv('\uFEFFpn,family\nA1,f\n')
    expect(csv.header).toEqual(['pn', 'family'])
    expect(csv.rows[0]?.values).toEqual({ pn: 'A1', family: 'f' })
  })

  it('skips blank lines and all-empty records but keeps the line numbers', () => {
    const csv = parseCsv('\n\na,b\n\n1,2\n,\n  \n" ",\n3,4\n\n')
    expect(csv.header).toEqual(['a', 'b'])
    expect(csv.rows).toEqual([
      { line: 5, values: { a: '1', b: '2' } },
      { line: 9, values: { a: '3', b: '4' } },
    ])
  })

  it('reads missing trailing fields as empty', () => {
    const csv = parseCsv('a,b,c\n1\n')
    expect(csv.rows[0]?.values).toEqual({ a: '1', b: '', c: '' })
  })

  it('lists non-empty values in columns without a header name', () => {
    const csv = parseCsv('a,b,\n1,2,x,y,\n3,4,,,\n')
    expect(csv.header).toEqual(['a', 'b', ''])
    expect(csv.rows).toEqual([
      { line: 2, values: { a: '1', b: '2' }, extraValues: ['x', 'y'] },
      { line: 3, values: { a: '3', b: '4' } },
    ])
  })

  it('keeps the first of duplicate header names', () => {
    const csv = parseCsv('a,A\n1,2\n')
    expect(csv.header).toEqual(['a', 'a'])
    expect(csv.rows[0]?.values).toEqual({ a: '1' })
  })

  it('stores a "__proto__" column as an own value', () => {
    const csv = parseCsv('__proto__,b\nx,y\n')
    const values = csv.rows[0]?.values ?? {}
    expect(Object.keys(values)).toEqual(['__proto__', 'b'])
    expect(Object.getOwnPropertyDescriptor(values, '__proto__')?.value).toBe('x')
    expect(Object.getPrototypeOf(values)).toBe(Object.prototype)
  })

  it('returns an empty header and no rows for an empty file', () => {
    expect(parseCsv('')).toEqual({ header: [], rows: [] })
    expect(parseCsv('\uFEFF\r\n')).toEqual({ header: [], rows: [] })
  })

  it('throws on a quoted field that is never closed, naming the line where it starts', () => {
    const parse = () => parseCsv('a,b\n1,2\n3,"oops\n4,5\n')
    expect(parse).toThrow(CsvParseError)
    expect(parse).toThrow('line 3: quoted field is never closed')
  })

  it('throws on text after a closing quote', () => {
    let error: unknown
    try {
      parseCsv('a,b\n1,2\n\n"3" x,4\n')
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(CsvParseError)
    expect((error as CsvParseError).line).toBe(4)
    expect((error as CsvParseError).message).toBe(
      'line 4: unexpected character " " after a closing quote (a quote inside a quoted field must be doubled: "")',
    )
  })
})
