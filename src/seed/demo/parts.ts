/**
 * Deterministic demo catalogue: series (part-number prefixes with discount schedules), parts
 * for every product family, and the 'Distributor' and 'OEM' price lists.
 *
 * Everything here is pure: randomness comes from a seeded PRNG (mulberry32) keyed by strings,
 * so the same inputs always give the same parts, prices and price lists. A part's price depends
 * only on its part number, and a larger `count` keeps the parts of a smaller one (each series
 * takes the next entries of the same seeded sequence).
 */

import type { ImportedPart } from '@/catalog/import/validate'

/** A demo part has exactly the shape of an imported CSV row: the seed goes through the importer. */
export type DemoPart = ImportedPart

export type DemoSeries = {
  /** Part-number prefix; a part belongs to the series with the longest matching title. */
  title: string
  discountSchedule: string
  isPublic: boolean
  /** Family slug. */
  family: string
}

export type DemoPriceListEntry = {
  valueType: 'Actual' | '% Discount'
  schedule: string | null
  pn: string | null
  /** Dollars for 'Actual', percent for '% Discount'. */
  value: number
}

/** The discount schedule codes of the spec; every one is used by at least one series. */
export const DEMO_DISCOUNT_SCHEDULES = [
  'E-1',
  'E-2',
  'E-3',
  'F-1',
  'F-2',
  'F-3',
  'G-1',
  'G-2',
  'G-3',
  'G-4',
  'G-5',
  'G-6',
  'H-2',
  'H-3',
  'H-4',
  'H-5',
  'H-7',
] as const

// ---------------------------------------------------------------------------------------------
// Seeded randomness

