import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import {
  type JSXConvertersFunction,
  LinkJSXConverter,
  RichText as LexicalRichText,
} from '@payloadcms/richtext-lexical/react'

import type { Locale } from '@/i18n/locales'

import type { LinkableCollection } from './fields'
import { documentPath, routeOfCollection } from './links'

/** Rich text with internal links resolved to the target's URL in the page's locale. */
export function RichText({
  data,
  locale,
  className = 'prose-shop',
}: {
  data: SerializedEditorState | null | undefined
  locale: Locale
  className?: string
}) {
  if (!data) return null
  const converters: JSXConvertersFunction = ({ defaultConverters }) => ({
    ...defaultConverters,
    ...LinkJSXConverter({
      internalDocToHref: ({ linkNode }) => {
        const target = linkNode.fields.doc
        if (!target) return '#'
        const collection = target.relationTo as LinkableCollection
        if (!(collection in routeOfCollection) || typeof target.value !== 'object') return '#'
        return (
          documentPath(
            locale,
            collection,
            target.value as { slug?: unknown; path?: unknown; isHome?: unknown },
          ) ?? '#'
        )
      },
    }),
  })
  return <LexicalRichText data={data} converters={converters} className={className} />
}
