import { describe, expect, it } from 'vitest'

import {
  canadianProvinces,
  countryOptions,
  isKnownCountry,
  mexicanStates,
  regionsFor,
  usStates,
} from './countries'

describe('countryOptions', () => {
  it('lists the US, Canada and Mexico first, in that order', () => {
    expect(countryOptions('en').slice(0, 3)).toEqual([
      { code: 'US', name: 'United States of America', phoneCode: '+1' },
      { code: 'CA', name: 'Canada', phoneCode: '+1' },
      { code: 'MX', name: 'Mexico', phoneCode: '+52' },
    ])
    expect(countryOptions('es').slice(0, 3)).toEqual([
      { code: 'US', name: 'Estados Unidos', phoneCode: '+1' },
      { code: 'CA', name: 'Canadá', phoneCode: '+1' },
      { code: 'MX', name: 'México', phoneCode: '+52' },
    ])
  })

  it('names countries in the locale', () => {
    expect(countryOptions('es').find((c) => c.code === 'ES')).toEqual({
      code: 'ES',
      name: 'España',
      phoneCode: '+34',
    })
    expect(countryOptions('en').find((c) => c.code === 'DE')?.name).toBe('Germany')
    expect(countryOptions('es').find((c) => c.code === 'DE')?.name).toBe('Alemania')
  })

  it('sorts the rest alphabetically in the locale', () => {
    for (const locale of ['en', 'es'] as const) {
      const rest = countryOptions(locale)
        .slice(3)
        .map((c) => c.name)
      expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, locale)))
    }
    const es = countryOptions('es').map((c) => c.code)
    expect(es.indexOf('DE')).toBeLessThan(es.indexOf('ES')) // Alemania before España
    const en = countryOptions('en').map((c) => c.code)
    expect(en.indexOf('DE')).toBeLessThan(en.indexOf('ES')) // Germany before Spain
  })

  it('only has countries both the names and the phone library know, each once', () => {
    const codes = countryOptions('en').map((c) => c.code)
    expect(new Set(codes).size).toBe(codes.length)
    expect(codes.length).toBeGreaterThan(230)
    expect(codes).not.toContain('AQ') // Antarctica: a name but no calling code
    expect(codes).not.toContain('AC') // Ascension: a calling code but no ISO 3166-1 name
    expect(countryOptions('en').every((c) => /^\+\d{1,3}$/.test(c.phoneCode))).toBe(true)
    expect(isKnownCountry('US')).toBe(true)
    expect(isKnownCountry('ZZ')).toBe(false)
  })

  it('returns a copy callers may sort', () => {
    countryOptions('en').reverse()
    expect(countryOptions('en')[0]?.code).toBe('US')
  })
})

describe('regions', () => {
  it('lists the 50 states, DC and the territories USPS delivers to', () => {
    const states = usStates()
    expect(states).toHaveLength(56)
    expect(states).toContainEqual({ code: 'PA', name: 'Pennsylvania' })
    expect(states).toContainEqual({ code: 'DC', name: 'District of Columbia' })
    for (const code of ['PR', 'GU', 'VI', 'AS', 'MP']) {
      expect(states.map((s) => s.code)).toContain(code)
    }
    expect(states.map((s) => s.code)).not.toContain('UM')
    expect(states[0]).toEqual({ code: 'AL', name: 'Alabama' })
  })

  it('lists the Canadian provinces and territories and the Mexican states', () => {
    expect(canadianProvinces()).toHaveLength(13)
    expect(canadianProvinces()).toContainEqual({ code: 'ON', name: 'Ontario' })
    expect(mexicanStates()).toHaveLength(32)
    expect(mexicanStates()).toContainEqual({ code: 'JAL', name: 'Jalisco' })
    expect(mexicanStates()).toContainEqual({ code: 'CMX', name: 'Ciudad de México' })
  })

  it('gives a list for US, CA and MX and free text elsewhere', () => {
    expect(regionsFor('US')).toEqual(usStates())
    expect(regionsFor('CA')).toEqual(canadianProvinces())
    expect(regionsFor('MX')).toEqual(mexicanStates())
    expect(regionsFor('DE')).toBeNull()
    expect(regionsFor('')).toBeNull()
  })
})
