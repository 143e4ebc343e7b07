import { describe, expect, it } from 'vitest'

import { offeredFile, otherFileLanguage } from './document-file'

const english = { url: '/api/cms/media/file/datasheet.pdf' }
const spanish = { url: '/api/cms/media/file/hoja-de-datos.pdf' }

describe('the file a document offers on a page', () => {
  it('offers the file in the page language when there is one', () => {
    const both = { file: english, fileEs: spanish }
    expect(offeredFile(both, 'en')).toEqual({ file: english, language: 'en', otherLanguage: false })
    expect(offeredFile(both, 'es')).toEqual({ file: spanish, language: 'es', otherLanguage: false })
    expect(otherFileLanguage(both, 'es')).toBeNull()
  })

  it('else the other language, marked as such (never a missing link)', () => {
    expect(offeredFile({ file: english, fileEs: null }, 'es')).toEqual({
      file: english,
      language: 'en',
      otherLanguage: true,
    })
    expect(otherFileLanguage({ file: english }, 'es')).toBe('en')
    expect(offeredFile({ file: null, fileEs: spanish }, 'en')).toEqual({
      file: spanish,
      language: 'es',
      otherLanguage: true,
    })
    expect(otherFileLanguage({ fileEs: 7 }, 'en')).toBe('es')
  })

  it('offers nothing when the document has no file', () => {
    expect(offeredFile({}, 'en')).toBeNull()
    expect(offeredFile({ file: null, fileEs: undefined }, 'es')).toBeNull()
    expect(otherFileLanguage({}, 'es')).toBeNull()
  })
})
