/**
 * Rules every Payload collection and global gets from one plugin (`cmsAnswerRules`), so a
 * collection added later has them too (issue 38):
 * - item 1: an answer of Payload's REST API that would pass 10 MB is refused with 413 while
 *   Payload is still reading documents, before it is serialized (`depth` multiplied a product
 *   list past the heap). `AnswerBudget` counts the answer's JSON bytes as documents are read,
 *   a related document once however often it is repeated in the answer;
 * - item 11: text with a control character (a NUL cut names short in the database) is refused
 *   with a validation error naming the field, whoever writes it (REST, admin or Local API).
 */
import { APIError, ValidationError, type Config, type PayloadRequest } from 'payload'

import { controlCharacterPath } from './control-characters'

export const CMS_ANSWER_LIMIT_BYTES = 10 * 1024 * 1024

/**
 * The JSON size of an answer as its documents are read. Payload reads a related document
 * before the one that points at it, and the same object stands at every place it appears: a
 * document's size includes its related documents' (measured once each, then looked up), and
 * a document counted inside another no longer counts on its own. `total` never exceeds the
 * size of the answer these documents end up in. Pure.
 */
export class AnswerBudget {
  private total = 0
  private readonly sizes = new WeakMap<object, number>()
  private readonly inside = new WeakSet<object>()

  constructor(readonly limit: number) {}

  get bytes(): number {
    return this.total
  }

  get exceeded(): boolean {
    return this.total > this.limit
  }

  /** A document read (its related documents already added); false once past the limit. */
  add(doc: object): boolean {
    const size = this.measure(doc, true)
    this.sizes.set(doc, size)
    this.total += size
    return !this.exceeded
  }

  private measure(value: unknown, root = false): number {
    switch (typeof value) {
      case 'string':
        return value.length + 2
      case 'number':
        return String(value).length
      case 'boolean':
        return value ? 4 : 5
      case 'object':
        break
      default:
        return 0
    }
    if (value === null) return 4
    const known = root ? undefined : this.sizes.get(value)
    if (known !== undefined) {
      if (!this.inside.has(value)) {
        this.inside.add(value)
        this.total -= known
      }
      return known
    }
    if (value instanceof Date) return 26
    // brackets, and a comma between entries
    if (Array.isArray(value)) {
      let size = 1 + value.length
      for (const each of value) size += this.measure(each)
      return Math.max(size, 2)
    }
    const entries = Object.entries(value).filter(([, each]) => each !== undefined)
    let size = 1 + entries.length
    for (const [key, each] of entries) size += key.length + 3 + this.measure(each)
    return Math.max(size, 2)
  }
}

const budgetKey = 'cmsAnswerBudget'

/**
 * The budget of a REST read's answer. The Local API (the shop's pages) is not limited, nor a
 * change: its hooks read with the same request (an import reads thousands of parts), and what it
 * answers is one document at the depth the guard allows.
 */
function budgetOf(req: PayloadRequest, limit: number): AnswerBudget | null {
  if (req.payloadAPI !== 'REST' || req.method !== 'GET') return null
  const context = req.context as Record<string, unknown>
  context[budgetKey] ??= new AnswerBudget(limit)
  return context[budgetKey] as AnswerBudget
}

const tooLarge = (limit: number) =>
  new APIError(
    `The answer would pass ${Math.round(limit / 1024 / 1024)} MB: ask for fewer documents (limit) or fewer levels of related documents (depth).`,
    413,
  )

const controlCharacterMessage = 'Control characters (such as NUL) are not allowed in text.'

function refuseControlCharacters(
  data: unknown,
  entity: { collection?: string; global?: string },
): void {
  const path = controlCharacterPath(data)
  if (path === null) return
  throw new ValidationError({
    ...entity,
    errors: [{ path, message: controlCharacterMessage }],
  } as ConstructorParameters<typeof ValidationError>[0])
}

/** The plugin: the answer budget and the control-character rule on every collection and global. */
export function cmsAnswerRules(options: { answerLimitBytes?: number } = {}) {
  const limit = options.answerLimitBytes ?? CMS_ANSWER_LIMIT_BYTES
  return (config: Config): Config => ({
    ...config,
    collections: (config.collections ?? []).map((collection) => ({
      ...collection,
      hooks: {
        ...collection.hooks,
        beforeValidate: [
          ...(collection.hooks?.beforeValidate ?? []),
          ({ data }) => {
            refuseControlCharacters(data, { collection: collection.slug })
            return data
          },
        ],
        // a read that starts after the budget ran out stops there, before its related documents
        beforeRead: [
          ({ doc, req }) => {
            if (budgetOf(req, limit)?.exceeded) throw tooLarge(limit)
            return doc
          },
          ...(collection.hooks?.beforeRead ?? []),
        ],
        afterRead: [
          ...(collection.hooks?.afterRead ?? []),
          ({ doc, req }) => {
            const budget = budgetOf(req, limit)
            if (budget && doc && typeof doc === 'object' && !budget.add(doc)) throw tooLarge(limit)
            return doc
          },
        ],
      },
    })),
    globals: (config.globals ?? []).map((global) => ({
      ...global,
      hooks: {
        ...global.hooks,
        beforeValidate: [
          ...(global.hooks?.beforeValidate ?? []),
          ({ data }) => {
            refuseControlCharacters(data, { global: global.slug })
            return data
          },
        ],
        afterRead: [
          ...(global.hooks?.afterRead ?? []),
          ({ doc, req }) => {
            const budget = budgetOf(req, limit)
            if (budget && doc && typeof doc === 'object' && !budget.add(doc)) throw tooLarge(limit)
            return doc
          },
        ],
      },
    })),
  })
}
