/**
 * The demo cross-reference table (issue 41, business rules §11): other makers' push buttons,
 * pilot lights, emergency stops, contactors, overload relays, terminal blocks and tower lights
 * mapped to the demo catalogue's pns, built from each maker's own part-number scheme (colour and
 * contact codes). A row whose part of ours the catalogue does not have is left out (a kit
 * whole), so the table fits any `--parts` count; `cross-references.test.ts` holds the default
 * catalogue's table to the import's checks and to the part numbers the issue names. Pure.
 * Also the few discontinued demo parts and their successors.
 */
import type { MatchKind } from '@/cross-reference/matches'

export type DemoCrossReference = {
  maker: string
  theirPn: string
  pn: string
  match: MatchKind
  quantity: number
  noteEn: string
  noteEs: string
}

type Note = { en: string; es: string }

const notes = {
  none: { en: '', es: '' },
  operatorOnly: {
    en: 'Theirs is the operator only; ours comes with its contact block.',
    es: 'La suya es solo el operador; la nuestra incluye su bloque de contactos.',
  },
  thirtyMillimetreKit: {
    en: '30 mm operator: our 22 mm part with the 30 → 22 mm reducing adapter fits the 30 mm hole.',
    es: 'Operador de 30 mm: nuestra pieza de 22 mm con el adaptador reductor de 30 a 22 mm encaja en el orificio de 30 mm.',
  },
  thirtyMillimetre: {
    en: 'Theirs is 30 mm; ours is 22 mm (add the reducing adapter E30ACC-RA22 for a 30 mm hole).',
    es: 'La suya es de 30 mm; la nuestra de 22 mm (añada el adaptador reductor E30ACC-RA22 para un orificio de 30 mm).',
  },
  metalBezel: {
    en: 'Theirs has a metal bezel; ours is plastic, with the same size, colour and contacts.',
    es: 'La suya tiene el aro metálico; la nuestra es de plástico, con el mismo tamaño, color y contactos.',
  },
  auxiliaries: {
    en: 'Theirs has 1 NO + 1 NC auxiliary contacts; ours has 1 NO.',
    es: 'La suya tiene contactos auxiliares 1 NA + 1 NC; la nuestra 1 NA.',
  },
  rating: {
    en: 'Nearest rating of ours: check the motor current.',
    es: 'Nuestra corriente más cercana: compruebe la corriente del motor.',
  },
  settingRange: {
    en: 'The setting range differs slightly: check the motor’s full-load current.',
    es: 'El rango de ajuste difiere un poco: compruebe la corriente nominal del motor.',
  },
  wideRangeCoil: {
    en: 'Their coil takes 100–250 V AC/DC; ours is 120 V AC.',
    es: 'Su bobina admite 100–250 V CA/CC; la nuestra es de 120 V CA.',
  },
  buzzer: {
    en: 'Ours adds an 85 dB buzzer; the tiers’ colours are the same.',
    es: 'La nuestra añade un zumbador de 85 dB; los colores de los niveles son los mismos.',
  },
} satisfies Record<string, Note>

type Entry = { theirPn: string; pn: string; match: MatchKind; note?: Note; quantity?: number }

/** Our colour letters: amber, blue, green, black, red, white, yellow. */
type Colour = 'A' | 'B' | 'G' | 'K' | 'R' | 'W' | 'Y'

/** Push buttons of ours: flush (F), extended (E) or maintained flush (FL), one contact. */
const button = (style: 'F' | 'E' | 'FL', colour: Colour, contacts: '10' | '01') =>
  `E22PB${style}${colour}-${contacts}`

function* pushButtons(
  codes: Readonly<Record<string, Colour>>,
  theirPn: (code: string, contacts: '10' | '01') => string,
  style: 'F' | 'E' | 'FL',
  match: MatchKind = 'exact',
  note?: Note,
): Generator<Entry> {
  for (const [code, colour] of Object.entries(codes)) {
    for (const contacts of ['10', '01'] as const) {
      yield { theirPn: theirPn(code, contacts), pn: button(style, colour, contacts), match, note }
    }
  }
}

function* pilotLights(
  codes: Readonly<Record<string, Colour>>,
  theirPn: (code: string, volts: '24' | '120') => string,
  volts: readonly ('24' | '120')[] = ['24', '120'],
  match: MatchKind = 'exact',
  note?: Note,
): Generator<Entry> {
  for (const [code, colour] of Object.entries(codes)) {
    for (const volt of volts) {
      yield { theirPn: theirPn(code, volt), pn: `E22PL${colour}-${volt}`, match, note }
    }
  }
}

