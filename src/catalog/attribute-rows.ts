/**
 * A part's attributes (colour, voltage: what the family page filters on) as staff edit them in
 * the admin: rows of a key and a value over the stored JSON object `{ "colour": "Red" }`, which
 * the shop (`attributesOf`), the import and the search read unchanged. Pure: the admin's field
 * and the collection's validation both use it.
 */
import type { Locale } from '@/i18n/locales'

export type AttributeRow = { key: string; value: string }

export type AttributeProblem =
  | { kind: 'notAnObject' }
  | { kind: 'keyMissing'; row: number }
  | { kind: 'valueMissing'; row: number; key: string }
  | { kind: 'duplicateKey'; row: number; key: string }
  | { kind: 'valueNotText'; key: string }

function parsed(stored: unknown): unknown {
  if (typeof stored !== 'string') return stored
  try {
    return JSON.parse(stored) as unknown
  } catch {
    return undefined
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === 'object' && !Array.isArray(value)
}

function isRow(value: unknown): value is AttributeRow {
  return isPlainObject(value) && typeof value.key === 'string' && typeof value.value === 'string'
}

/** The stored object as rows, in its own order; numbers as text, anything else left out. */
export function rowsOf(stored: unknown): AttributeRow[] {
  const value = parsed(stored)
  if (!isPlainObject(value)) return []
  const rows: AttributeRow[] = []
  for (const [key, raw] of Object.entries(value)) {
    if (typeof raw === 'string') rows.push({ key, value: raw })
    else if (typeof raw === 'number' && Number.isFinite(raw)) rows.push({ key, value: String(raw) })
  }
  return rows
}

/** What is wrong with rows as typed (1-based row numbers); a row left wholly blank is ignored. */
export function checkRows(rows: readonly AttributeRow[]): AttributeProblem[] {
  const problems: AttributeProblem[] = []
  const seen = new Set<string>()
  rows.forEach((row, index) => {
    const key = row.key.trim()
    const value = row.value.trim()
    if (key === '' && value === '') return
    if (key === '') problems.push({ kind: 'keyMissing', row: index + 1 })
    else if (value === '') problems.push({ kind: 'valueMissing', row: index + 1, key })
    if (key !== '' && seen.has(key)) problems.push({ kind: 'duplicateKey', row: index + 1, key })
    seen.add(key)
  })
  return problems
}

/** Rows → the stored object (trimmed; blank rows dropped); null when there is none. */
export function objectOf(rows: readonly AttributeRow[]): Record<string, string> | null {
  const result: Record<string, string> = {}
  for (const row of rows) {
    const key = row.key.trim()
    const value = row.value.trim()
    if (key === '' || value === '') continue
    // an own property even for keys such as "__proto__"
    Object.defineProperty(result, key, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    })
  }
  return Object.keys(result).length === 0 ? null : result
}

/** What the server accepts as a part's attributes: none, or an object of text (or number) values. */
export function checkStored(stored: unknown): AttributeProblem[] {
  if (stored === null || stored === undefined || stored === '') return []
  // the admin's field keeps rows that cannot be saved as rows: their own problems
  if (Array.isArray(stored) && stored.every(isRow)) {
    const problems = checkRows(stored)
    return problems.length > 0 ? problems : [{ kind: 'notAnObject' }]
  }
  const value = parsed(stored)
  if (!isPlainObject(value)) return [{ kind: 'notAnObject' }]
  const problems: AttributeProblem[] = []
  Object.entries(value).forEach(([key, raw], index) => {
    if (key.trim() === '') problems.push({ kind: 'keyMissing', row: index + 1 })
    else if (typeof raw === 'number' && Number.isFinite(raw)) return
    else if (typeof raw !== 'string') problems.push({ kind: 'valueNotText', key })
    else if (raw.trim() === '') problems.push({ kind: 'valueMissing', row: index + 1, key })
  })
  return problems
}

const words = {
  en: {
    notAnObject: () => 'Attributes are a list of names and values.',
    keyMissing: (p: { row: number }) => `Row ${p.row}: choose or type the attribute's name.`,
    valueMissing: (p: { key: string }) => `"${p.key}": type a value, or remove the row.`,
    duplicateKey: (p: { key: string }) => `"${p.key}" is there twice: keep one row.`,
    valueNotText: (p: { key: string }) => `"${p.key}": the value must be text.`,
  },
  es: {
    notAnObject: () => 'Los atributos son una lista de nombres y valores.',
    keyMissing: (p: { row: number }) => `Fila ${p.row}: elija o escriba el nombre del atributo.`,
    valueMissing: (p: { key: string }) => `«${p.key}»: escriba un valor o quite la fila.`,
    duplicateKey: (p: { key: string }) => `«${p.key}» aparece dos veces: deje una sola fila.`,
    valueNotText: (p: { key: string }) => `«${p.key}»: el valor debe ser texto.`,
  },
}

/** A problem as staff read it, in the admin's language. */
export function problemText(problem: AttributeProblem, language: Locale): string {
  const w = words[language]
  switch (problem.kind) {
    case 'notAnObject':
      return w.notAnObject()
    case 'keyMissing':
      return w.keyMissing(problem)
    case 'valueMissing':
      return w.valueMissing(problem)
    case 'duplicateKey':
      return w.duplicateKey(problem)
    case 'valueNotText':
      return w.valueNotText(problem)
  }
}
