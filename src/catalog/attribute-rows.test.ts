import { describe, expect, it } from 'vitest'

import { attributesOf } from './parts-data'
import { checkRows, checkStored, objectOf, problemText, rowsOf } from './attribute-rows'

describe('a part attributes as rows', () => {
  it('reads the stored object (or its JSON text on SQLite) as rows, numbers as text', () => {
    expect(rowsOf({ colour: 'Red', voltage: '24 V', poles: 3 })).toEqual([
      { key: 'colour', value: 'Red' },
      { key: 'voltage', value: '24 V' },
      { key: 'poles', value: '3' },
    ])
    expect(rowsOf('{"colour":"Red"}')).toEqual([{ key: 'colour', value: 'Red' }])
    expect(rowsOf(null)).toEqual([])
    expect(rowsOf('not json')).toEqual([])
    expect(rowsOf(['Red'])).toEqual([])
  })

  it('writes rows back as the object the shop reads, trimmed, blank rows dropped', () => {
    const stored = objectOf([
      { key: ' colour ', value: ' Green ' },
      { key: '', value: '' },
      { key: 'voltage', value: '120 V' },
    ])
    expect(stored).toEqual({ colour: 'Green', voltage: '120 V' })
    // the family page's filters read exactly these values
    expect(attributesOf(stored)).toEqual({ colour: 'Green', voltage: '120 V' })
    expect(objectOf([])).toBeNull()
  })

  it('keeps a key such as __proto__ as an own attribute', () => {
    const stored = objectOf([{ key: '__proto__', value: 'x' }])
    expect(Object.keys(stored ?? {})).toEqual(['__proto__'])
  })

  it('says what is wrong with rows as typed, in both languages', () => {
    const problems = checkRows([
      { key: 'colour', value: 'Red' },
      { key: '', value: '24 V' },
      { key: 'voltage', value: ' ' },
      { key: 'colour', value: 'Blue' },
    ])
    expect(problems).toEqual([
      { kind: 'keyMissing', row: 2 },
      { kind: 'valueMissing', row: 3, key: 'voltage' },
      { kind: 'duplicateKey', row: 4, key: 'colour' },
    ])
    expect(problemText(problems[0]!, 'en')).toBe("Row 2: choose or type the attribute's name.")
    expect(problemText(problems[0]!, 'es')).toBe('Fila 2: elija o escriba el nombre del atributo.')
    expect(problemText(problems[2]!, 'en')).toBe('"colour" is there twice: keep one row.')
    expect(problemText(problems[2]!, 'es')).toBe('«colour» aparece dos veces: deje una sola fila.')
  })

  it('accepts on the server only an object of text values (or none)', () => {
    expect(checkStored(null)).toEqual([])
    expect(checkStored({ colour: 'Red', poles: 3 })).toEqual([])
    expect(checkStored(['Red'])).toEqual([{ kind: 'notAnObject' }])
    expect(checkStored('Red')).toEqual([{ kind: 'notAnObject' }])
    expect(checkStored({ colour: { en: 'Red' } })).toEqual([
      { kind: 'valueNotText', key: 'colour' },
    ])
    expect(checkStored({ colour: '' })).toEqual([{ kind: 'valueMissing', row: 1, key: 'colour' }])
  })
})
