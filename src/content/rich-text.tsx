import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import {
  type JSXConvertersFunction,
  LinkJSXConverter,
  RichText as LexicalRichText,
} from '@payloadcms/richtext-lexical/react'

import type { Locale } from '@/i18n/locales'
import type { Media } from '@/payload-types'

import type { LinkableCollection } from './fields'
import { documentPath, routeOfCollection } from './links'
import { MediaImage } from './media-image'

/**
 * Rich text with internal links resolved to the target's URL in the page's locale, and images
 * drawn like every CMS image (`MediaImage`: the Spanish variant, the editor's widths and alignment).
 */
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
    upload: (args) => {
      const media = args.node.value as Media | number
      if (
        args.node.relationTo === 'media' &&
        typeof media === 'object' &&
        media.mimeType?.startsWith('image/')
      ) {
        return (
          <MediaImage
            media={media}
            locale={locale}
            sizes="(min-width: 768px) 48rem, 100vw"
            className="my-6 h-auto"
          />
        )
      }
      const fallback = defaultConverters.upload
      return typeof fallback === 'function' ? fallback(args) : null
    },
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