const kit = (theirPn: string, pns: readonly string[], note: Note): Entry[] =>
  pns.map((pn) => ({ theirPn, pn, match: 'kit', note, quantity: 1 }))

// ---------------------------------------------------------------------------------------------

function* allenBradley(): Generator<Entry> {
  // 800T: 30 mm operators the demo catalogue does not make: a 22 mm part and the reducer
  const reducer = 'E30ACC-RA22'
  yield* kit('800T-A1A', ['E22PBFG-10', reducer], notes.thirtyMillimetreKit)
  yield* kit('800T-A2A', ['E22PBFR-01', reducer], notes.thirtyMillimetreKit)
  yield* kit('800T-A6A', ['E22PBFK-10', reducer], notes.thirtyMillimetreKit)
  yield* kit('800T-B6A', ['E22PBEK-10', reducer], notes.thirtyMillimetreKit)
  yield* kit('800T-A7A', ['E22PBFB-10', reducer], notes.thirtyMillimetreKit)
  for (const [code, colour] of Object.entries({ G: 'G', R: 'R', A: 'A', W: 'W' } as const)) {
    yield {
      theirPn: `800T-QH24${code}`,
      pn: `E22PL${colour}-24`,
      match: 'functional',
      note: notes.thirtyMillimetre,
    }
  }
  yield {
    theirPn: '800T-FX6A5',
    pn: 'E22ES40T-11',
    match: 'functional',
    note: notes.thirtyMillimetre,
  }
  // 800F: 22 mm; the operator alone, or with its contact block (PX10 1 NO, PX01 1 NC)
  const colours = { '2': 'K', '3': 'G', '4': 'R', '5': 'Y', '6': 'W', '7': 'B' } as const
  for (const [code, colour] of Object.entries(colours)) {
    yield {
      theirPn: `800FP-F${code}`,
      pn: button('F', colour, colour === 'R' ? '01' : '10'),
      match: 'similar',
      note: notes.operatorOnly,
    }
  }
  yield* pushButtons(colours, (code, contacts) => `800FP-F${code}PX${contacts}`, 'F')
  yield* pushButtons(colours, (code, contacts) => `800FP-E${code}PX${contacts}`, 'E')
  // contactors: D = 120 V AC, EJ = 24 V DC (electronic coil)
  for (const [amps, ours, match] of [
    ['09', '09', 'exact'],
    ['12', '12', 'exact'],
    ['16', '18', 'similar'],
    ['23', '25', 'similar'],
  ] as const) {
    const note = match === 'similar' ? notes.rating : undefined
    yield { theirPn: `100-C${amps}D10`, pn: `C-${ours}-10-120`, match, note }
    yield { theirPn: `100-C${amps}D01`, pn: `C-${ours}-01-120`, match, note }
    yield { theirPn: `100-C${amps}EJ10`, pn: `C-${ours}-10-24D`, match, note }
  }
  // overload relays (class 10, direct mount)
  for (const [code, ours] of [
    ['A16', '1.6'],
    ['B40', '4'],
    ['B60', '6'],
    ['C10', '10'],
    ['C13', '13'],
    ['C25', '25'],
  ]) {
    yield { theirPn: `193-T1A${code}`, pn: `OL1-${ours}`, match: 'exact' }
  }
  // terminal blocks: J screw, L spring clamp, G ground
  for (const [size, ours] of [
    ['3', '2.5'],
    ['4', '4'],
    ['6', '6'],
    ['10', '10'],
  ]) {
    yield { theirPn: `1492-J${size}`, pn: `ITBS${ours}-F`, match: 'exact' }
    yield { theirPn: `1492-JG${size}`, pn: `ITBS${ours}-G`, match: 'exact' }
    yield { theirPn: `1492-L${size}`, pn: `ITBC${ours}-F`, match: 'exact' }
  }
}

