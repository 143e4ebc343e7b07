import { describe, expect, it } from 'vitest'

import { csvDocument } from './csv-write'

describe('csvDocument', () => {
  it('quotes commas, quotes and line breaks; numbers stay numbers; BOM and CRLF', () => {
    expect(
      csvDocument(
        ['a', 'b'],
        [
          ['x, y', 'say "hi"'],
          [1250, null],
          ['two\nlines', true],
        ],
      ),
    ).toBe('\uFEFFa,b\r\n"x, y","say ""hi"""\r\n1250,\r\n"two\nlines",true\r\n')
  })

  it('a buyer text that a spreadsheet would run as a formula is written as text', () => {
    expect(csvDocument(['po'], [['=HYPERLINK("x")'], ['-12'], ['@SUM(A1)'], ['PO-12']])).toBe(
      '\uFEFFpo\r\n"\'=HYPERLINK(""x"")"\r\n\'-12\r\n\'@SUM(A1)\r\nPO-12\r\n',
    )
  })
})
