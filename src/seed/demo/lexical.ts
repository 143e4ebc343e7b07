/** Builds Lexical rich-text JSON from simple pieces, for demo content. */
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'

type Piece =
  | string
  | { h2: string }
  | { h3: string }
  | { ul: string[] }
  | { quote: string }
  | { link: { text: string; relationTo: string; id: number; before?: string; after?: string } }
  /** A paragraph of text and internal links, in order. */
  | { p: (string | InternalLink)[] }

type InternalLink = { text: string; relationTo: string; id: number }

const text = (value: string) => ({
  type: 'text',
  text: value,
  format: 0,
  style: '',
  mode: 'normal',
  detail: 0,
  version: 1,
})
const element = { format: '', indent: 0, version: 1, direction: 'ltr' as const }

const internalLink = (link: InternalLink) => ({
  ...element,
  type: 'link',
  version: 3,
  fields: {
    linkType: 'internal',
    newTab: false,
    doc: { relationTo: link.relationTo, value: link.id },
  },
  children: [text(link.text)],
})

function node(piece: Piece): Record<string, unknown> {
  if (typeof piece === 'string')
    return { ...element, type: 'paragraph', textFormat: 0, textStyle: '', children: [text(piece)] }
  if ('h2' in piece) return { ...element, type: 'heading', tag: 'h2', children: [text(piece.h2)] }
  if ('h3' in piece) return { ...element, type: 'heading', tag: 'h3', children: [text(piece.h3)] }
  if ('quote' in piece) return { ...element, type: 'quote', children: [text(piece.quote)] }
  if ('p' in piece) {
    return {
      ...element,
      type: 'paragraph',
      textFormat: 0,
      textStyle: '',
      children: piece.p.map((part) => (typeof part === 'string' ? text(part) : internalLink(part))),
    }
  }
  if ('ul' in piece) {
    return {
      ...element,
      type: 'list',
      listType: 'bullet',
      tag: 'ul',
      start: 1,
      children: piece.ul.map((item, index) => ({
        ...element,
        type: 'listitem',
        value: index + 1,
        children: [text(item)],
      })),
    }
  }
  const { link } = piece
  return {
    ...element,
    type: 'paragraph',
    textFormat: 0,
    textStyle: '',
    children: [
      ...(link.before ? [text(link.before)] : []),
      internalLink(link),
      ...(link.after ? [text(link.after)] : []),
    ],
  }
}

export function richText(...pieces: Piece[]): SerializedEditorState {
  return {
    root: { ...element, type: 'root', children: pieces.map(node) },
  } as unknown as SerializedEditorState
}
