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
  /** every one of the first ten parts' descriptions matches (a whole first page) */
  | { firstTen: RegExp }
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

  // issue 39: how Mexican and Latin-American buyers write, on both sites. First the four queries
  // of the issue, then units in every spelling, then each family in the buyers' words.
  ['relevador', 'es', { topFive: /^Relé/ }],
  ['relevador', 'en', { topFive: /relay/i }],
  ['rele 24vdc', 'es', { firstTen: /^Relé .*\b24 V CC\b/ }],
  ['rele 24vdc', 'en', { firstTen: /relay.*\b24 V DC\b/i }],
  ['gpr2 24vdc', 'en', { first: 'GPR2-24D' }],
  ['gpr2 24vdc', 'es', { first: 'GPR2-24D' }],
  ['contactor 24 vdc', 'en', { firstTen: /^Contactor, IEC, .*\b24 V DC coil\b/ }],
  ['contactor 24 vdc', 'es', { firstTen: /^Contactor IEC, .*bobina de 24 V CC\b/ }],
  // DC = CC = CD = VDC = VCC = VCD, AC = CA = VAC = VCA, glued or not, with dots or not
  ['relevador 24 V.C.D.', 'es', { firstTen: /^Relé .*\b24 V CC\b/ }],
  ['relay 24 Vcd', 'en', { firstTen: /relay.*\b24 V DC\b/i }],
  ['relays 24vcc', 'en', { firstTen: /relay.*\b24 V DC\b/i }],
  ['GPR2 24 VCD', 'es', { first: 'GPR2-24D' }],
  ['contactora 24 v.c.c.', 'es', { firstTen: /^Contactor IEC, .*bobina de 24 V CC\b/ }],
  ['contactor 24V DC', 'en', { firstTen: /^Contactor, IEC, .*\b24 V DC coil\b/ }],
  ['contactor 120 V CA', 'en', { topFive: /contactor.*\b120 V AC coil\b/i }],
  ['contactor 120vac', 'es', { topFive: /^Contactor .*bobina de 120 V CA\b/ }],
  ['pilot light 120 VCA', 'en', { topFive: /^Pilot light, .*\b120 V AC\b/ }],
  ['piloto 120vac', 'es', { topFive: /^Luz piloto, .*\b120 V CA\b/ }],
  ['foco piloto rojo 24vcd', 'es', { topFive: /^Luz piloto, .*\broja, 24 V CA\/CC/ }],
  ['timer 24vcd', 'en', { topFive: /^Timing relay, .*\b24 V AC\/DC\b/ }],
  ['torreta 24 vcd', 'es', { topFive: /^Torre de señalización, .*\b24 V CA\/CC\b/ }],
  // push buttons, e-stops, selectors, control stations
  ['push botón', 'es', { topFive: /^Botón pulsador/ }],
  ['boton push', 'en', { topFive: /^Push button/ }],
  ['botón de arranque', 'en', { topFive: /^Push button/ }],
  ['botón de paro de emergencia', 'en', { topFive: /^Emergency stop/ }],
  ['golpe de puño', 'es', { topFive: /^Paro de emergencia/ }],
  ['parada de emergencia', 'es', { topFive: /^Paro de emergencia/ }],
  ['e-stop', 'es', { topFive: /^Paro de emergencia/ }],
  ['switch selector', 'es', { topFive: /^Selector/ }],
  ['selector de llave', 'en', { topFive: /^Key selector switch/ }],
  ['conmutador', 'en', { topFive: /^Selector switch/ }],
  ['botonera', 'es', { topFive: /^(Estación de control|Caja para estación de control)/ }],
  ['botonera', 'es', { family: 'Estaciones de control' }],
  ['botonera', 'en', { topFive: /^Control station/ }],
  ['placa de leyenda', 'en', { topFive: /^Legend plate/ }],
  ['bloque de contactos', 'en', { topFive: /^Contact block/ }],
  // pilot lights and lamps
  ['foco piloto', 'es', { topFive: /^Luz piloto/ }],
  ['foco piloto', 'en', { topFive: /^Pilot light/ }],
  ['lámpara indicadora', 'es', { topFive: /^Luz piloto/ }],
  ['testigo luminoso', 'en', { topFive: /^Pilot light/ }],
  ['indicator light', 'es', { topFive: /^Luz piloto/ }],
  ['foco', 'es', { topFive: /^Lámpara LED/ }],
  ['bombilla', 'en', { topFive: /\blamp\b/i }],
  // contactors and relays
  ['contactora', 'en', { topFive: /^Contactor/ }],
  ['relevador de control', 'en', { topFive: /^Control relay/ }],
  ['relevadores de control', 'es', { topFive: /^Relé de control/ }],
  ['sapo', 'es', { topFive: /^Relé de propósito general/ }],
  ['base para relevador', 'en', { topFive: /^Relay socket/ }],
  ['relevador térmico', 'es', { topFive: /^Relé térmico de sobrecarga/ }],
  ['relevador de sobrecarga', 'en', { topFive: /^Thermal overload relay/ }],
  ['relevador de tiempo', 'en', { topFive: /^Timing relay/ }],
  ['timer', 'es', { topFive: /^Relé temporizador/ }],
  // circuit protection
  ['pastilla', 'es', { topFive: /^Interruptor termomagnético miniatura/ }],
  ['pastilla', 'es', { family: 'Interruptores termomagnéticos miniatura' }],
  ['pastilla termomagnética', 'en', { topFive: /^Miniature circuit breaker/ }],
  ['breaker 16a', 'es', { firstIs: /^Interruptor termomagnético miniatura, .*\b16 A\b/ }],
  ['arrancador manual', 'es', { topFive: /^Guardamotor/ }],
  ['guardamotor', 'en', { family: 'Motor Protection Circuit Breakers' }],
  ['desconectador', 'es', { topFive: /^Seccionador/ }],
  ['desconectador', 'es', { family: 'Interruptores de desconexión' }],
  ['interruptor de seguridad', 'en', { topFive: /^Disconnect switch/ }],
  ['seccionador', 'en', { topFive: /^Disconnect switch/ }],
  // terminal blocks and DIN rail
  ['clema', 'es', { topFive: /^Bloque de terminales/ }],
  ['clemas', 'en', { topFive: /terminal block/i }],
  ['bornera', 'es', { topFive: /^Bloque de terminales/ }],
  ['borne', 'en', { topFive: /terminal block/i }],
  ['regleta', 'en', { topFive: /terminal block/i }],
  ['clema 4mm', 'es', { topFive: /^Bloque de terminales IEC, 4 mm²/ }],
  ['jumper', 'es', { topFive: /^Puente/ }],
  ['tope final', 'en', { firstIs: /^End stop/ }],
  ['riel omega', 'es', { firstIs: /^Riel DIN/ }],
  // enclosures and wire duct
  ['gabinete', 'es', { family: 'Gabinetes' }],
  ['gabinete inox', 'es', { topFive: /^Gabinete NEMA 4X de acero inoxidable/ }],
  ['gabinete inoxidable', 'en', { topFive: /^Enclosure, NEMA 4X, 304 stainless steel/ }],
  ['envolvente', 'en', { topFive: /^Enclosure/ }],
  ['tablero', 'en', { topFive: /^Enclosure/ }],
  ['cabinet', 'es', { topFive: /^(Gabinete|Caja para estación de control)/ }],
  ['ducto ranurado', 'es', { topFive: /^Canaleta/ }],
  ['canaleta ranurada', 'en', { topFive: /^Wire duct/ }],
  ['canaleta ranurada', 'en', { family: 'Wire Duct' }],
  ['raceway', 'es', { topFive: /^Canaleta/ }],
  // tower lights and buzzers
  ['torreta', 'es', { topFive: /^Torre de señalización/ }],
  ['torreta', 'es', { family: 'Torres de señalización World Series' }],
  ['torreta', 'en', { topFive: /^Tower light/ }],
  ['semáforo', 'en', { topFive: /^Tower light/ }],
  ['semáforo', 'en', { family: 'World Series Tower Lights' }],
  ['baliza', 'es', { topFive: /^Torre de señalización/ }],
  ['stack light', 'es', { topFive: /^Torre de señalización/ }],
  ['chicharra', 'en', { topFive: /\bbuzzer\b/ }],
  ['chicharra', 'es', { topFive: /\bzumbador\b/ }],
]

function check(results: SearchResults, expected: Expected): void {
  const parts = results.parts
  const descriptions = parts.slice(0, 5).map((part) => part.description)
  if ('first' in expected) expect(parts[0]?.pn).toBe(expected.first)
  else if ('firstIs' in expected) expect(parts[0]?.description).toMatch(expected.firstIs)
  else if ('topFive' in expected) {
    expect(descriptions).toHaveLength(5)
    for (const description of descriptions) expect(description).toMatch(expected.topFive)
  } else if ('firstTen' in expected) {
    expect(parts).toHaveLength(10)
    for (const part of parts) expect(part.description).toMatch(expected.firstTen)
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
