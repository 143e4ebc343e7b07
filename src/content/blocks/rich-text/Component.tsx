import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'

import type { Locale } from '@/i18n/locales'
import type { RichTextBlock as RichTextBlockData } from '@/payload-types'

import { RichText } from '../../rich-text'

export function RichTextBlock({ block, locale }: { block: RichTextBlockData; locale: Locale }) {
  return (
    <section className="container-page py-12">
      <RichText
        data={block.content as SerializedEditorState}
        locale={locale}
        className="prose-shop mx-auto max-w-3xl text-lg"
      />
    </section>
  )
}
