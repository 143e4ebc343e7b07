/**
 * Translatable strings (`tstring`) that staff edit in the admin. Their text
 * uses `~~n~~` placeholders: `~~1~~` is the first variable, `~~2~~` the second.
 * Pure module.
 */

const placeholder = /~~(\d+)~~/g

/** Names of the ICU arguments of a UI message, in order of first appearance: "Hi {name}, {count}" → [name, count]. */
export function icuArgumentNames(message: string): string[] {
  const names: string[] = []
  for (const found of message.matchAll(/\{\s*([A-Za-z_][\w]*)\s*[,}]/g)) {
    const name = found[1]
    if (name && !names.includes(name)) names.push(name)
  }
  return names
}

/** ICU syntax characters in staff text are quoted so the text shows as written. */
function escapeIcu(text: string): string {
  return text.replace(/'/g, "''").replace(/([{}])/g, "'$1'")
}

/**
 * Turns a staff override of a UI message into ICU text: `~~1~~` becomes the
 * default message's first argument, so "Página no encontrada: ~~1~~" overrides
 * "Page not found: {path}" as "Página no encontrada: {path}".
 */
export function tstringToIcu(override: string, defaultMessage: string): string {
  const names = icuArgumentNames(defaultMessage)
  const pieces = override.split(placeholder)
  // split with one capture group alternates text and placeholder numbers
  return pieces
    .map((piece, i) => {
      if (i % 2 === 0) return escapeIcu(piece)
      const name = names[Number(piece) - 1]
      return name ? `{${name}}` : escapeIcu(`~~${piece}~~`)
    })
    .join('')
}

export type Messages = { [key: string]: string | Messages }

/**
 * Applies staff overrides (dotted keys, e.g. "errors.notFound") to the shipped
 * messages of one locale. Overrides for keys that do not exist are ignored, so
 * a typo in the admin cannot break a page.
 */
export function applyTStringOverrides(
  messages: Messages,
  overrides: Record<string, string>,
): Messages {
  const result: Messages = structuredClone(messages)
  for (const [key, text] of Object.entries(overrides)) {
    const path = key.split('.')
    let node: Messages | string | undefined = result
    for (const part of path.slice(0, -1)) {
      node = typeof node === 'object' ? node[part] : undefined
    }
    const leaf = path.at(-1)
    if (typeof node !== 'object' || leaf === undefined) continue
    const current = node[leaf]
    if (typeof current !== 'string') continue
    node[leaf] = tstringToIcu(text, current)
  }
  return result
}