/** 32-bit FNV-1a hash of a string. */
function hashString(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

/** mulberry32: a tiny, fast seeded PRNG returning floats in [0, 1). */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function shuffled<T>(items: readonly T[], seed: string): T[] {
  const result = items.slice()
  const random = mulberry32(hashString(seed))
  for (let i = result.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    const a = result[i] as T
    result[i] = result[j] as T
    result[j] = a
  }
  return result
}

// ---------------------------------------------------------------------------------------------
// Prices

/** Cent endings for prices of $10 and up (zero and .50 most common, some odd ones). */
const ENDINGS = [0, 0, 0, 50, 50, 95, 95, 25, 75, 70, 10, 30, 60, 90, 20, 40, 85, 15, 45, 35]
/** Odd-cent nudges for small items priced in 5-cent steps (e.g. $1.70 → $1.73). */
const SMALL_NUDGES = [-3, -2, -1, 1, 2, 3, 4]

/**
 * List price in cents for a part: `dollars` ±5 % (keyed by the pn), rounded to a realistic
 * ending and clamped to the series' range.
 */
function listPriceCents(pn: string, dollars: number, lo: number, hi: number): number {
  const random = mulberry32(hashString(`price:${pn}`))
  const jittered = dollars * (0.95 + 0.1 * random())
  let cents: number
  if (hi <= 12) {
    cents = Math.round(jittered * 20) * 5
    if (random() < 0.3) cents += SMALL_NUDGES[Math.floor(random() * SMALL_NUDGES.length)] ?? 0
  } else {
    cents = Math.floor(jittered) * 100 + (ENDINGS[Math.floor(random() * ENDINGS.length)] ?? 0)
  }
  return Math.min(Math.round(hi * 100), Math.max(Math.round(lo * 100), cents))
}

// ---------------------------------------------------------------------------------------------
// Option vocabularies

type Colour = { code: string; name: string; en: string; m: string; f: string }

const RED: Colour = { code: 'R', name: 'Red', en: 'red', m: 'rojo', f: 'roja' }
const GREEN: Colour = { code: 'G', name: 'Green', en: 'green', m: 'verde', f: 'verde' }
const YELLOW: Colour = { code: 'Y', name: 'Yellow', en: 'yellow', m: 'amarillo', f: 'amarilla' }
const BLUE: Colour = { code: 'B', name: 'Blue', en: 'blue', m: 'azul', f: 'azul' }
const WHITE: Colour = { code: 'W', name: 'White', en: 'white', m: 'blanco', f: 'blanca' }
const AMBER: Colour = { code: 'A', name: 'Amber', en: 'amber', m: 'ámbar', f: 'ámbar' }
const BLACK: Colour = { code: 'K', name: 'Black', en: 'black', m: 'negro', f: 'negra' }
/** Housing gray: the default, so it adds nothing to the part number. */
const GREY: Colour = { code: '', name: 'Gray', en: 'gray', m: 'gris', f: 'gris' }
const GREEN_YELLOW: Colour = {
  code: '',
  name: 'Green/Yellow',
  en: 'green/yellow',
  m: 'verde/amarillo',
  f: 'verde/amarilla',
}

const BUTTON_COLOURS = [RED, GREEN, YELLOW, BLUE, WHITE, BLACK, AMBER]
const LIGHT_COLOURS = [RED, GREEN, YELLOW, BLUE, WHITE, AMBER]
const KNOB_COLOURS = [BLACK, RED, GREEN, BLUE, WHITE, YELLOW]
const BLOCK_COLOURS = [GREY, BLUE, RED, BLACK, WHITE, YELLOW]

type Voltage = { code: string; name: string; en: string; es: string; adder: number }

function voltage(code: string, en: string, es: string, adder = 0): Voltage {
  return { code, name: en, en, es, adder }
}

const V5 = voltage('5', '5 V DC', '5 V CC')
const V6 = voltage('6', '6 V AC/DC', '6 V CA/CC')
const V12 = voltage('12', '12 V AC/DC', '12 V CA/CC')
const V24 = voltage('24', '24 V AC/DC', '24 V CA/CC')
const V28 = voltage('28', '28 V AC/DC', '28 V CA/CC')
const V48 = voltage('48', '48 V AC/DC', '48 V CA/CC', 1)
const V120 = voltage('120', '120 V AC', '120 V CA', 3)
const V230 = voltage('230', '230 V AC', '230 V CA', 5)

const LIGHT_VOLTAGES = [V6, V12, V24, V48, V120, V230]

/** Coil voltages; a trailing 'D' in the code marks a DC coil. */
const COILS: Voltage[] = [
  voltage('24', '24 V AC', '24 V CA'),
  voltage('120', '120 V AC', '120 V CA'),
  voltage('208', '208 V AC', '208 V CA'),
  voltage('240', '240 V AC', '240 V CA'),
  voltage('277', '277 V AC', '277 V CA', 0.02),
  voltage('480', '480 V AC', '480 V CA', 0.04),
  voltage('12D', '12 V DC', '12 V CC', 0.12),
  voltage('24D', '24 V DC', '24 V CC', 0.12),
  voltage('48D', '48 V DC', '48 V CC', 0.14),
  voltage('110D', '110 V DC', '110 V CC', 0.16),
]

type Contacts = { code: string; name: string; en: string; es: string; blocks: number }

/** '11' → 1 NO + 1 NC ('1 NA + 1 NC' in Spanish); '00' → none. */
function contacts(code: string): Contacts {
  const no = Number(code.charAt(0))
  const nc = Number(code.charAt(1))
  const en: string[] = []
  const es: string[] = []
  if (no > 0) {
    en.push(`${no} NO`)
    es.push(`${no} NA`)
  }
  if (nc > 0) {
    en.push(`${nc} NC`)
    es.push(`${nc} NC`)
  }
  const name = en.join(' + ') || 'None'
  return { code, name, en: name, es: es.join(' + ') || 'ninguno', blocks: no + nc }
}

const PB_CONTACTS = ['10', '01', '11', '20', '02', '21', '12', '22'].map(contacts)

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`
}

// ---------------------------------------------------------------------------------------------
// Series lines

/** A generated part before its family, price and variant suffix are fixed. */
type Candidate = {
  pn: string
  en: string
  es: string
  dollars: number
  pkgQty: number
  shippingFamily: string | null
  tariff: boolean
  attributes: Record<string, string>
}

type Extra = { pkgQty?: number; shippingFamily?: string | null; tariff?: boolean }

type Add = (
  pn: string,
  en: string,
  es: string,
  dollars: number,
  attributes: Record<string, string>,
  extra?: Extra,
) => void

type Line = {
  title: string
  schedule: (typeof DEMO_DISCOUNT_SCHEDULES)[number]
  family: string
  isPublic?: boolean
  /** Relative size of the line: its share of the parts generated. */
  weight: number
  /** List price range in dollars. */
  lo: number
  hi: number
  pkgQty?: number
  tariff?: boolean
  build: (add: Add) => void
}

const OPERATORS = [
  { code: 'F', name: 'Flush', en: 'flush', es: 'al ras', adder: 0 },
  { code: 'E', name: 'Extended', en: 'extended', es: 'saliente', adder: 2 },
  { code: 'M', name: 'Mushroom', en: '40 mm mushroom', es: 'hongo de 40 mm', adder: 7 },
]

const LEGENDS: [code: string, text: string][] = [
  ['START', 'START'],
  ['STOP', 'STOP'],
  ['RESET', 'RESET'],
  ['JOG', 'JOG'],
  ['RUN', 'RUN'],
  ['ON', 'ON'],
  ['OFF', 'OFF'],
  ['AUTO', 'AUTO'],
  ['MANUAL', 'MANUAL'],
  ['HOA', 'HAND-OFF-AUTO'],
  ['FWD', 'FORWARD'],
  ['REV', 'REVERSE'],
  ['UP', 'UP'],
  ['DOWN', 'DOWN'],
  ['OPEN', 'OPEN'],
  ['CLOSE', 'CLOSE'],
  ['PWRON', 'POWER ON'],
  ['FAULT', 'FAULT'],
  ['SILENCE', 'ALARM SILENCE'],
  ['ESTOP', 'EMERGENCY STOP'],
  ['LR', 'LOCAL-REMOTE'],
  ['BLANK', ''],
  ['ARRANQUE', 'ARRANQUE'],
  ['PARO', 'PARO'],
  ['RESTABLECER', 'RESTABLECER'],
  ['MARCHA', 'EN MARCHA'],
  ['ENCENDIDO', 'ENCENDIDO'],
  ['APAGADO', 'APAGADO'],
  ['AUTOMATICO', 'AUTOMÁTICO'],
  ['MFA', 'MANUAL-FUERA-AUTO'],
  ['ADELANTE', 'ADELANTE'],
  ['REVERSA', 'REVERSA'],
  ['SUBIR', 'SUBIR'],
  ['BAJAR', 'BAJAR'],
  ['ABRIR', 'ABRIR'],
  ['CERRAR', 'CERRAR'],
  ['FALLA', 'FALLA'],
  ['PEMERG', 'PARO DE EMERGENCIA'],
  ['LREM', 'LOCAL-REMOTO'],
]

const STATION_CONFIGS = [
  { holes: 1, code: 'ES', name: 'Emergency stop', en: 'emergency stop', es: 'paro de emergencia' },
  {
    holes: 1,
    code: 'HOA',
    name: 'Hand-Off-Auto',
    en: 'HAND-OFF-AUTO selector',
    es: 'selector MANUAL-FUERA-AUTO',
  },
  { holes: 1, code: 'PL', name: 'Pilot light', en: 'pilot light', es: 'luz piloto' },
  {
    holes: 2,
    code: 'SS',
    name: 'Start / Stop',
    en: 'START / STOP push buttons',
    es: 'botones ARRANQUE / PARO',
  },
  {
    holes: 2,
    code: 'OO',
    name: 'On / Off',
    en: 'ON / OFF push buttons',
    es: 'botones ENCENDIDO / APAGADO',
  },
  {
    holes: 2,
    code: 'HOAL',
    name: 'Hand-Off-Auto + light',
    en: 'HAND-OFF-AUTO selector and pilot light',
    es: 'selector MANUAL-FUERA-AUTO y luz piloto',
  },
  {
    holes: 3,
    code: 'SSL',
    name: 'Start / Stop + light',
    en: 'START / STOP push buttons and RUN pilot light',
    es: 'botones ARRANQUE / PARO y luz piloto EN MARCHA',
  },
  {
    holes: 3,
    code: 'FRS',
    name: 'Forward / Reverse / Stop',
    en: 'FORWARD / REVERSE / STOP push buttons',
    es: 'botones ADELANTE / REVERSA / PARO',
  },
  {
    holes: 3,
    code: 'UDS',
    name: 'Up / Down / Stop',
    en: 'UP / DOWN / STOP push buttons',
    es: 'botones SUBIR / BAJAR / PARO',
  },
  {
    holes: 3,
    code: 'SSE',
    name: 'Start / Stop + emergency stop',
    en: 'START / STOP push buttons and emergency stop',
    es: 'botones ARRANQUE / PARO y paro de emergencia',
  },
  {
    holes: 4,
    code: 'FRSL',
    name: 'Forward / Reverse / Stop + light',
    en: 'FORWARD / REVERSE / STOP push buttons and RUN pilot light',
    es: 'botones ADELANTE / REVERSA / PARO y luz piloto EN MARCHA',
  },
  {
    holes: 5,
    code: 'FRSJE',
    name: 'Forward / Reverse / Stop / Jog + emergency stop',
    en: 'FORWARD / REVERSE / STOP / JOG push buttons and emergency stop',
    es: 'botones ADELANTE / REVERSA / PARO / AVANCE LENTO y paro de emergencia',
  },
]

const STATION_MATERIALS = [
  { code: 'P', en: 'polycarbonate', es: 'policarbonato', factor: 1 },
  { code: 'S', en: 'painted steel', es: 'acero pintado', factor: 1.3 },
  { code: 'X', en: '304 stainless steel', es: 'acero inoxidable 304', factor: 2.1 },
]

const TB_CONNECTIONS = [
  { code: '', en: 'screw clamp', es: 'conexión por tornillo', adder: 0 },
  { code: 'S', en: 'spring clamp', es: 'conexión por resorte', adder: 0.2 },
  { code: 'P', en: 'push-in', es: 'conexión de inserción directa', adder: 0.3 },
]

const ITB_CONNECTIONS = [
  { code: 'S', en: 'screw clamp', es: 'conexión por tornillo', adder: 0 },
  { code: 'C', en: 'spring cage', es: 'conexión por resorte', adder: 0.15 },
  { code: 'P', en: 'push-in', es: 'conexión de inserción directa', adder: 0.25 },
]

const FUSE_LEDS = [
  { code: '', en: '', es: '', adder: 0 },
  {
    code: 'L24',
    en: ', 24 V blown-fuse indicator',
    es: ', indicador de fusible fundido de 24 V',
    adder: 0.6,
  },
  {
    code: 'L120',
    en: ', 120 V blown-fuse indicator',
    es: ', indicador de fusible fundido de 120 V',
    adder: 0.6,
  },
]

const NEMA_GAUGES = [
  { awg: '16', amps: '10', price: 0.9 },
  { awg: '12', amps: '20', price: 1.05 },
  { awg: '10', amps: '30', price: 1.3 },
  { awg: '8', amps: '50', price: 1.85 },
  { awg: '6', amps: '65', price: 2.6 },
  { awg: '4', amps: '85', price: 3.4 },
]

const IEC_SIZES = [
  { mm2: '1.5', amps: '17.5', price: 0.85 },
  { mm2: '2.5', amps: '24', price: 0.95 },
  { mm2: '4', amps: '32', price: 1.15 },
  { mm2: '6', amps: '41', price: 1.45 },
  { mm2: '10', amps: '57', price: 2.1 },
  { mm2: '16', amps: '76', price: 2.9 },
  { mm2: '35', amps: '125', price: 4.3 },
]

const MARKER_RANGES: [code: string, text: string][] = [
  ['1-10', '1–10'],
  ['11-20', '11–20'],
  ['21-30', '21–30'],
  ['31-40', '31–40'],
  ['41-50', '41–50'],
  ['L1-L3', 'L1–L3'],
  ['UVW', 'U, V, W'],
  ['BLANK', 'blank'],
]

const CONTACTOR_RATINGS = [
  { amps: 9, price: 46 },
  { amps: 12, price: 52 },
  { amps: 18, price: 64 },
  { amps: 25, price: 82 },
  { amps: 32, price: 105 },
  { amps: 40, price: 138 },
  { amps: 50, price: 172 },
  { amps: 65, price: 215 },
  { amps: 80, price: 258 },
  { amps: 95, price: 296 },
]

/** Adjustable current ranges [low, high] in amperes. */
const OVERLOAD_RANGES: [lo: string, hi: string][] = [
  ['0.10', '0.16'],
  ['0.16', '0.25'],
  ['0.25', '0.40'],
  ['0.40', '0.63'],
  ['0.63', '1.0'],
  ['1.0', '1.6'],
  ['1.6', '2.5'],
  ['2.5', '4.0'],
  ['4.0', '6.0'],
  ['5.5', '8.0'],
  ['7.0', '10'],
  ['9.0', '13'],
  ['12', '18'],
  ['17', '25'],
  ['23', '32'],
  ['30', '40'],
  ['37', '50'],
  ['48', '65'],
  ['63', '80'],
  ['80', '93'],
]

const MPCB_RANGES: [lo: string, hi: string][] = [
  ['0.10', '0.16'],
  ['0.16', '0.25'],
  ['0.25', '0.40'],
  ['0.40', '0.63'],
  ['0.63', '1.0'],
  ['1.0', '1.6'],
  ['1.6', '2.5'],
  ['2.5', '4.0'],
  ['4.0', '6.3'],
  ['6.0', '10'],
  ['9.0', '14'],
  ['13', '18'],
  ['17', '23'],
  ['20', '25'],
  ['24', '32'],
]

const TOWER_STACKS = [
  'R',
  'A',
  'G',
  'B',
  'W',
  'RG',
  'RA',
  'AG',
  'RB',
  'RAG',
  'RAB',
  'RGB',
  'RAW',
  'RAGB',
  'RAGW',
  'RAGBW',
]
const TOWER_COLOURS = [RED, AMBER, GREEN, BLUE, WHITE]

/** Trims insignificant zeros for part numbers: '0.40' → '0.4', '1.0' → '1', '6.3' → '6.3'. */
function pnNumber(value: string): string {
  return String(Number(value))
}

const SELECTOR_POSITIONS = [
  { positions: 2, code: 'M', en: 'maintained', es: 'mantenido', adder: 0 },
  {
    positions: 2,
    code: 'R',
    en: 'spring return from right',
    es: 'retorno por resorte desde la derecha',
    adder: 2,
  },
  { positions: 3, code: 'M', en: 'maintained', es: 'mantenido', adder: 3 },
  {
    positions: 3,
    code: 'R',
    en: 'spring return from right',
    es: 'retorno por resorte desde la derecha',
    adder: 5,
  },
  {
    positions: 3,
    code: 'L',
    en: 'spring return from left',
    es: 'retorno por resorte desde la izquierda',
    adder: 5,
  },
  {
    positions: 3,
    code: 'C',
    en: 'spring return to center',
    es: 'retorno por resorte al centro',
    adder: 6,
  },
]

const LINES: Line[] = [
  // --- 22 mm push buttons -------------------------------------------------------------------
  {
    title: 'E22PB',
    schedule: 'E-1',
    family: '22mm-nema-push-buttons',
    weight: 210,
    lo: 18,
    hi: 45,
    build(add) {
      const actions = [
        { code: '', en: 'momentary', es: 'momentáneo', adder: 0 },
        { code: 'L', en: 'maintained', es: 'mantenido', adder: 4 },
      ]
      for (const op of OPERATORS)
        for (const action of actions)
          for (const colour of BUTTON_COLOURS)
            for (const ct of PB_CONTACTS)
              add(
                `E22PB${op.code}${action.code}${colour.code}-${ct.code}`,
                `Push button, 22 mm, ${op.en}, ${action.en}, ${colour.en}, ${ct.en}`,
                `Botón pulsador, 22 mm, ${op.es}, ${action.es}, ${colour.m}, ${ct.es}`,
                19 + op.adder + action.adder + 4.5 * (ct.blocks - 1),
                { colour: colour.name, operator: op.name, contacts: ct.name },
              )
    },
  },
  {
    title: 'E22PBI',
    schedule: 'E-2',
    family: '22mm-nema-push-buttons',
    weight: 80,
    lo: 18,
    hi: 45,
    build(add) {
      for (const op of OPERATORS.slice(0, 2))
        for (const colour of LIGHT_COLOURS)
          for (const v of [V12, V24, V120, V230])
            for (const ct of ['10', '01', '11', '20'].map(contacts))
              add(
                `E22PBI${op.code}${colour.code}${v.code}-${ct.code}`,
                `Illuminated push button, 22 mm, ${op.en}, ${colour.en}, LED ${v.en}, ${ct.en}`,
                `Botón pulsador luminoso, 22 mm, ${op.es}, ${colour.m}, LED de ${v.es}, ${ct.es}`,
                29 + op.adder + v.adder + 4 * (ct.blocks - 1),
                { colour: colour.name, operator: op.name, contacts: ct.name, voltage: v.name },
              )
    },
  },
  {
    title: 'E22ES',
    schedule: 'E-2',
    family: '22mm-nema-push-buttons',
    weight: 20,
    lo: 18,
    hi: 45,
    build(add) {
      const releases = [
        { code: 'T', en: 'twist to release', es: 'girar para liberar', adder: 0 },
        { code: 'K', en: 'key release', es: 'liberación con llave', adder: 8 },
        { code: 'P', en: 'push-pull', es: 'empujar-jalar', adder: 2 },
      ]
      for (const size of [40, 60])
        for (const release of releases)
          for (const ct of ['01', '02', '11', '12'].map(contacts))
            add(
              `E22ES${size}${release.code}-${ct.code}`,
              `Emergency stop, 22 mm, ${size} mm red mushroom, ${release.en}, ${ct.en}`,
              `Paro de emergencia, 22 mm, hongo rojo de ${size} mm, ${release.es}, ${ct.es}`,
              27 + (size - 40) / 5 + release.adder + 3.5 * (ct.blocks - 1),
              { colour: RED.name, operator: `Mushroom ${size} mm`, contacts: ct.name },
            )
    },
  },
  {
    title: 'E22PBX',
    schedule: 'E-1',
    family: '22mm-nema-push-buttons',
    isPublic: false,
    weight: 8,
    lo: 18,
    hi: 45,
    build(add) {
      for (const op of OPERATORS.slice(0, 2))
        for (const colour of [RED, GREEN, BLACK])
          for (const ct of ['10', '01'].map(contacts))
            add(
              `E22PBX${op.code}${colour.code}-${ct.code}`,
              `Push button, 22 mm, ${op.en}, ${colour.en}, ${ct.en}, discontinued`,
              `Botón pulsador, 22 mm, ${op.es}, ${colour.m}, ${ct.es}, descontinuado`,
              21 + op.adder,
              { colour: colour.name, operator: op.name, contacts: ct.name },
            )
    },
  },

  // --- 22 mm selector switches ---------------------------------------------------------------
  {
    title: 'E22SS',
    schedule: 'E-1',
    family: '22mm-selector-switches',
    weight: 95,
    lo: 20,
    hi: 48,
    build(add) {
      for (const sel of SELECTOR_POSITIONS)
        for (const colour of KNOB_COLOURS)
          for (const ct of ['10', '01', '11', '20', '02', '22'].map(contacts))
            add(
              `E22SS${sel.positions}${sel.code}${colour.code}-${ct.code}`,
              `Selector switch, 22 mm, ${sel.positions} positions, ${sel.en}, ${colour.en} knob, ${ct.en}`,
              `Selector, 22 mm, ${sel.positions} posiciones, ${sel.es}, manija ${colour.f}, ${ct.es}`,
              21 + sel.adder + 4.5 * (ct.blocks - 1),
              {
                colour: colour.name,
                operator: `${sel.positions}-position knob`,
                contacts: ct.name,
              },
            )
    },
  },
  {
    title: 'E22SSK',
    schedule: 'E-2',
    family: '22mm-selector-switches',
    weight: 35,
    lo: 20,
    hi: 48,
    build(add) {
      const removals = [
        { code: 'L', en: 'key removable in left position', es: 'llave removible a la izquierda' },
        { code: 'C', en: 'key removable in center position', es: 'llave removible al centro' },
        { code: 'R', en: 'key removable in right position', es: 'llave removible a la derecha' },
        { code: 'A', en: 'key removable in all positions', es: 'llave removible en toda posición' },
      ]
      for (const sel of SELECTOR_POSITIONS)
        for (const removal of removals) {
          if (removal.code === 'C' && sel.positions === 2) continue
          for (const ct of ['10', '01', '11', '20', '22'].map(contacts))
            add(
              `E22SSK${sel.positions}${sel.code}-${ct.code}-K${removal.code}`,
              `Key selector switch, 22 mm, black, ${sel.positions} positions, ${sel.en}, ${removal.en}, ${ct.en}`,
              `Selector de llave, 22 mm, negro, ${sel.positions} posiciones, ${sel.es}, ${removal.es}, ${ct.es}`,
              31 + sel.adder + 4.5 * (ct.blocks - 1),
              { colour: BLACK.name, operator: `${sel.positions}-position key`, contacts: ct.name },
            )
        }
    },
  },

  // --- Pilot lights --------------------------------------------------------------------------
  {
    title: 'E22PL',
    schedule: 'E-3',
    family: '22mm-nema-pilot-lights',
    weight: 200,
    lo: 22,
    hi: 60,
    build(add) {
      const types = [
        { code: '', name: 'Standard', en: 'LED', es: 'LED', adder: 0 },
        {
          code: 'T',
          name: 'Push-to-test',
          en: 'push-to-test, LED',
          es: 'con prueba por pulsación, LED',
          adder: 12,
        },
        {
          code: 'H',
          name: 'High brightness',
          en: 'high-brightness LED',
          es: 'LED de alta luminosidad',
          adder: 8,
        },
      ]
      const lenses = [
        { code: '', en: 'flat lens', es: 'lente plana', adder: 0 },
        { code: 'D', en: 'dome lens', es: 'lente domo', adder: 3 },
      ]
      for (const type of types)
        for (const colour of LIGHT_COLOURS)
          for (const v of LIGHT_VOLTAGES)
            for (const lens of lenses)
              add(
                `E22PL${type.code}${colour.code}-${v.code}${lens.code}`,
                `Pilot light, 22 mm, ${type.en}, ${colour.en}, ${v.en}, ${lens.en}`,
                `Luz piloto, 22 mm, ${type.es}, ${colour.f}, ${v.es}, ${lens.es}`,
                25 + type.adder + v.adder * 1.5 + lens.adder,
                { colour: colour.name, voltage: v.name, operator: type.name },
              )
    },
  },
  {
    title: 'E22LMP',
    schedule: 'E-3',
    family: '22mm-nema-pilot-lights',
    weight: 55,
    lo: 3.5,
    hi: 9.8,
    pkgQty: 10,
    build(add) {
      const bases = [
        { code: 'B', en: 'BA9s base', es: 'base BA9s', adder: 0 },
        { code: 'W', en: 'wedge base', es: 'base de cuña', adder: 0.6 },
      ]
      for (const colour of LIGHT_COLOURS)
        for (const v of LIGHT_VOLTAGES)
          for (const base of bases)
            add(
              `E22LMP${colour.code}${v.code}-${base.code}`,
              `LED lamp, ${base.en}, ${colour.en}, ${v.en}, for 22 mm pilot lights`,
              `Lámpara LED, ${base.es}, ${colour.f}, ${v.es}, para luces piloto de 22 mm`,
              4.6 + base.adder + v.adder * 0.5,
              { colour: colour.name, voltage: v.name, operator: 'Lamp' },
            )
    },
  },
  {
    title: 'E16PL',
    schedule: 'F-1',
    family: '16mm-pilot-lights',
    weight: 110,
    lo: 14,
    hi: 34,
    build(add) {
      const shapes = [
        { code: '', en: 'round', es: 'redonda', adder: 0 },
        { code: 'S', en: 'square', es: 'cuadrada', adder: 1.5 },
      ]
      const bezels = [
        { code: '', en: 'raised bezel', es: 'bisel saliente', adder: 0 },
        { code: 'F', en: 'flush bezel', es: 'bisel al ras', adder: 2 },
      ]
      for (const colour of LIGHT_COLOURS)
        for (const v of LIGHT_VOLTAGES)
          for (const shape of shapes)
            for (const bezel of bezels)
              add(
                `E16PL${colour.code}-${v.code}${shape.code}${bezel.code}`,
                `Pilot light, 16 mm, LED, ${shape.en}, ${colour.en}, ${v.en}, ${bezel.en}`,
                `Luz piloto, 16 mm, LED, ${shape.es}, ${colour.f}, ${v.es}, ${bezel.es}`,
                16 + shape.adder + bezel.adder + v.adder * 1.5,
                { colour: colour.name, voltage: v.name },
              )
    },
  },
  {
    title: 'E13PL',
    schedule: 'F-1',
    family: '13mm-pilot-lights',
    weight: 70,
    lo: 8,
    hi: 24,
    build(add) {
      const terminals = [
        { code: 'W', en: 'wire leads', es: 'con cables', adder: 0 },
        { code: 'S', en: 'solder terminals', es: 'terminales para soldar', adder: -0.5 },
        { code: 'Q', en: 'quick-connect terminals', es: 'terminales de conexión rápida', adder: 1 },
      ]
      for (const colour of LIGHT_COLOURS)
        for (const v of [V5, V12, V24, V28, V48, V120, V230])
          for (const terminal of terminals)
            add(
              `E13PL${colour.code}-${v.code}${terminal.code}`,
              `Pilot light, 13 mm, LED, ${colour.en}, ${v.en}, ${terminal.en}`,
              `Luz piloto, 13 mm, LED, ${colour.f}, ${v.es}, ${terminal.es}`,
              11 + terminal.adder + v.adder * 1.2,
              { colour: colour.name, voltage: v.name },
            )
    },
  },
  {
    title: 'E16ACC',
    schedule: 'F-2',
    family: '16mm-accessories',
    weight: 40,
    lo: 1.5,
    hi: 12,
    build(add) {
      const shapes = [
        { code: 'R', en: 'round', es: 'redondo', esF: 'redonda' },
        { code: 'S', en: 'square', es: 'cuadrado', esF: 'cuadrada' },
      ]
      for (const shape of shapes) {
        for (const colour of LIGHT_COLOURS)
          add(
            `E16ACC-L${shape.code}${colour.code}`,
            `Lens cap, 16 mm, ${shape.en}, ${colour.en}`,
            `Lente, 16 mm, ${shape.esF}, ${colour.f}`,
            2.4,
            { colour: colour.name },
          )
        for (const colour of BUTTON_COLOURS)
          add(
            `E16ACC-C${shape.code}${colour.code}`,
            `Button cap, 16 mm, ${shape.en}, ${colour.en}`,
            `Capuchón para botón, 16 mm, ${shape.es}, ${colour.m}`,
            2.1,
            { colour: colour.name },
          )
        add(
          `E16ACC-G${shape.code}`,
          `Protective guard, 16 mm, ${shape.en}`,
          `Protector, 16 mm, ${shape.es}`,
          4.8,
          {},
        )
        add(
          `E16ACC-GK${shape.code}`,
          `Sealing gasket, 16 mm, ${shape.en}, IP65`,
          `Empaque de sellado, 16 mm, ${shape.es}, IP65`,
          1.7,
          {},
          { pkgQty: 10 },
        )
        add(
          `E16ACC-BP${shape.code}`,
          `Blanking plug, 16 mm, ${shape.en}, black`,
          `Tapón ciego, 16 mm, ${shape.es}, negro`,
          2.2,
          { colour: BLACK.name },
        )
      }
      add('E16ACC-AR', 'Anti-rotation ring, 16 mm', 'Anillo antigiro, 16 mm', 1.6, {})
      add('E16ACC-W', 'Tightening wrench, 16 mm', 'Llave de apriete, 16 mm', 9.5, {})
      for (const colour of LIGHT_COLOURS)
        for (const v of [V12, V24, V120, V230])
          add(
            `E16ACC-LM${colour.code}${v.code}`,
            `LED module, 16 mm, ${colour.en}, ${v.en}`,
            `Módulo LED, 16 mm, ${colour.m}, ${v.es}`,
            6.5 + v.adder * 0.4,
            { colour: colour.name, voltage: v.name },
            { pkgQty: 10 },
          )
    },
  },
  {
    title: 'E30ACC',
    schedule: 'F-2',
    family: '30mm-accessories',
    weight: 28,
    lo: 3,
    hi: 38,
    build(add) {
      const guards = [
        { code: 'F', en: 'full shroud', es: 'cubierta completa' },
        { code: 'P', en: 'partial shroud', es: 'cubierta parcial' },
        { code: 'M', en: 'mushroom guard', es: 'protector para hongo' },
      ]
      for (const guard of guards)
        add(
          `E30ACC-GD${guard.code}`,
          `Guard, 30 mm, ${guard.en}`,
          `Protector, 30 mm, ${guard.es}`,
          14,
          {},
        )
      for (const ct of ['10', '01', '11', '20', '02'].map(contacts))
        add(
          `E30ACC-CB${ct.code}`,
          `Contact block, 30 mm, ${ct.en}`,
          `Bloque de contactos, 30 mm, ${ct.es}`,
          13 + 4 * (ct.blocks - 1),
          { contacts: ct.name },
        )
      add(
        'E30ACC-RA22',
        'Reducing adapter, 30 mm to 22 mm',
        'Adaptador reductor de 30 mm a 22 mm',
        7.5,
        {},
      )
      for (const colour of BUTTON_COLOURS)
        add(
          `E30ACC-LN${colour.code}`,
          `Lens, 30 mm, ${colour.en}`,
          `Lente, 30 mm, ${colour.f}`,
          5.2,
          { colour: colour.name },
        )
      for (const v of [V6, V12, V24, V120, V230])
        add(
          `E30ACC-LM${v.code}`,
          `LED lamp module, 30 mm, ${v.en}`,
          `Módulo de lámpara LED, 30 mm, ${v.es}`,
          11 + v.adder,
          { voltage: v.name },
          { pkgQty: 10 },
        )
      add(
        'E30ACC-BT',
        'Silicone boot, 30 mm, clear',
        'Cubierta de silicona, 30 mm, transparente',
        6.8,
        {},
      )
      add('E30ACC-LH', 'Legend plate holder, 30 mm', 'Portaplaca de leyenda, 30 mm', 4.2, {})
      add('E30ACC-LO', 'Padlock attachment, 30 mm', 'Aditamento para candado, 30 mm', 16.5, {})
      for (const colour of [GREY, BLACK])
        add(
          `E30ACC-HP${colour.code || 'G'}`,
          `Hole plug, 30 mm, ${colour.en}`,
          `Tapón para orificio, 30 mm, ${colour.m}`,
          3.6,
          { colour: colour.name },
        )
      add('E30ACC-RN', 'Ring nut, 30 mm', 'Tuerca anular, 30 mm', 3.2, {})
      add('E30ACC-W', 'Ring nut wrench, 30 mm', 'Llave para tuerca anular, 30 mm', 12.5, {})
    },
  },
  {
    title: 'LP',
    schedule: 'F-3',
    family: 'legend-plates',
    weight: 90,
    lo: 1.9,
    hi: 7.5,
    pkgQty: 10,
    build(add) {
      const backgrounds = [
        { colour: BLACK, en: 'black with white text', es: 'negra con texto blanco' },
        { colour: WHITE, en: 'white with black text', es: 'blanca con texto negro' },
      ]
      for (const size of [22, 30])
        for (const bg of backgrounds)
          for (const [code, text] of LEGENDS)
            add(
              `LP${size}${bg.colour.code}-${code}`,
              `Legend plate, ${size} mm, ${bg.en}, ${text ? `“${text}”` : 'blank'}`,
              `Placa de leyenda, ${size} mm, ${bg.es}, ${text ? `«${text}»` : 'sin texto'}`,
              (size === 22 ? 2.3 : 3.1) + (text ? 0.4 : 0),
              { size: `${size} mm`, colour: bg.colour.name },
            )
      for (const [code, text] of LEGENDS.filter(([c]) => c === 'ESTOP' || c === 'PEMERG'))
        add(
          `LP60Y-${code}`,
          `Legend plate, 60 mm round, yellow, “${text}”`,
          `Placa de leyenda, 60 mm redonda, amarilla, «${text}»`,
          6.4,
          { size: '60 mm', colour: YELLOW.name },
        )
    },
  },
  {
    title: 'CS',
    schedule: 'E-3',
    family: 'control-stations',
    weight: 60,
    lo: 28,
    hi: 420,
    build(add) {
      for (const material of STATION_MATERIALS) {
        for (let holes = 1; holes <= 5; holes++)
          add(
            `CS${holes}${material.code}-B`,
            `Control station enclosure, ${plural(holes, 'hole', 'holes')}, ${material.en}, empty`,
            `Caja para estación de control, ${plural(holes, 'orificio', 'orificios')}, ${material.es}, vacía`,
            (24 + 6 * holes) * material.factor,
            { size: plural(holes, 'hole', 'holes'), operator: 'Blank' },
          )
        for (const config of STATION_CONFIGS)
          for (const lang of [
            { code: 'E', en: 'English legends', es: 'leyendas en inglés' },
            { code: 'S', en: 'Spanish legends', es: 'leyendas en español' },
          ])
            add(
              `CS${config.holes}${material.code}-${config.code}-${lang.code}`,
              `Control station, ${plural(config.holes, 'hole', 'holes')}, ${material.en}, ${config.en}, ${lang.en}`,
              `Estación de control, ${plural(config.holes, 'orificio', 'orificios')}, ${material.es}, ${config.es}, ${lang.es}`,
              (30 + 6 * config.holes) * material.factor + 34 * config.holes,
              { size: plural(config.holes, 'hole', 'holes'), operator: config.name },
            )
      }
    },
  },

  // --- Terminal blocks -----------------------------------------------------------------------
  {
    title: 'TB',
    schedule: 'G-1',
    family: 'nema-terminal-blocks',
    weight: 170,
    lo: 0.85,
    hi: 4.5,
    pkgQty: 10,
    build(add) {
      const base = (g: (typeof NEMA_GAUGES)[number], colour: Colour, levels: number) => ({
        size: `${g.awg} AWG`,
        amps: g.amps,
        colour: colour.name,
        poles: String(levels),
      })
      const head = (g: (typeof NEMA_GAUGES)[number]) => ({
        en: `NEMA terminal block, ${g.awg} AWG, ${g.amps} A, 600 V`,
        es: `Bloque de terminales NEMA, ${g.awg} AWG, ${g.amps} A, 600 V`,
      })
      for (const g of NEMA_GAUGES) {
        const h = head(g)
        for (const conn of TB_CONNECTIONS) {
          for (const colour of BLOCK_COLOURS)
            add(
              `TB${g.awg}-F${conn.code}${colour.code}`,
              `${h.en}, feed-through, ${colour.en}, ${conn.en}`,
              `${h.es}, de paso, ${colour.m}, ${conn.es}`,
              g.price + conn.adder,
              base(g, colour, 1),
            )
          add(
            `TB${g.awg}-G${conn.code}`,
            `${h.en}, ground, green/yellow, ${conn.en}`,
            `${h.es}, de tierra, verde/amarillo, ${conn.es}`,
            g.price * 1.25 + 0.6 + conn.adder,
            base(g, GREEN_YELLOW, 1),
          )
          if (Number(g.awg) >= 10)
            for (const colour of BLOCK_COLOURS)
              add(
                `TB${g.awg}-D${conn.code}${colour.code}`,
                `${h.en}, double-level, ${colour.en}, ${conn.en}`,
                `${h.es}, de dos niveles, ${colour.m}, ${conn.es}`,
                g.price + 1.1 + conn.adder,
                base(g, colour, 2),
              )
          if (Number(g.awg) >= 12)
            add(
              `TB${g.awg}-T${conn.code}`,
              `${h.en}, triple-level, gray, ${conn.en}`,
              `${h.es}, de tres niveles, gris, ${conn.es}`,
              g.price + 1.9 + conn.adder,
              base(g, GREY, 3),
            )
        }
        if (g.awg === '12' || g.awg === '10') {
          for (const fuse of [
            { code: '5', en: '5 × 20 mm fuse', es: 'fusible de 5 × 20 mm' },
            { code: '14', en: '1/4 × 1-1/4 in fuse', es: 'fusible de 1/4 × 1-1/4 in' },
          ])
            for (const led of FUSE_LEDS)
              add(
                `TB${g.awg}-U${fuse.code}${led.code}`,
                `${h.en}, fuse holder for ${fuse.en}${led.en}, black`,
                `${h.es}, portafusible para ${fuse.es}${led.es}, negro`,
                3.2 + led.adder,
                base(g, BLACK, 1),
              )
          add(
            `TB${g.awg}-K`,
            `${h.en}, knife disconnect, orange`,
            `${h.es}, de seccionamiento de cuchilla, naranja`,
            3.9,
            { ...base(g, GREY, 1), colour: 'Orange' },
          )
        }
      }
    },
  },
  {
    title: 'TBJ',
    schedule: 'G-2',
    family: 'nema-terminal-blocks-accessories',
    weight: 40,
    lo: 0.45,
    hi: 4.5,
    build(add) {
      for (const g of NEMA_GAUGES.slice(0, 5))
        for (const poles of [2, 3, 4, 5, 10])
          for (const kind of [
            { code: '', en: 'screw-in', es: 'atornillable', adder: 0 },
            { code: 'P', en: 'plug-in', es: 'enchufable', adder: 0.15 },
          ])
            add(
              `TBJ${g.awg}-${poles}${kind.code}`,
              `Jumper for NEMA ${g.awg} AWG blocks, ${poles} poles, ${kind.en}`,
              `Puente para bloques NEMA de ${g.awg} AWG, ${poles} polos, ${kind.es}`,
              0.3 + poles * 0.22 * (1 + (5 - Number(g.awg) / 4) / 6) + kind.adder,
              { size: `${g.awg} AWG`, poles: String(poles) },
              { pkgQty: poles <= 3 ? 50 : 10 },
            )
    },
  },
  {
    title: 'TBA',
    schedule: 'G-2',
    family: 'nema-terminal-blocks-accessories',
    weight: 20,
    lo: 0.35,
    hi: 12,
    pkgQty: 10,
    build(add) {
      for (const g of NEMA_GAUGES) {
        for (const colour of [GREY, BLUE])
          add(
            `TBA-EP${g.awg}${colour.code}`,
            `End plate for NEMA ${g.awg} AWG blocks, ${colour.en}`,
            `Placa final para bloques NEMA de ${g.awg} AWG, ${colour.f}`,
            0.45 + Number(g.amps) / 250,
            { size: `${g.awg} AWG`, colour: colour.name },
          )
        add(
          `TBA-PP${g.awg}`,
          `Partition plate for NEMA ${g.awg} AWG blocks, gray`,
          `Placa separadora para bloques NEMA de ${g.awg} AWG, gris`,
          0.55 + Number(g.amps) / 200,
          { size: `${g.awg} AWG`, colour: GREY.name },
        )
      }
      add(
        'TBA-ES',
        'End stop, screw type, for 35 mm DIN rail',
        'Tope final de tornillo para riel DIN de 35 mm',
        0.9,
        {},
      )
      add(
        'TBA-ESL',
        'End stop, screwless, for 35 mm DIN rail',
        'Tope final sin tornillo para riel DIN de 35 mm',
        1.1,
        {},
      )
      for (const [code, text] of MARKER_RANGES)
        add(
          `TBA-MC${code}`,
          `Marker card for NEMA blocks, ${text}`,
          `Tarjeta de marcado para bloques NEMA, ${text === 'blank' ? 'en blanco' : text}`,
          1.4,
          {},
        )
      for (const rail of [
        {
          code: 'R35P',
          en: '35 mm DIN rail, perforated, 1 m',
          es: 'Riel DIN de 35 mm, perforado, 1 m',
          price: 6.5,
        },
        {
          code: 'R35S',
          en: '35 mm DIN rail, solid, 1 m',
          es: 'Riel DIN de 35 mm, sólido, 1 m',
          price: 7.2,
        },
        {
          code: 'R15',
          en: '15 mm mini DIN rail, 1 m',
          es: 'Riel DIN miniatura de 15 mm, 1 m',
          price: 5.4,
        },
      ])
        add(`TBA-${rail.code}`, rail.en, rail.es, rail.price, { length: '1 m' })
      add(
        'TBA-TP',
        'Test plug for NEMA blocks, 2 mm',
        'Clavija de prueba para bloques NEMA, 2 mm',
        2.6,
        {},
      )
    },
  },
  {
    title: 'ITB',
    schedule: 'G-3',
    family: 'iec-terminal-blocks',
    weight: 170,
    lo: 0.85,
    hi: 4.5,
    build(add) {
      for (const s of IEC_SIZES) {
        const en = `IEC terminal block, ${s.mm2} mm², ${s.amps} A`
        const es = `Bloque de terminales IEC, ${s.mm2} mm², ${s.amps} A`
        const pkgQty = Number(s.mm2) <= 6 ? 50 : 10
        const attrs = (colour: Colour, levels: number) => ({
          size: `${s.mm2} mm²`,
          amps: s.amps,
          colour: colour.name,
          poles: String(levels),
        })
        for (const conn of ITB_CONNECTIONS) {
          const pre = `ITB${conn.code}${s.mm2}`
          for (const colour of BLOCK_COLOURS)
            add(
              `${pre}-F${colour.code}`,
              `${en}, feed-through, ${colour.en}, ${conn.en}`,
              `${es}, de paso, ${colour.m}, ${conn.es}`,
              s.price + conn.adder,
              attrs(colour, 1),
              { pkgQty },
            )
          add(
            `${pre}-G`,
            `${en}, ground (PE), green/yellow, ${conn.en}`,
            `${es}, de tierra (PE), verde/amarillo, ${conn.es}`,
            s.price + 0.9 + conn.adder,
            attrs(GREEN_YELLOW, 1),
            { pkgQty },
          )
          if (Number(s.mm2) <= 4)
            for (const colour of [GREY, BLUE, BLACK])
              add(
                `${pre}-D${colour.code}`,
                `${en}, double-level, ${colour.en}, ${conn.en}`,
                `${es}, de dos niveles, ${colour.m}, ${conn.es}`,
                s.price + 1.2 + conn.adder,
                attrs(colour, 2),
                { pkgQty },
              )
          if (s.mm2 === '2.5')
            add(
              `${pre}-T`,
              `${en}, three-level sensor block, gray, ${conn.en}`,
              `${es}, de tres niveles para sensores, gris, ${conn.es}`,
              s.price + 2.1 + conn.adder,
              attrs(GREY, 3),
              { pkgQty },
            )
          if (s.mm2 === '4' || s.mm2 === '6')
            for (const led of FUSE_LEDS)
              add(
                `${pre}-U${led.code}`,
                `${en}, fuse holder for 5 × 20 mm fuse${led.en}, black, ${conn.en}`,
                `${es}, portafusible para fusible de 5 × 20 mm${led.es}, negro, ${conn.es}`,
                3.1 + led.adder + conn.adder,
                attrs(BLACK, 1),
                { pkgQty },
              )
          if (s.mm2 === '2.5' || s.mm2 === '4')
            add(
              `${pre}-K`,
              `${en}, knife disconnect, orange, ${conn.en}`,
              `${es}, de seccionamiento de cuchilla, naranja, ${conn.es}`,
              3.6 + conn.adder,
              { ...attrs(GREY, 1), colour: 'Orange' },
              { pkgQty },
            )
        }
      }
    },
  },
  {
    title: 'ITBJ',
    schedule: 'G-4',
    family: 'iec-terminal-blocks-accessories',
    weight: 40,
    lo: 0.4,
    hi: 4.5,
    build(add) {
      for (const s of IEC_SIZES.slice(0, 6))
        for (const poles of [2, 3, 4, 5, 10])
          for (const colour of [RED, BLUE])
            add(
              `ITBJ${s.mm2}-${poles}${colour === RED ? '' : colour.code}`,
              `Plug-in bridge for IEC ${s.mm2} mm² blocks, ${poles} poles, ${colour.en}`,
              `Puente enchufable para bloques IEC de ${s.mm2} mm², ${poles} polos, ${colour.m}`,
              0.25 + poles * 0.2 * (1 + Number(s.mm2) / 16),
              { size: `${s.mm2} mm²`, poles: String(poles), colour: colour.name },
              { pkgQty: poles <= 4 ? 50 : 10 },
            )
    },
  },
  {
    title: 'ITBA',
    schedule: 'G-4',
    family: 'iec-terminal-blocks-accessories',
    weight: 20,
    lo: 0.3,
    hi: 12,
    pkgQty: 10,
    build(add) {
      for (const s of IEC_SIZES) {
        for (const colour of [GREY, BLUE])
          add(
            `ITBA-EP${s.mm2}${colour.code}`,
            `End plate for IEC ${s.mm2} mm² blocks, ${colour.en}`,
            `Placa final para bloques IEC de ${s.mm2} mm², ${colour.f}`,
            0.4 + Number(s.amps) / 300,
            { size: `${s.mm2} mm²`, colour: colour.name },
          )
        add(
          `ITBA-PP${s.mm2}`,
          `Partition plate for IEC ${s.mm2} mm² blocks, gray`,
          `Placa separadora para bloques IEC de ${s.mm2} mm², gris`,
          0.5 + Number(s.amps) / 250,
          { size: `${s.mm2} mm²`, colour: GREY.name },
        )
      }
      for (const [code, text] of MARKER_RANGES)
        add(
          `ITBA-MS${code}`,
          `Marking strip for IEC blocks, ${text}`,
          `Tira de marcado para bloques IEC, ${text === 'blank' ? 'en blanco' : text}`,
          1.2,
          {},
        )
      add(
        'ITBA-ES',
        'End stop for 35 mm DIN rail, screw type',
        'Tope final para riel DIN de 35 mm, de tornillo',
        0.85,
        {},
      )
      add(
        'ITBA-ESQ',
        'End stop for 35 mm DIN rail, quick-fit',
        'Tope final para riel DIN de 35 mm, de montaje rápido',
        1.05,
        {},
      )
      add(
        'ITBA-GM',
        'Group marker carrier for IEC blocks',
        'Portamarcador de grupo para bloques IEC',
        1.9,
        {},
      )
      for (const s of ['2.5', '4'])
        add(
          `ITBA-TA${s}`,
          `Test adapter for IEC ${s} mm² blocks`,
          `Adaptador de prueba para bloques IEC de ${s} mm²`,
          3.4,
          { size: `${s} mm²` },
        )
    },
  },

  // --- Contactors and relays -----------------------------------------------------------------
  {
    title: 'C-',
    schedule: 'H-2',
    family: 'contactors-control-relays',
    weight: 190,
    lo: 45,
    hi: 320,
    build(add) {
      for (const rating of CONTACTOR_RATINGS)
        for (const aux of (rating.amps <= 32 ? ['10', '01'] : ['11', '22']).map(contacts))
          for (const coil of COILS)
            add(
              `C-${String(rating.amps).padStart(2, '0')}-${aux.code}-${coil.code}`,
              `Contactor, IEC, ${rating.amps} A AC-3, 3 poles, ${aux.en} auxiliary, ${coil.en} coil`,
              `Contactor IEC, ${rating.amps} A AC-3, 3 polos, auxiliar ${aux.es}, bobina de ${coil.es}`,
              rating.price * (1 + coil.adder) + (aux.blocks - 1) * 9,
              { amps: String(rating.amps), poles: '3', contacts: aux.name, voltage: coil.en },
            )
    },
  },
  {
    title: 'CR',
    schedule: 'H-2',
    family: 'contactors-control-relays',
    weight: 30,
    lo: 45,
    hi: 320,
    build(add) {
      for (const ct of ['40', '31', '22'].map(contacts))
        for (const coil of COILS)
          add(
            `CR-${ct.code}-${coil.code}`,
            `Control relay, IEC, 10 A, 4 poles, ${ct.en}, ${coil.en} coil`,
            `Relé de control IEC, 10 A, 4 polos, ${ct.es}, bobina de ${coil.es}`,
            52 * (1 + coil.adder),
            { amps: '10', poles: '4', contacts: ct.name, voltage: coil.en },
          )
    },
  },
  {
    title: 'DP',
    schedule: 'H-3',
    family: 'definite-purpose-contactors',
    weight: 70,
    lo: 22,
    hi: 140,
    build(add) {
      for (const amps of [20, 25, 30, 40, 50, 60, 75, 90])
        for (const poles of [1, 2, 3])
          for (const coil of COILS.slice(0, 4))
            add(
              `DP${amps}-${poles}P-${coil.code}`,
              `Definite purpose contactor, ${amps} A FLA, ${plural(poles, 'pole', 'poles')}, ${coil.en} coil`,
              `Contactor de propósito definido, ${amps} A FLA, ${plural(poles, 'polo', 'polos')}, bobina de ${coil.es}`,
              12 + amps * 0.85 + poles * 7,
              { amps: String(amps), poles: String(poles), voltage: coil.en },
            )
    },
  },
  {
    title: 'OL',
    schedule: 'H-3',
    family: 'overload-relays',
    weight: 75,
    lo: 38,
    hi: 150,
    build(add) {
      OVERLOAD_RANGES.forEach(([lo, hi], index) => {
        const frame = Number(hi) <= 32 ? 1 : 2
        for (const mount of [
          {
            code: '',
            en: 'direct mount to contactor',
            es: 'montaje directo al contactor',
            adder: 0,
          },
          { code: 'S', en: 'separate mount', es: 'montaje independiente', adder: 11 },
        ])
          for (const cls of [
            { code: '', en: 'class 10', es: 'clase 10', adder: 0 },
            { code: '-C20', en: 'class 20', es: 'clase 20', adder: 8 },
          ])
            add(
              `OL${frame}${mount.code}-${pnNumber(hi)}${cls.code}`,
              `Thermal overload relay, ${cls.en}, ${lo}–${hi} A, ${mount.en}, 1 NO + 1 NC`,
              `Relé térmico de sobrecarga, ${cls.es}, ${lo}–${hi} A, ${mount.es}, 1 NA + 1 NC`,
              (frame === 1 ? 44 : 82) + index * 1.6 + mount.adder + cls.adder,
              { amps: `${lo}–${hi}`, contacts: '1 NO + 1 NC' },
            )
      })
    },
  },
  {
    title: 'GPR',
    schedule: 'G-5',
    family: 'general-purpose-relays',
    weight: 60,
    lo: 6,
    hi: 32,
    build(add) {
      const relays = [
        { poles: 2, pins: 8, form: 'DPDT', amps: '10', price: 11 },
        { poles: 3, pins: 11, form: '3PDT', amps: '10', price: 14 },
        { poles: 4, pins: 14, form: '4PDT', amps: '5', price: 16 },
      ]
      const options = [
        { code: '', en: '', es: '', adder: 0 },
        { code: '-L', en: ', LED indicator', es: ', indicador LED', adder: 1.5 },
        {
          code: '-LT',
          en: ', LED indicator and test button',
          es: ', indicador LED y botón de prueba',
          adder: 3,
        },
      ]
      const coils = [
        voltage('12D', '12 V DC', '12 V CC'),
        voltage('24D', '24 V DC', '24 V CC'),
        voltage('48D', '48 V DC', '48 V CC'),
        voltage('24', '24 V AC', '24 V CA'),
        voltage('120', '120 V AC', '120 V CA'),
        voltage('230', '230 V AC', '230 V CA'),
      ]
      for (const relay of relays)
        for (const coil of coils)
          for (const option of options)
            add(
              `GPR${relay.poles}-${coil.code}${option.code}`,
              `General purpose relay, plug-in, ${relay.poles} poles (${relay.form}), ${relay.pins}-pin, ${relay.amps} A, ${coil.en} coil${option.en}`,
              `Relé de propósito general, enchufable, ${relay.poles} polos (${relay.form}), ${relay.pins} pines, ${relay.amps} A, bobina de ${coil.es}${option.es}`,
              relay.price + option.adder + (coil.code.endsWith('D') ? 1 : 0),
              {
                poles: String(relay.poles),
                contacts: `${relay.poles} CO`,
                amps: relay.amps,
                voltage: coil.en,
              },
            )
      for (const pins of [8, 11, 14])
        for (const style of [
          { code: '', en: 'standard', es: 'estándar', adder: 0 },
          { code: 'F', en: 'finger-safe', es: 'a prueba de dedos', adder: 2 },
        ])
          add(
            `GPR-S${pins}${style.code}`,
            `Relay socket, DIN rail, ${pins}-pin, ${style.en}`,
            `Base para relé, riel DIN, ${pins} pines, ${style.es}`,
            6.5 + (pins - 8) * 0.5 + style.adder,
            { poles: String((pins - 2) / 3) },
          )
    },
  },
  {
    title: 'ETR',
    schedule: 'G-5',
    family: 'electronic-timing-relays',
    weight: 55,
    lo: 52,
    hi: 160,
    build(add) {
      const mounts = [
        { code: 'D', en: 'DIN rail', es: 'riel DIN', adder: 0 },
        { code: 'P', en: 'plug-in', es: 'enchufable', adder: -6 },
      ]
      const functions = [
        {
          code: 'M',
          en: 'multi-function, 0.1 s–100 h',
          es: 'multifunción, 0.1 s–100 h',
          adder: 24,
        },
        {
          code: 'ON',
          en: 'on-delay, 0.1 s–10 min',
          es: 'retardo a la conexión, 0.1 s–10 min',
          adder: 0,
        },
        {
          code: 'OFF',
          en: 'off-delay, 0.1 s–10 min',
          es: 'retardo a la desconexión, 0.1 s–10 min',
          adder: 6,
        },
        { code: 'INT', en: 'interval, 0.1 s–10 min', es: 'intervalo, 0.1 s–10 min', adder: 2 },
        {
          code: 'RC',
          en: 'repeat cycle, 0.1 s–10 min',
          es: 'ciclo repetitivo, 0.1 s–10 min',
          adder: 8,
        },
        { code: 'SD', en: 'star-delta, 1–60 s', es: 'estrella-triángulo, 1–60 s', adder: 18 },
      ]
      const voltages = [
        V24,
        voltage('120', '120 V AC', '120 V CA', 2),
        voltage('240', '240 V AC', '240 V CA', 2),
        voltage('U', '24–240 V AC/DC', '24–240 V CA/CC', 12),
      ]
      for (const mount of mounts)
        for (const fn of functions)
          for (const v of voltages)
            for (const co of [1, 2])
              add(
                `ETR${mount.code}-${fn.code}-${v.code}-${co}C`,
                `Timing relay, ${fn.en}, ${mount.en}, ${v.en}, ${co} CO`,
                `Relé temporizador, ${fn.es}, ${mount.es}, ${v.es}, ${plural(co, 'conmutado', 'conmutados')}`,
                58 + mount.adder + fn.adder + v.adder + (co - 1) * 9,
                { voltage: v.name, contacts: `${co} CO` },
              )
    },
  },

  // --- Circuit protection --------------------------------------------------------------------
  {
    title: 'MP',
    schedule: 'H-4',
    family: 'motor-protection-circuit-breakers',
    weight: 75,
    lo: 90,
    hi: 260,
    tariff: true,
    build(add) {
      for (const frame of [25, 32]) {
        const ranges = frame === 25 ? MPCB_RANGES.slice(0, -1) : MPCB_RANGES
        ranges.forEach(([lo, hi], index) => {
          for (const aux of [
            { code: '', ct: null },
            { code: '-A11', ct: contacts('11') },
            { code: '-A20', ct: contacts('20') },
          ])
            add(
              `MP${frame}-${pnNumber(hi)}${aux.code}`,
              `Motor protection circuit breaker, ${lo}–${hi} A, ${frame} A frame${aux.ct ? `, ${aux.ct.en} auxiliary contact` : ''}`,
              `Guardamotor, ${lo}–${hi} A, bastidor de ${frame} A${aux.ct ? `, contacto auxiliar ${aux.ct.es}` : ''}`,
              92 + index * 6.5 + (frame === 32 ? 24 : 0) + (aux.ct ? 21 : 0),
              aux.ct
                ? { amps: `${lo}–${hi}`, poles: '3', contacts: aux.ct.name }
                : { amps: `${lo}–${hi}`, poles: '3' },
            )
        })
      }
    },
  },
  {
    title: 'MCB',
    schedule: 'H-5',
    family: 'miniature-circuit-breakers',
    weight: 100,
    lo: 16,
    hi: 120,
    tariff: true,
    build(add) {
      const amps = [
        '0.5',
        '1',
        '2',
        '3',
        '4',
        '5',
        '6',
        '8',
        '10',
        '13',
        '15',
        '16',
        '20',
        '25',
        '30',
        '32',
        '40',
        '50',
        '63',
      ]
      for (const poles of [1, 2, 3])
        for (const curve of ['B', 'C', 'D'])
          amps.forEach((a, index) =>
            add(
              `MCB${poles}${curve}${a}`,
              `Miniature circuit breaker, ${plural(poles, 'pole', 'poles')}, ${curve} curve, ${a} A, UL 1077`,
              `Interruptor termomagnético miniatura, ${plural(poles, 'polo', 'polos')}, curva ${curve}, ${a} A, UL 1077`,
              (17 + index * 0.55 + (curve === 'D' ? 3 : 0)) *
                (poles === 1 ? 1 : poles === 2 ? 2.1 : 3.1),
              { poles: String(poles), amps: a },
            ),
          )
    },
  },
  {
    title: 'DS',
    schedule: 'H-5',
    family: 'disconnect-switches',
    weight: 48,
    lo: 15,
    hi: 420,
    tariff: true,
    build(add) {
      const handles = [
        {
          code: 'R',
          name: 'Red/Yellow',
          en: 'red/yellow door-mounted handle',
          es: 'manija de puerta roja/amarilla',
          adder: 22,
        },
        {
          code: 'K',
          name: 'Black',
          en: 'black door-mounted handle',
          es: 'manija de puerta negra',
          adder: 18,
        },
        {
          code: 'D',
          name: 'Black',
          en: 'black base-mounted handle',
          es: 'manija negra montada en la base',
          adder: 0,
        },
      ]
      ;[16, 25, 32, 40, 63, 80, 100, 125].forEach((amps, index) => {
        for (const poles of [3, 4])
          for (const handle of handles)
            add(
              `DS${amps}-${poles}${handle.code}`,
              `Disconnect switch, rotary, ${amps} A, ${poles} poles, ${handle.en}, lockable`,
              `Seccionador rotativo, ${amps} A, ${poles} polos, ${handle.es}, con bloqueo por candado`,
              (44 + index * index * 5.2 + handle.adder) * (poles === 4 ? 1.18 : 1),
              { amps: String(amps), poles: String(poles), colour: handle.name },
            )
      })
      for (const length of [300, 500])
        add(
          `DS-SH${length}`,
          `Extension shaft for disconnect door handle, ${length} mm`,
          `Eje de extensión para manija de puerta, ${length} mm`,
          16 + length / 50,
          { length: `${length} mm` },
          { tariff: false },
        )
    },
  },

  // --- Enclosures and wire duct --------------------------------------------------------------
  {
    title: 'ENC',
    schedule: 'H-7',
    family: 'enclosures',
    weight: 80,
    lo: 120,
    hi: 900,
    tariff: true,
    build(add) {
      for (const { h, w, d, t } of enclosureSizes()) {
        const size = `${h} × ${w} × ${d} in`
        const code = `${pad2(h)}${pad2(w)}-${d}`
        const extra = { shippingFamily: h >= 24 ? 'ENC-L' : null }
        add(
          `ENC-${code}`,
          `Enclosure, NEMA 12, painted steel, ${size}, with back panel`,
          `Gabinete NEMA 12 de acero pintado, ${size}, con placa de montaje`,
          125 + 600 * t,
          { size },
          extra,
        )
        add(
          `ENC-${code}-SS`,
          `Enclosure, NEMA 4X, 304 stainless steel, ${size}, with back panel`,
          `Gabinete NEMA 4X de acero inoxidable 304, ${size}, con placa de montaje`,
          215 + 670 * t,
          { size },
          extra,
        )
      }
    },
  },
  {
    title: 'ENCP',
    schedule: 'H-7',
    family: 'enclosures',
    weight: 20,
    lo: 120,
    hi: 900,
    build(add) {
      for (const { h, w, d, t } of enclosureSizes()) {
        if (h > 16) continue
        const size = `${h} × ${w} × ${d} in`
        for (const cover of [
          { code: '', en: 'gray cover', es: 'tapa gris', adder: 0 },
          { code: '-C', en: 'clear cover', es: 'tapa transparente', adder: 28 },
        ])
          add(
            `ENCP-${pad2(h)}${pad2(w)}-${d}${cover.code}`,
            `Enclosure, NEMA 4X, polycarbonate, ${size}, ${cover.en}, with back panel`,
            `Gabinete NEMA 4X de policarbonato, ${size}, ${cover.es}, con placa de montaje`,
            122 + 420 * t + cover.adder,
            { size },
          )
      }
    },
  },
  {
    title: 'WD',
    schedule: 'G-6',
    family: 'wire-duct',
    weight: 60,
    lo: 14,
    hi: 40,
    pkgQty: 10,
    build(add) {
      const sizes: [number, number][] = [
        [1, 1],
        [1, 1.5],
        [1, 2],
        [1, 3],
        [1, 4],
        [1.5, 1.5],
        [1.5, 2],
        [1.5, 3],
        [1.5, 4],
        [2, 2],
        [2, 3],
        [2, 4],
        [3, 3],
        [3, 4],
        [4, 4],
      ]
      const styles = [
        { code: '', en: 'wide slot', es: 'ranura ancha', adder: 0 },
        { code: 'N', en: 'narrow slot', es: 'ranura angosta', adder: 1.5 },
        { code: 'S', en: 'solid wall', es: 'pared sólida', adder: -1 },
      ]
      for (const [w, h] of sizes)
        for (const style of styles)
          for (const colour of [GREY, WHITE, BLACK, BLUE])
            add(
              `WD${style.code}${w}X${h}${colour.code}-6FT`,
              `Wire duct, ${style.en}, ${w} × ${h} in, ${colour.en}, 6 ft length with cover`,
              `Canaleta, ${style.es}, ${w} × ${h} in, ${colour.f}, tramo de 6 ft con tapa`,
              11 + 2.6 * (w + h) + style.adder + (colour === GREY ? 0 : 2.5),
              { size: `${w} × ${h} in`, colour: colour.name, length: '6 ft' },
              { shippingFamily: 'WD' },
            )
    },
  },

  // --- Tower lights --------------------------------------------------------------------------
  {
    title: 'TL',
    schedule: 'H-5',
    family: 'world-tower-lights',
    weight: 50,
    lo: 150,
    hi: 480,
    tariff: true,
    build(add) {
      for (const dia of [40, 60, 70])
        for (const stack of TOWER_STACKS) {
          const tiers = TOWER_COLOURS.filter((c) => stack.includes(c.code)).sort(
            (a, b) => stack.indexOf(a.code) - stack.indexOf(b.code),
          )
          const en = tiers.map((c) => c.en).join(', ')
          const es = tiers.map((c) => c.m).join(', ')
          const name = tiers.map((c) => c.name).join('/')
          for (const buzzer of [
            { code: '', en: '', es: '', adder: 0 },
            { code: 'Z', en: ', 85 dB buzzer', es: ', zumbador de 85 dB', adder: 34 },
          ])
            for (const v of [V24, V120])
              add(
                `TL${dia}-${stack}${buzzer.code}-${v.code}`,
                `Tower light, ${dia} mm, ${plural(tiers.length, 'tier', 'tiers')}: ${en}${buzzer.en}, ${v.en}`,
                `Torre de señalización, ${dia} mm, ${plural(tiers.length, 'nivel', 'niveles')}: ${es}${buzzer.es}, ${v.es}`,
                118 + 46 * tiers.length + (dia - 40) * 1.8 + buzzer.adder + v.adder,
                { size: `${dia} mm`, colour: name, voltage: v.name },
              )
        }
    },
  },
]

function pad2(n: number): string {
  return String(n).padStart(2, '0')
}

/** Plausible enclosure sizes (height × width × depth in inches) with a 0–1 size score. */
function enclosureSizes(): { h: number; w: number; d: number; t: number }[] {
  const sizes: { h: number; w: number; d: number; t: number }[] = []
  const min = Math.cbrt(8 * 6 * 4)
  const max = Math.cbrt(36 * 30 * 12)
  for (const h of [8, 10, 12, 16, 20, 24, 30, 36])
    for (const w of [6, 8, 10, 12, 16, 20, 24, 30]) {
      if (w > h || w * 2 < h) continue
      for (const d of [4, 6, 8, 10, 12]) {
        if (d > w || d * 3 < w) continue
        sizes.push({ h, w, d, t: (Math.cbrt(h * w * d) - min) / (max - min) })
      }
    }
  return sizes
}

// ---------------------------------------------------------------------------------------------
// Series

/** Every series, one per line, in catalogue order. Exactly one ('E22PBX') is not public. */
export const demoSeries: DemoSeries[] = LINES.map((line) => ({
  title: line.title,
  discountSchedule: line.schedule,
  isPublic: line.isPublic ?? true,
  family: line.family,
}))

const seriesByTitle = new Map(demoSeries.map((series) => [series.title, series]))
const titleLengths = [...new Set(demoSeries.map((series) => series.title.length))].sort(
  (a, b) => b - a,
)

/** The series whose title is the longest prefix of `pn` (case-insensitive), or null. */
export function demoSeriesFor(pn: string): DemoSeries | null {
  const key = pn.trim().toUpperCase()
  for (const length of titleLengths) {
    if (length > key.length) continue
    const series = seriesByTitle.get(key.slice(0, length))
    if (series) return series
  }
  return null
}

// ---------------------------------------------------------------------------------------------
// Parts

const FAMILY_ORDER = new Map<string, number>()
for (const line of LINES)
  if (!FAMILY_ORDER.has(line.family)) FAMILY_ORDER.set(line.family, FAMILY_ORDER.size)

let candidateCache: Candidate[][] | null = null

/** Each line's candidates in a fixed, seeded order (built once; never mutated afterwards). */
function lineCandidates(): Candidate[][] {
  if (candidateCache) return candidateCache
  candidateCache = LINES.map((line) => {
    const list: Candidate[] = []
    line.build((pn, en, es, dollars, attributes, extra = {}) => {
      if (demoSeriesFor(pn)?.title !== line.title) {
        throw new Error(`demo part ${pn} does not fall into series ${line.title}`)
      }
      list.push({
        pn,
        en,
        es,
        dollars,
        pkgQty: extra.pkgQty ?? line.pkgQty ?? 1,
        shippingFamily: extra.shippingFamily ?? null,
        tariff: extra.tariff ?? line.tariff ?? false,
        attributes,
      })
    })
    return shuffled(list, `series:${line.title}`)
  })
  return candidateCache
}

/**
 * Suffix of the r-th pass over a series' option combinations once they run out:
 * '' (the catalogue part), '.S' (special build), '-V2', '.P' (private label), '-V3', '-V4', …
 */
function variant(round: number): { code: string; en: string; es: string; factor: number } {
  if (round === 0) return { code: '', en: '', es: '', factor: 1 }
  if (round === 1)
    return { code: '.S', en: ', special build', es: ', fabricación especial', factor: 1.12 }
  if (round === 3) return { code: '.P', en: ', private label', es: ', marca privada', factor: 1.05 }
  const rev = round === 2 ? 2 : round - 1
  return {
    code: `-V${rev}`,
    en: `, revision ${rev}`,
    es: `, revisión ${rev}`,
    factor: 1 + rev / 100,
  }
}

/** Splits `count` over the lines in proportion to their weights (largest remainder, ≥ 1 each). */
function quotas(count: number): number[] {
  const total = LINES.reduce((sum, line) => sum + line.weight, 0)
  const exact = LINES.map((line) => (count * line.weight) / total)
  const result = exact.map((x) => Math.max(1, Math.floor(x)))
  let assigned = result.reduce((sum, q) => sum + q, 0)
  const order = exact
    .map((x, index) => ({ index, rest: x - Math.floor(x) }))
    .sort((a, b) => b.rest - a.rest || a.index - b.index)
  for (let i = 0; assigned < count; i++, assigned++) {
    const slot = order[i % order.length]
    if (slot) result[slot.index] = (result[slot.index] ?? 0) + 1
  }
  return result
}

/**
 * At least `count` demo parts (≥ 1 per series, so every family has parts), spread over the
 * series by weight. Each series first uses its distinct option combinations in a seeded order,
 * then repeats them with variant suffixes ('.S', '-V2', '.P', '-V3', …). Sorted by family
 * (catalogue order) and part number. Part numbers are unique; throws if that ever breaks.
 */
export function demoParts(count = 2400): DemoPart[] {
  if (!Number.isSafeInteger(count) || count < 0) {
    throw new RangeError(`count must be a non-negative integer, got ${String(count)}`)
  }
  const candidates = lineCandidates()
  const shares = quotas(count)
  const parts: DemoPart[] = []
  const seen = new Set<string>()
  LINES.forEach((line, index) => {
    const list = candidates[index] ?? []
    const share = shares[index] ?? 0
    for (let i = 0; i < share; i++) {
      const base = list[i % list.length]
      if (!base) break
      const v = variant(Math.floor(i / list.length))
      const pn = base.pn + v.code
      if (seen.has(pn)) throw new Error(`duplicate demo part number ${pn}`)
      seen.add(pn)
      parts.push({
        pn,
        descriptionEn: base.en + v.en,
        descriptionEs: base.es + v.es,
        family: line.family,
        listPriceCents: listPriceCents(pn, base.dollars * v.factor, line.lo, line.hi),
        pkgQty: base.pkgQty,
        shippingFamily: base.shippingFamily,
        tariff: base.tariff,
        attributes: { ...base.attributes },
      })
    }
  })
  const rank = (family: string) => FAMILY_ORDER.get(family) ?? 0
  return parts.sort(
    (a, b) => rank(a.family) - rank(b.family) || (a.pn < b.pn ? -1 : a.pn > b.pn ? 1 : 0),
  )
}

// ---------------------------------------------------------------------------------------------
// Price lists

/** 'Distributor' discounts per schedule, in percent. */
const DISTRIBUTOR_DISCOUNTS: Readonly<Record<string, number>> = {
  'E-1': 35,
  'E-2': 32.5,
  'E-3': 30,
  'F-1': 28,
  'F-2': 25,
  'F-3': 40,
  'G-1': 35,
  'G-2': 33,
  'G-3': 37.5,
  'G-4': 30,
  'G-5': 27.5,
  'G-6': 22,
  'H-2': 42,
  'H-3': 38,
  'H-4': 30,
  'H-5': 26,
  'H-7': 20,
}

/** Families that get one net ('Actual') price on the 'Distributor' list. */
const NET_PRICE_FAMILIES = [
  '22mm-nema-push-buttons',
  '22mm-nema-pilot-lights',
  'nema-terminal-blocks',
  'iec-terminal-blocks',
  'contactors-control-relays',
  'motor-protection-circuit-breakers',
  'enclosures',
  'world-tower-lights',
]

/** listCents × (1 − pct/100), rounded half away from zero (pct has at most one decimal). */
function discountedCents(listCents: number, percent: number): number {
  const tenths = Math.round(percent * 10)
  const scaled = listCents * (1000 - tenths)
  return Math.floor((scaled + 500) / 1000)
}

/**
 * The 'Distributor' price list: a '% Discount' entry (20–45 %) for every schedule, plus an
 * 'Actual' net price, about 10 % under the discounted price, for one public part of each of
 * eight families (the part with the smallest pn; families without parts are skipped).
 */
export function demoDistributorPriceList(parts: DemoPart[]): DemoPriceListEntry[] {
  const entries: DemoPriceListEntry[] = DEMO_DISCOUNT_SCHEDULES.map((schedule) => ({
    valueType: '% Discount',
    schedule,
    pn: null,
    value: DISTRIBUTOR_DISCOUNTS[schedule] ?? 0,
  }))
  for (const family of NET_PRICE_FAMILIES) {
    let chosen: { part: DemoPart; series: DemoSeries } | null = null
    for (const part of parts) {
      if (part.family !== family) continue
      const series = demoSeriesFor(part.pn)
      if (!series?.isPublic) continue
      if (!chosen || part.pn < chosen.part.pn) chosen = { part, series }
    }
    if (!chosen) continue
    const percent = DISTRIBUTOR_DISCOUNTS[chosen.series.discountSchedule] ?? 0
    const discounted = discountedCents(chosen.part.listPriceCents, percent)
    const net = Math.max(0, Math.min(discounted - 1, Math.floor(discounted * 0.9)))
    entries.push({ valueType: 'Actual', schedule: null, pn: chosen.part.pn, value: net / 100 })
  }
  return entries
}

/** The 'OEM' price list: small discounts on four schedules, so most OEM prices equal list. */
export function demoOemPriceList(): DemoPriceListEntry[] {
  return [
    { valueType: '% Discount', schedule: 'E-1', pn: null, value: 5 },
    { valueType: '% Discount', schedule: 'G-1', pn: null, value: 10 },
    { valueType: '% Discount', schedule: 'H-2', pn: null, value: 7.5 },
    { valueType: '% Discount', schedule: 'H-7', pn: null, value: 3 },
  ]
}
