import { describe, expect, it } from 'vitest'

import { areaCodeOf, repFor, type SalesRep } from './rep-rule'

const reps: SalesRep[] = [
  { label: 'northeast', rep: 'Tom Kowalski', areaCodes: '412, 724,878', states: 'PA,NY,NJ' },
  { label: 'midwest', rep: 'Angela Price', areaCodes: '216,330', states: 'OH, MI, IL' },
  { label: 'fallback', rep: 'Sofía Méndez', countries: 'MX,GT,CO' },
  { label: 'texas', rep: 'Ramón Ortega', states: 'TX', countries: 'US' },
]

describe('rep rule for a new customer (§8)', () => {
  it('reads North American area codes however the phone is written', () => {
    expect(
      ['+1 (724) 555-0142', '724.555.0142', '17245550142', '(216) 555 0100'].map(areaCodeOf),
    ).toEqual(['724', '724', '724', '216'])
    expect(['+52 81 5555 0100', '555-0142', '', null, '(124) 555-0142'].map(areaCodeOf)).toEqual([
      null,
      null,
      null,
      null,
      null,
    ])
  })

  it('1. the area code wins over the state: a 216 phone in Pennsylvania goes to the Midwest rep', () => {
    expect(repFor(reps, { phone: '216-555-0100', state: 'PA', country: 'US' })).toMatchObject({
      rep: { rep: 'Angela Price' },
      by: 'areaCode',
    })
  })

  it('2. then the state: an unknown area code in New York goes to the Northeast rep', () => {
    expect(repFor(reps, { phone: '(917) 555-0100', state: 'ny', country: 'US' })).toMatchObject({
      rep: { rep: 'Tom Kowalski' },
      by: 'state',
    })
  })

  it('3. then the country: Guatemala by its country list', () => {
    expect(repFor(reps, { phone: '+502 2222 0000', state: 'GU', country: 'GT' })).toMatchObject({
      rep: { rep: 'Sofía Méndez' },
      by: 'country',
    })
  })

  it('4. else the rep labelled fallback; none at all when there is no such rep', () => {
    expect(repFor(reps, { phone: '+49 30 1234', state: 'BE', country: 'DE' })).toMatchObject({
      rep: { rep: 'Sofía Méndez' },
      by: 'fallback',
    })
    expect(
      repFor(
        reps.filter((rep) => rep.label !== 'fallback'),
        { country: 'DE' },
      ),
    ).toBeNull()
  })

  it('the first rep in the list wins a tie (staff order them)', () => {
    const twice: SalesRep[] = [...reps, { label: 'east-2', rep: 'Second', states: 'PA' }]
    expect(repFor(twice, { state: 'PA' })?.rep.rep).toBe('Tom Kowalski')
  })
})
