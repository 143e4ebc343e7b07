import { getImageProps } from 'next/image'
import { preload } from 'react-dom'

import type { Locale } from '@/i18n/locales'
import type { Media } from '@/payload-types'

import { imageLayout } from './image-layout'

/**
 * A CMS image, resized and converted by Next's image optimizer: the Spanish variant on Spanish
 * pages when there is one, alt text in the page's language, the editor's alignment. A plain
 * `<img>` from `getImageProps` rendered on the server: next/image's component would send its
 * script (about 5 KB) to every page with an image. A `priority` image is preloaded, as next/image does.
 */
export function MediaImage({
  media,
  locale,
  sizes = '100vw',
  priority = false,
  className,
  fill = false,
}: {
  media: Media | number | null | undefined
  locale: Locale
  sizes?: string
  priority?: boolean
  className?: string
  fill?: boolean
}) {
  if (!media || typeof media !== 'object') return null
  const variant =
    locale === 'es' && media.spanishVariant && typeof media.spanishVariant === 'object'
      ? media.spanishVariant
      : media
  if (!variant.url) return null
  const alt = media.alt ?? ''
  // the editor's widths (desktop, phone) and alignment, in CSS: see image-layout.ts
  const layout = fill ? null : imageLayout(media)
  const { props } = getImageProps({
    src: variant.url,
    alt,
    sizes,
    priority,
    className: [className, layout?.className].filter(Boolean).join(' ') || undefined,
    ...(fill
      ? { fill: true }
      : { width: variant.width ?? 1200, height: variant.height ?? 800, style: layout?.style }),
  })
  if (priority && props.src) {
    preload(props.src, {
      as: 'image',
      imageSrcSet: props.srcSet,
      imageSizes: props.sizes,
      fetchPriority: 'high',
    })
  }
  // eslint-disable-next-line @next/next/no-img-element -- next/image's own props, without its script
  return <img {...props} alt={alt} />
}