function* schneider(): Generator<Entry> {
  const colours = { '1': 'W', '2': 'K', '3': 'G', '4': 'R', '5': 'Y', '6': 'B' } as const
  // contact digit: 1 = 1 NO, 2 = 1 NC
  const code = (contacts: '10' | '01') => (contacts === '10' ? '1' : '2')
  yield* pushButtons(colours, (c, k) => `XB5AA${c}${code(k)}`, 'F')
  // Harmony XB4: a metal bezel, drop-in all the same (the note says what differs)
  yield* pushButtons(colours, (c, k) => `XB4BA${c}${code(k)}`, 'F', 'exact', notes.metalBezel)
  yield* pushButtons(colours, (c, k) => `XB4BP${c}${code(k)}`, 'E', 'exact', notes.metalBezel)
  for (const [c, colour] of Object.entries(colours)) {
    yield {
      theirPn: `ZB5AA${c}`,
      pn: button('F', colour, '10'),
      match: 'similar',
      note: notes.operatorOnly,
    }
  }
  const lights = { '1': 'W', '3': 'G', '4': 'R', '5': 'A', '6': 'B' } as const
  yield* pilotLights(lights, (c, v) => `XB5AV${v === '24' ? 'B' : 'G'}${c}`)
  yield* pilotLights(
    lights,
    (c, v) => `XB4BV${v === '24' ? 'B' : 'G'}${c}`,
    ['24', '120'],
    'functional',
    notes.metalBezel,
  )
  yield { theirPn: 'XB5AS8442', pn: 'E22ES40T-01', match: 'exact' }
  yield { theirPn: 'XB5AS8445', pn: 'E22ES40T-11', match: 'exact' }
  yield { theirPn: 'XB4BS8442', pn: 'E22ES40T-01', match: 'functional', note: notes.metalBezel }
  yield { theirPn: 'XB4BT842', pn: 'E22ES40P-01', match: 'functional', note: notes.metalBezel }
  // TeSys D contactors: 1 NO + 1 NC auxiliaries; coil BD 24 V DC, G7 120 V AC, B7 24 V AC
  for (const [amps, ours] of [
    ['09', '09'],
    ['12', '12'],
    ['18', '18'],
    ['25', '25'],
  ]) {
    for (const [coil, volts] of [
      ['BD', '24D'],
      ['G7', '120'],
      ['B7', '24'],
    ]) {
      yield {
        theirPn: `LC1D${amps}${coil}`,
        pn: `C-${ours}-10-${volts}`,
        match: 'similar',
        note: notes.auxiliaries,
      }
    }
  }
  for (const [code, ours, match] of [
    ['04', '0.63', 'exact'],
    ['05', '1', 'exact'],
    ['06', '1.6', 'exact'],
    ['08', '4', 'exact'],
    ['10', '6', 'exact'],
    ['14', '10', 'exact'],
    ['16', '13', 'exact'],
    ['22', '25', 'similar'],
    ['32', '32', 'exact'],
  ] as const) {
    yield {
      theirPn: `LRD${code}`,
      pn: `OL1-${ours}`,
      match,
      note: match === 'similar' ? notes.settingRange : undefined,
    }
  }
  for (const [size, ours] of [
    ['22', '2.5'],
    ['42', '4'],
    ['62', '6'],
    ['102', '10'],
  ]) {
    yield { theirPn: `NSYTRV${size}`, pn: `ITBS${ours}-F`, match: 'exact' }
    yield { theirPn: `NSYTRV${size}PE`, pn: `ITBS${ours}-G`, match: 'exact' }
    yield { theirPn: `NSYTRR${size}`, pn: `ITBC${ours}-F`, match: 'exact' }
  }
  yield { theirPn: 'XVC4B5', pn: 'TL40-RAGBW-24', match: 'exact' }
  yield { theirPn: 'XVC4B3', pn: 'TL40-RAGZ-24', match: 'similar', note: notes.buzzer }
  yield { theirPn: 'XVC6B4', pn: 'TL60-RAGW-24', match: 'exact' }
}

