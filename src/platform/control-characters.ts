/**
 * Control characters in what people type (issue 38, item 11): a NUL silently cut saved-cart
 * names, addresses and customer names short in the database. Tab, line feed and carriage
 * return are what text areas hold; every other C0 control and DEL is refused, naming the field.
 * One rule for Payload's fields (`cms-answers.ts`) and the shop's zod schemas. Pure.
 */

const controlCharacter = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/

export function hasControlCharacter(text: string): boolean {
  return controlCharacter.test(text)
}

/**
 * The path of the first string inside `value` holding a control character (`name`,
 * `salesReps.0.email`, `body.root.children.0.text`), or null. Only plain data is walked.
 */
export function controlCharacterPath(value: unknown, path: readonly string[] = []): string | null {
  if (typeof value === 'string') return hasControlCharacter(value) ? path.join('.') : null
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) {
      const found = controlCharacterPath(value[index], [...path, String(index)])
      if (found !== null) return found
    }
    return null
  }
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    for (const [key, each] of Object.entries(value)) {
      const found = controlCharacterPath(each, [...path, key])
      if (found !== null) return found
    }
  }
  return null
}
