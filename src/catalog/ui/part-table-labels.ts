import type { CSSProperties } from 'react'

/** A CSS string (for `content`), quoted and escaped. */
const cssString = (text: string) => `"${text.replace(/[\\"]/g, '\\$&').replace(/\n/g, ' ')}"`

/**
 * The labels a part table's phone cards show above pack, list price and your price
 * (part-list.css reads `--pl-*`): set once on the table, not on every card.
 */
export function partTableLabels(labels: { pack: string; list: string; your: string }) {
  return {
    '--pl-pack': cssString(labels.pack),
    '--pl-list': cssString(labels.list),
    '--pl-your': cssString(labels.your),
  } as CSSProperties
}
