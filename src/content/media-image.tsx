import Image from 'next/image'

import type { Locale } from '@/i18n/locales'
import type { Media } from '@/payload-types'

/**
 * A CMS image through next/image: the Spanish variant on Spanish pages when
 * there is one, alt text in the page's language, the editor's alignment.
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
  if (fill) {
    return (
      <Image
        src={variant.url}
        alt={alt}
        fill
        sizes={sizes}
        priority={priority}
        className={className}
      />
    )
  }
  return (
    <Image
      src={variant.url}
      alt={alt}
      width={variant.width ?? 1200}
      height={variant.height ?? 800}
      sizes={sizes}
      priority={priority}
      className={className}
      style={{
        maxWidth: media.desktopWidth ? `${media.desktopWidth}px` : undefined,
        marginInline:
          media.alignment === 'center'
            ? 'auto'
            : media.alignment === 'right'
              ? '0 0 0 auto'
              : undefined,
      }}
    />
  )
}