function* siemens(): Generator<Entry> {
  const colours = { '1': 'K', '2': 'R', '3': 'Y', '4': 'G', '5': 'B', '6': 'W' } as const
  const code = (contacts: '10' | '01') => (contacts === '10' ? 'B' : 'C')
  yield* pushButtons(colours, (c, k) => `3SU1100-0AB${c}0-1${code(k)}A0`, 'F')
  yield* pushButtons(colours, (c, k) => `3SU1100-0BB${c}0-1${code(k)}A0`, 'E')
  const lights = { '2': 'R', '3': 'A', '4': 'G', '5': 'B', '6': 'W' } as const
  yield* pilotLights(lights, (c) => `3SU1106-6AA${c}0-1AA0`, ['24'])
  yield* pilotLights(lights, (c) => `3SU1106-6AA${c}0-1AG0`, ['120'])
  yield { theirPn: '3SU1100-1HB20-1CA0', pn: 'E22ES40T-01', match: 'exact' }
  for (const [theirs, ours, match] of [
    ['3RT2015-1AK61', 'C-09-10-120', 'similar'],
    ['3RT2016-1AK61', 'C-09-10-120', 'exact'],
    ['3RT2017-1AK61', 'C-12-10-120', 'exact'],
    ['3RT2016-1BB41', 'C-09-10-24D', 'exact'],
    ['3RT2017-1BB41', 'C-12-10-24D', 'exact'],
    ['3RT2025-1AK60', 'C-18-10-120', 'similar'],
    ['3RT2026-1AK60', 'C-25-10-120', 'similar'],
  ] as const) {
    yield { theirPn: theirs, pn: ours, match, note: match === 'similar' ? notes.rating : undefined }
  }
  for (const [code, ours] of [
    ['1AB0', '1.6'],
    ['1EB0', '4'],
    ['1GB0', '6'],
    ['1JB0', '10'],
    ['1KB0', '13'],
  ]) {
    yield {
      theirPn: `3RU2116-${code}`,
      pn: `OL1-${ours}`,
      match: 'similar',
      note: notes.settingRange,
    }
  }
  for (const [code, ours] of [
    ['F', '2.5'],
    ['G', '4'],
    ['H', '6'],
    ['J', '10'],
  ]) {
    yield { theirPn: `8WH1000-0A${code}00`, pn: `ITBS${ours}-F`, match: 'exact' }
    yield { theirPn: `8WH2000-0A${code}00`, pn: `ITBC${ours}-F`, match: 'exact' }
    yield { theirPn: `8WH5000-0A${code}00`, pn: `ITBP${ours}-F`, match: 'exact' }
  }
}

function* eaton(): Generator<Entry> {
  const colours = { G: 'G', R: 'R', S: 'K', W: 'W', Y: 'Y', B: 'B' } as const
  for (const [code, colour] of Object.entries(colours)) {
    const contacts = colour === 'R' ? '01' : '10'
    yield {
      theirPn: `M22-D-${code}`,
      pn: button('F', colour, contacts),
      match: 'similar',
      note: notes.operatorOnly,
    }
    yield {
      theirPn: `M22-DH-${code}`,
      pn: button('E', colour, contacts),
      match: 'similar',
      note: notes.operatorOnly,
    }
    yield {
      theirPn: `M22-DL-${code}`,
      pn: button('FL', colour, contacts),
      match: 'similar',
      note: notes.operatorOnly,
    }
  }
  for (const [amps, ours, match] of [
    ['7', '09', 'similar'],
    ['9', '09', 'exact'],
    ['12', '12', 'exact'],
    ['17', '18', 'similar'],
    ['25', '25', 'exact'],
  ] as const) {
    for (const [coil, volts] of [
      ['24VDC', '24D'],
      ['120V60HZ', '120'],
      ['24V50/60HZ', '24'],
    ]) {
      yield {
        theirPn: `DILM${amps}-10(${coil})`,
        pn: `C-${ours}-10-${volts}`,
        match,
        note: match === 'similar' ? notes.rating : undefined,
      }
    }
  }
  for (const [code, ours, match] of [
    ['1,6', '1.6', 'exact'],
    ['4', '4', 'exact'],
    ['6', '6', 'exact'],
    ['10', '10', 'similar'],
    ['12', '13', 'similar'],
  ] as const) {
    yield {
      theirPn: `ZB12-${code}`,
      pn: `OL1-${ours}`,
      match,
      note: match === 'similar' ? notes.settingRange : undefined,
    }
  }
}

function* abb(): Generator<Entry> {
  const colours = { G: 'G', R: 'R', Y: 'Y', B: 'K', L: 'B', W: 'W' } as const
  yield* pushButtons(colours, (c, k) => `CP1-10${c}-${k}`, 'F')
  yield* pushButtons(colours, (c, k) => `CP2-10${c}-${k}`, 'E')
  const lights = { G: 'G', R: 'R', Y: 'A', L: 'B', W: 'W' } as const
  yield* pilotLights(lights, (c, v) => `CL2-5${v === '24' ? '24' : '20'}${c}`)
  for (const [theirs, ours, match, note] of [
    ['A9-30-10-84', 'C-09-10-120', 'exact', undefined],
    ['A12-30-10-84', 'C-12-10-120', 'exact', undefined],
    ['A16-30-10-84', 'C-18-10-120', 'similar', notes.rating],
    ['A26-30-10-84', 'C-25-10-120', 'similar', notes.rating],
    ['AF09-30-10-13', 'C-09-10-120', 'functional', notes.wideRangeCoil],
    ['AF12-30-10-13', 'C-12-10-120', 'functional', notes.wideRangeCoil],
  ] as const) {
    yield { theirPn: theirs, pn: ours, match, note }
  }
  for (const [theirs, ours] of [
    ['TA25DU-1.4', '1.6'],
    ['TA25DU-4.0', '4'],
    ['TA25DU-6.5', '6'],
    ['TA25DU-11', '13'],
  ] as const) {
    yield { theirPn: theirs, pn: `OL1-${ours}`, match: 'similar', note: notes.settingRange }
  }
  for (const size of ['2.5', '4', '6', '10']) {
    yield { theirPn: `ZS${size}`, pn: `ITBC${size}-F`, match: 'exact' }
    yield { theirPn: `ZS${size}-PE`, pn: `ITBC${size}-G`, match: 'exact' }
  }
  for (const [theirs, ours] of [
    ['M4/6', '4'],
    ['M6/8', '6'],
    ['M10/10', '10'],
  ] as const) {
    yield { theirPn: theirs, pn: `ITBS${ours}-F`, match: 'exact' }
  }
}

