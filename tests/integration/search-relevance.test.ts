/**
 * Search relevance on the seeded demo catalogue (issue 16), on SQLite and PostgreSQL: how buyers
 * type, in both languages, and the part, family or suggestion they must get at the top. Every
 * query quoted at the top of the issue is a row. The catalogue is the one `npm start` serves.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createSearch, type Search, type SearchResults } from '@/catalog/search'
import type { Locale } from '@/i18n/locales'
import { runDemoSeed } from '@/seed/demo/run'

import { dialectsUnderTest, openTestDatabase, type TestDatabase } from '../support/databases'

type Expected =
  /** this pn first */
  | { first: string }
  /** the first part's description matches */
  | { firstIs: RegExp }
  /** every one of the first five parts' descriptions matches */
  | { topFive: RegExp }
  /** this pn among the first five */
  | { inTopFive: string }
  /** this family first among the families */
  | { family: string }
  /** this suggestion offered */
  | { suggests: string }

type Row = [query: string, locale: Locale, expected: Expected]

export const relevanceTable: Row[] = [
  // part numbers, however they are typed (the first sentence)
  ['E22ES40K-01', 'en', { first: 'E22ES40K-01' }],
  ['e22es40k01', 'en', { first: 'E22ES40K-01' }],
  ['E22-ES40K-01', 'en', { first: 'E22ES40K-01' }],
  ['c65-11-480', 'en', { first: 'C-65-11-480' }],
  ['mcb 2c16', 'en', { first: 'MCB2C16' }],
  ['TL70RGBZ24', 'en', { first: 'TL70-RGBZ-24' }],
  ['tl70 rgbz 24', 'es', { first: 'TL70-RGBZ-24' }],
  ['E22 PBELK 21', 'en', { first: 'E22PBELK-21' }],
  ['ol1s-32', 'en', { first: 'OL1S-32' }],
  ['OL1S32', 'es', { first: 'OL1S-32' }],
  ['itbs2.5-d', 'en', { first: 'ITBS2.5-D' }],
  ['ITBS25D', 'en', { first: 'ITBS2.5-D' }],
  ['E22PLR', 'en', { topFive: /^Pilot light, 22 mm, LED, red/ }],
  ['e22plhg', 'es', { topFive: /^Luz piloto, 22 mm, LED de alta luminosidad, verde/ }],
  // numbers and units, glued or not (the second sentence)
  ['contactor 65A', 'en', { topFive: /^Contactor, IEC, 65 A/ }],
  ['contactor 65 a', 'en', { topFive: /^Contactor, IEC, 65 A/ }],
  ['22mm push button', 'en', { topFive: /^Push button, 22 mm/ }],
  ['pilot light red 24v', 'en', { topFive: /^Pilot light, .*\bred, 24 V/ }],
  ['luz piloto roja 24v', 'es', { topFive: /^Luz piloto, .*\broja, 24 V/ }],
  ['relay 24vdc', 'en', { firstIs: /relay.*24 V DC/i }],
  ['terminal block 4mm', 'en', { topFive: /terminal block, 4 mm²/i }],
  ['tower light 70mm', 'en', { topFive: /^Tower light, 70 mm/ }],
  // one typo in a longer word, compounds, plurals
  ['push buton', 'en', { topFive: /^Push button/ }],
  ['push buton', 'en', { suggests: 'push button' }],
  ['contacter', 'en', { topFive: /^Contactor/ }],
  ['contacter', 'en', { suggests: 'contactor' }],
  ['pilto light', 'en', { topFive: /^Pilot light/ }],
  ['enclosre', 'en', { firstIs: /enclosure/i }],
  ['pushbutton', 'en', { topFive: /^Push button/ }],
  ['pushbuttons', 'en', { topFive: /^Push button/ }],
  ['contactors', 'en', { topFive: /^Contactor/ }],
  ['contactores', 'es', { topFive: /^Contactor/ }],
  ['botones', 'es', { topFive: /^Botón pulsador/ }],
  ['luces piloto', 'es', { topFive: /^Luz piloto/ }],
  // accents optional, and either language's word on either site (synonyms)
  ['boton', 'es', { topFive: /^Botón pulsador/ }],
  ['rele termico', 'es', { topFive: /^Relé térmico/ }],
  ['relay', 'es', { topFive: /^Relé/ }],
  ['rele', 'es', { topFive: /^Relé/ }],
  ['relé', 'en', { topFive: /relay/i }],
  ['canaleta', 'en', { topFive: /^Wire duct/ }],
  ['wire duct', 'es', { topFive: /^Canaleta/ }],
  ['gabinete', 'en', { firstIs: /^Enclosure/ }],
  ['enclosure', 'es', { topFive: /^(Gabinete|Caja para estación de control)/ }],
  ['botón pulsador', 'en', { topFive: /^Push button/ }],
  ['push button', 'es', { topFive: /^Botón pulsador/ }],
  ['guardamotor', 'en', { topFive: /^Motor protection circuit breaker/ }],
  ['paro de emergencia', 'en', { topFive: /^Emergency stop/ }],
  // families by title
  ['tower lights', 'en', { family: 'World Series Tower Lights' }],
  ['torres de señalización', 'es', { family: 'Torres de señalización World Series' }],
  ['circuit breakers', 'en', { family: 'Miniature Circuit Breakers' }],
  ['timing relay', 'es', { family: 'Relés temporizadores electrónicos' }],
  ['wire duct', 'en', { family: 'Wire Duct' }],
  ['guardamotores', 'es', { family: 'Guardamotores' }],
  ['timing relays', 'en', { family: 'Electronic Timing Relays' }],
]

