import { describe, expect, it } from 'vitest'

import { attributeValueText } from './attribute-text'

describe('attribute values on a Spanish page', () => {
  it('leaves English pages as stored', () => {
    expect(attributeValueText('colour', 'Red', 'en')).toBe('Red')
    expect(attributeValueText('voltage', '24 V AC/DC', 'en')).toBe('24 V AC/DC')
  })

  it('shows Object.prototype names (constructor, toString) as stored, not as methods', () => {
    expect(attributeValueText('colour', 'constructor', 'es')).toBe('constructor')
    expect(attributeValueText('operator', 'toString', 'es')).toBe('toString')
    expect(attributeValueText('operator', 'constructor + hasOwnProperty', 'es')).toBe(
      'constructor + hasOwnProperty',
    )
  })

  it('translates colours, combinations included', () => {
    expect(attributeValueText('colour', 'Red', 'es')).toBe('Rojo')
    expect(attributeValueText('colour', 'Green/Yellow', 'es')).toBe('Verde/amarillo')
    expect(attributeValueText('colour', 'Red/Amber/Green', 'es')).toBe('Rojo/ámbar/verde')
    expect(attributeValueText('colour', 'Teal', 'es')).toBe('Teal')
  })

  it('writes AC/DC and normally open contacts the Spanish way', () => {
    expect(attributeValueText('voltage', '24 V AC/DC', 'es')).toBe('24 V CA/CC')
    expect(attributeValueText('voltage', '120 V AC', 'es')).toBe('120 V CA')
    expect(attributeValueText('contacts', '1 NO + 1 NC', 'es')).toBe('1 NA + 1 NC')
    expect(attributeValueText('contacts', '2 CO', 'es')).toBe('2 CO')
    expect(attributeValueText('amps', '0.10–0.16', 'es')).toBe('0.10–0.16')
  })

  it('translates operators and hole counts', () => {
    expect(attributeValueText('operator', 'Flush', 'es')).toBe('Al ras')
    expect(attributeValueText('operator', 'Mushroom 40 mm', 'es')).toBe('Hongo 40 mm')
    expect(attributeValueText('operator', '3-position key', 'es')).toBe('Llave de 3 posiciones')
    expect(attributeValueText('operator', 'Start / Stop + emergency stop', 'es')).toBe(
      'Arranque / Paro + paro de emergencia',
    )
    expect(attributeValueText('operator', 'Hand-Off-Auto + light', 'es')).toBe(
      'Manual-Fuera-Auto + luz',
    )
    expect(
      attributeValueText('operator', 'Forward / Reverse / Stop / Jog + emergency stop', 'es'),
    ).toBe('Adelante / Reversa / Paro / Avance lento + paro de emergencia')
    expect(attributeValueText('size', '1 hole', 'es')).toBe('1 perforación')
    expect(attributeValueText('size', '3 holes', 'es')).toBe('3 perforaciones')
    expect(attributeValueText('size', '22 mm', 'es')).toBe('22 mm')
  })
})
