import { CallToActionBlock } from './call-to-action/config'
import { ContactFormBlock } from './contact-form/config'
import { DocumentsListBlock } from './documents-list/config'
import { FaqBlock } from './faq/config'
import { HeroBlock } from './hero/config'
import { ProductGridBlock } from './product-grid/config'
import { RichTextBlock } from './rich-text/config'

export const pageBlocks = [
  HeroBlock,
  RichTextBlock,
  ProductGridBlock,
  CallToActionBlock,
  FaqBlock,
  DocumentsListBlock,
  ContactFormBlock,
]