function check(results: SearchResults, expected: Expected): void {
  const parts = results.parts
  const descriptions = parts.slice(0, 5).map((part) => part.description)
  if ('first' in expected) expect(parts[0]?.pn).toBe(expected.first)
  else if ('firstIs' in expected) expect(parts[0]?.description).toMatch(expected.firstIs)
  else if ('topFive' in expected) {
    expect(descriptions).toHaveLength(5)
    for (const description of descriptions) expect(description).toMatch(expected.topFive)
  } else if ('inTopFive' in expected) {
    expect(parts.slice(0, 5).map((part) => part.pn)).toContain(expected.inTopFive)
  } else if ('family' in expected) expect(results.families[0]?.title).toBe(expected.family)
  else expect(results.suggestions).toContain(expected.suggests)
}

function relevanceSuite(dialect: 'sqlite' | 'postgres') {
  let database: TestDatabase
  let payload: Payload
  let search: Search

  beforeAll(async () => {
    database = await openTestDatabase(dialect)
    payload = database.payload
    await runDemoSeed(payload)
    search = createSearch(payload)
  }, 600_000)

  afterAll(async () => {
    await database?.close()
  })

  it.each(relevanceTable)(`${dialect}: %j (%s) → %o`, async (query, locale, expected) => {
    check(await search.search({ q: query, locale }), expected)
  })

  it(`${dialect}: a page of parts follows another without repeats, and says when more follow`, async () => {
    const first = await search.search({ q: 'pilot light', locale: 'en', limit: 50 })
    const second = await search.search({ q: 'pilot light', locale: 'en', limit: 50, offset: 50 })
    expect(first.parts).toHaveLength(50)
    expect(first.moreParts).toBe(true)
    expect(second.parts).toHaveLength(50)
    expect(second.families).toEqual([])
    const pns = [...first.parts, ...second.parts].map((part) => part.pn)
    expect(new Set(pns).size).toBe(100)
    const last = await search.search({ q: 'mcb 2c16', locale: 'en', limit: 50 })
    expect(last.moreParts).toBe(false)
  })
}

for (const dialect of dialectsUnderTest) {
  describe(`search relevance on the demo catalogue (${dialect})`, () => relevanceSuite(dialect))
}
