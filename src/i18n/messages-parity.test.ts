/**
 * Every UI text exists in both languages: the two message files have the same keys, and each
 * Spanish text uses the same variables as its English one (a missing `{pn}` would show the
 * buyer a raw placeholder or drop the part number).
 */
import { describe, expect, it } from 'vitest'

import en from '../../messages/en.json'
import es from '../../messages/es.json'

type Tree = { [key: string]: string | Tree }

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>()
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') out.set(path, value)
    else for (const [inner, text] of leaves(value, path)) out.set(inner, text)
  }
  return out
}

/** The ICU argument names of a message: `{pn}`, `{count, plural, …}` → pn, count. */
function variables(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\s*([A-Za-z_][\w]*)\s*[,}]/g)].map((m) => m[1]!))].sort()
}

describe('messages', () => {
  const english = leaves(en as Tree)
  const spanish = leaves(es as Tree)

  it('have the same keys in English and Spanish', () => {
    expect([...spanish.keys()].sort()).toEqual([...english.keys()].sort())
  })

  it('use the same variables in both languages', () => {
    const mismatched = [...english]
      .filter(([key, text]) => variables(text).join() !== variables(spanish.get(key) ?? '').join())
      .map(([key]) => key)
    expect(mismatched).toEqual([])
  })

  it('have no empty text', () => {
    const empty = [...english, ...spanish]
      .filter(([, text]) => text.trim() === '')
      .map(([key]) => key)
    expect(empty).toEqual([])
  })
})
