import { describe, expect, it } from 'vitest'

import { applyTStringOverrides, icuArgumentNames, tstringToIcu } from './tstring'

describe('translatable strings', () => {
  it('maps staff overrides onto the UI message’s ICU arguments', () => {
    expect(icuArgumentNames('Hi {name}, {count, plural, one {# item} other {# items}}')).toEqual([
      'name',
      'count',
    ])
    expect(tstringToIcu('Página no encontrada: ~~1~~', 'Page not found: {path}')).toBe(
      'Página no encontrada: {path}',
    )
    expect(tstringToIcu("It's {not} an argument ~~3~~", 'Hello {a}')).toBe(
      "It''s '{'not'}' an argument ~~3~~",
    )
  })

  it('applies overrides of existing keys only, without touching the shipped messages', () => {
    const shipped = {
      errors: { notFound: 'Page not found: {path}' },
      footer: { rights: '© {year}' },
    }
    const result = applyTStringOverrides(shipped, {
      'errors.notFound': 'Nothing at ~~1~~',
      'errors.unknown': 'x',
      footer: 'x',
    })
    expect(result).toEqual({
      errors: { notFound: 'Nothing at {path}' },
      footer: { rights: '© {year}' },
    })
    expect(shipped.errors.notFound).toBe('Page not found: {path}')
  })
})
