/**
 * How a CMS image sits in its column: the editor's desktop and phone widths and alignment as
 * classes and CSS custom properties (pure). No script measures the screen: below the phone
 * breakpoint (Tailwind's `sm`, 640 px) a CSS rule swaps the phone width in. A width never
 * passes the column (`min(100%, …)`), so a 600-px image still fits a 360-px phone.
 */
import type { CSSProperties } from 'react'

import type { Media } from '@/payload-types'

export type ImageLayout = { className: string; style: CSSProperties }

// Written out in full so Tailwind finds the classes in this file.
const maxWidth = 'max-w-[min(100%,var(--image-width))]'
const phoneMaxWidth = 'max-sm:max-w-[min(100%,var(--image-width-phone))]'
// logical margins: an image aligned "right" sits at the end of the line
const alignClass = { left: 'ms-0 me-auto', center: 'mx-auto', right: 'ms-auto me-0' } as const

export function imageLayout(
  media: Pick<Media, 'desktopWidth' | 'mobileWidth' | 'alignment'>,
): ImageLayout {
  const classes: string[] = []
  const style: Record<string, string> = {}
  const desktop = positive(media.desktopWidth)
  const phone = positive(media.mobileWidth)
  if (desktop) {
    style['--image-width'] = `${desktop}px`
    classes.push(maxWidth)
  }
  if (phone) {
    style['--image-width-phone'] = `${phone}px`
    classes.push(phoneMaxWidth)
  }
  classes.push(alignClass[media.alignment ?? 'center'])
  return { className: classes.join(' '), style: style as CSSProperties }
}

function positive(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.round(value) : null
}
