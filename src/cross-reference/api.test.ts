import { describe, expect, it } from 'vitest'

import { answerOf, crossReferenceQuerySchema } from './api'

const note = { en: 'Metal bezel', es: 'Aro metálico' }
const part = (pn: string, match: 'exact' | 'similar' | 'kit', quantity = 1) => ({
  maker: 'Schneider Electric',
  theirPn: 'XB4BA31',
  pn,
  match,
  quantity,
  note,
})

describe('the public cross-reference answer', () => {
  it('orders exact → similar → kit, the note in the language, ours first when the text is ours', () => {
    const answer = answerOf(
      'XB4BA31',
      [part('E30ACC-RA22', 'kit', 2), part('E22PBFR-10', 'similar'), part('E22PBFG-10', 'exact')],
      { pn: 'XB4BA31', maker: 'Allegheny Controls' },
      'es',
    )
    expect(answer.matches.map((match) => [match.pn, match.match, match.quantity])).toEqual([
      ['XB4BA31', 'exact', 1],
      ['E22PBFG-10', 'exact', 1],
      ['E22PBFR-10', 'similar', 1],
      ['E30ACC-RA22', 'kit', 2],
    ])
    expect(answer.matches[1]?.note).toBe('Aro metálico')
  })

  it('takes a pn of up to 100 characters with a letter or digit', () => {
    expect(crossReferenceQuerySchema.safeParse({ pn: ' xb4 ba31 ' }).data?.pn).toBe('xb4 ba31')
    for (const pn of ['', '  ', '---', 'X'.repeat(101)]) {
      expect(crossReferenceQuerySchema.safeParse({ pn }).success, pn).toBe(false)
    }
  })
})
