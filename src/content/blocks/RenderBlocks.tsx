import type { Locale } from '@/i18n/locales'
import type { Page } from '@/payload-types'

import { CallToActionBlock } from './call-to-action/Component'
import { ContactFormBlock } from './contact-form/Component'
import { DocumentsListBlock } from './documents-list/Component'
import { FaqBlock } from './faq/Component'
import { HeroBlock } from './hero/Component'
import { ProductGridBlock } from './product-grid/Component'
import { RichTextBlock } from './rich-text/Component'

/** One place that maps a page's block types to their components. */
export function RenderBlocks({ blocks, locale }: { blocks: Page['layout']; locale: Locale }) {
  return (
    <>
      {(blocks ?? []).map((block, index) => {
        const key = block.id ?? `${block.blockType}-${index}`
        switch (block.blockType) {
          case 'hero':
            return <HeroBlock key={key} block={block} locale={locale} first={index === 0} />
          case 'richText':
            return <RichTextBlock key={key} block={block} locale={locale} />
          case 'productGrid':
            return <ProductGridBlock key={key} block={block} locale={locale} />
          case 'callToAction':
            return <CallToActionBlock key={key} block={block} locale={locale} />
          case 'faq':
            return <FaqBlock key={key} block={block} />
          case 'documentsList':
            return <DocumentsListBlock key={key} block={block} locale={locale} />
          case 'contactForm':
            return <ContactFormBlock key={key} block={block} locale={locale} />
          default:
            return null
        }
      })}
    </>
  )
}
