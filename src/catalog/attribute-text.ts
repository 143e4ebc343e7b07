/**
 * Part attribute values are stored once, in English ("Red", "24 V AC/DC", "1 NO + 1 NC"), and
 * filters use that stored value in the URL. This turns a value into the text a Spanish page
 * shows (pure). Anything it does not know is shown as stored.
 */

import { ownEntry } from './part-list'

const COLOURS: Record<string, string> = {
  red: 'Rojo',
  green: 'Verde',
  yellow: 'Amarillo',
  blue: 'Azul',
  white: 'Blanco',
  amber: 'Ámbar',
  black: 'Negro',
  grey: 'Gris',
  gray: 'Gris',
  orange: 'Naranja',
  clear: 'Transparente',
  purple: 'Morado',
  brown: 'Café',
}

const PHRASES: Record<string, string> = {
  flush: 'Al ras',
  extended: 'Saliente',
  mushroom: 'Hongo',
  lamp: 'Lámpara',
  standard: 'Estándar',
  'high brightness': 'Alta luminosidad',
  'push-to-test': 'Prueba por pulsación',
  blank: 'Sin operadores',
  'emergency stop': 'Paro de emergencia',
  'hand-off-auto': 'Manual-Fuera-Auto',
  'pilot light': 'Luz piloto',
  light: 'luz',
  'on / off': 'Encendido / Apagado',
  'start / stop': 'Arranque / Paro',
  'forward / reverse / stop': 'Adelante / Reversa / Paro',
  'forward / reverse / stop / jog': 'Adelante / Reversa / Paro / Avance lento',
  'up / down / stop': 'Subir / Bajar / Paro',
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

function colourEs(value: string): string {
  const parts = value.split('/').map((part) => ownEntry(COLOURS, part.trim().toLowerCase()))
  if (parts.some((part) => part === undefined)) return value
  return (parts as string[]).map((part, index) => (index ? part.toLowerCase() : part)).join('/')
}

function phraseEs(piece: string, first: boolean): string {
  const trimmed = piece.trim()
  const lower = trimmed.toLowerCase()
  const exact = ownEntry(PHRASES, lower)
  if (exact) return first ? capitalize(exact) : exact.toLowerCase()
  const positions = /^(\d+)-position (knob|key)$/.exec(lower)
  if (positions) {
    const what = positions[2] === 'key' ? 'llave' : 'manija'
    return `${first ? capitalize(what) : what} de ${positions[1]} posiciones`
  }
  const mushroom = /^mushroom (.+)$/.exec(lower)
  if (mushroom) return `${first ? 'Hongo' : 'hongo'} ${trimmed.slice('mushroom '.length)}`
  return trimmed
}

/** The value as a page in `locale` shows it. */
export function attributeValueText(key: string, value: string, locale: string): string {
  if (locale !== 'es') return value
  if (key === 'colour' || key === 'color') return colourEs(value)
  if (key === 'operator') {
    return value
      .split(' + ')
      .map((piece, index) => phraseEs(piece, index === 0))
      .join(' + ')
  }
  if (key === 'size') {
    const holes = /^(\d+) holes?$/.exec(value)
    if (holes) return `${holes[1]} ${holes[1] === '1' ? 'perforación' : 'perforaciones'}`
  }
  // electrical abbreviations: AC/DC → CA/CC, normally open NO → NA
  return value
    .replace(/\bAC\b/g, 'CA')
    .replace(/\bDC\b/g, 'CC')
    .replace(/(\d+ )NO\b/g, '$1NA')
}
