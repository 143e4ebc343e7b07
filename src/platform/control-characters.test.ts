import { describe, expect, it } from 'vitest'

import { controlCharacterPath, hasControlCharacter } from './control-characters'

describe('control characters in typed text', () => {
  it('refuses NUL and the other C0 controls and DEL; keeps tab and line breaks', () => {
    for (const bad of ['a\u0000b', '\u0001', 'x\u001b[2J', 'del\u007f', 'ff\u000c'])
      expect(hasControlCharacter(bad), JSON.stringify(bad)).toBe(true)
    for (const fine of ['Main St.\n2nd floor', 'a\tb', 'line\r\n', 'Luz piloto ñ 🙂', ''])
      expect(hasControlCharacter(fine), JSON.stringify(fine)).toBe(false)
  })

  it('names the path of the first field holding one, through groups, arrays and rich text', () => {
    expect(controlCharacterPath({ name: 'Acme\u0000 Corp' })).toBe('name')
    expect(controlCharacterPath({ reps: [{ email: 'a@b.c' }, { label: 'W\u0000' }] })).toBe(
      'reps.1.label',
    )
    expect(controlCharacterPath({ body: { root: { children: [{ text: 'x\u0007' }] } } })).toBe(
      'body.root.children.0.text',
    )
    expect(controlCharacterPath({ name: 'fine', n: 1, when: new Date(), none: null })).toBeNull()
  })
})