function* idec(): Generator<Entry> {
  const colours = { G: 'G', R: 'R', Y: 'Y', S: 'B', W: 'W', B: 'K' } as const
  yield* pushButtons(colours, (c, k) => `YW1B-M1E${k}${c}`, 'F')
  for (const [c, colour] of Object.entries(colours)) {
    yield { theirPn: `YW1B-A1E10${c}`, pn: button('FL', colour, '10'), match: 'exact' }
  }
  const lights = { G: 'G', R: 'R', A: 'A', S: 'B', W: 'W' } as const
  yield* pilotLights(lights, (c, v) => `YW1P-1EQ${v === '24' ? '4' : 'M3'}${c}`)
  yield { theirPn: 'LD6A-3DQB-RYG', pn: 'TL60-RAGZ-24', match: 'similar', note: notes.buzzer }
  yield { theirPn: 'LD6A-4DQB-RYGS', pn: 'TL60-RGBZ-24', match: 'similar', note: notes.buzzer }
}

const makers: [string, () => Generator<Entry>][] = [
  ['Allen-Bradley', allenBradley],
  ['Schneider Electric', schneider],
  ['Siemens', siemens],
  ['Eaton', eaton],
  ['ABB', abb],
  ['IDEC', idec],
]

/**
 * The table for a catalogue with these pns: every row whose part of ours exists (a kit only
 * when all its parts do).
 */
export function demoCrossReferences(ours: ReadonlySet<string>): DemoCrossReference[] {
  const rows: DemoCrossReference[] = []
  for (const [maker, entries] of makers) {
    const all = [...entries()]
    const kitsMissingAPart = new Set(
      all.filter((entry) => entry.match === 'kit' && !ours.has(entry.pn)).map((e) => e.theirPn),
    )
    for (const entry of all) {
      if (!ours.has(entry.pn) || kitsMissingAPart.has(entry.theirPn)) continue
      const note = entry.note ?? notes.none
      rows.push({
        maker,
        theirPn: entry.theirPn,
        pn: entry.pn,
        match: entry.match,
        quantity: entry.quantity ?? 1,
        noteEn: note.en,
        noteEs: note.es,
      })
    }
  }
  return rows
}

const csvCell = (value: string) =>
  /[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value

/** The table as the import's CSV file (what staff would upload). */
export function crossReferenceCsv(rows: readonly DemoCrossReference[]): string {
  const lines = ['maker,their_pn,our_pn,quantity,match,note_en,note_es']
  for (const row of rows) {
    lines.push(
      [row.maker, row.theirPn, row.pn, String(row.quantity), row.match, row.noteEn, row.noteEs]
        .map(csvCell)
        .join(','),
    )
  }
  return `${lines.join('\n')}\n`
}

/**
 * Discontinued demo parts (unavailable, in a public series) and their successors: flat-lens
 * 6 V pilot lights replaced by the dome-lens ones; the red one by way of its dome-lens part,
 * itself replaced by the high-brightness one (a chain of two). Listed so that every successor
 * is saved before the part that names it.
 */
export const demoSuccessors: readonly { pn: string; successor: string }[] = [
  { pn: 'E22PLR-6D', successor: 'E22PLHR-6' },
  { pn: 'E22PLR-6', successor: 'E22PLR-6D' },
  { pn: 'E22PLA-6', successor: 'E22PLA-6D' },
  { pn: 'E22PLB-6', successor: 'E22PLB-6D' },
  { pn: 'E22PLW-6', successor: 'E22PLW-6D' },
]
