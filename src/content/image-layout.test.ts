import { describe, expect, it } from 'vitest'

import { imageLayout } from './image-layout'

describe('imageLayout', () => {
  it('puts a right-aligned image at the end of the line with logical margins (not a four-value marginInline)', () => {
    const layout = imageLayout({ alignment: 'right', desktopWidth: 480, mobileWidth: 240 })
    expect(layout.className.split(' ')).toEqual(expect.arrayContaining(['ms-auto', 'me-0']))
    expect(JSON.stringify(layout.style)).not.toContain('0 0 0 auto')
  })

  it('aligns left to the start and center in the middle', () => {
    expect(imageLayout({ alignment: 'left' }).className).toBe('ms-0 me-auto')
    expect(imageLayout({ alignment: 'center' }).className).toBe('mx-auto')
    // the field's default
    expect(imageLayout({ alignment: null }).className).toBe('mx-auto')
  })

  it('caps the width at the desktop width and, below the phone breakpoint, at the phone width', () => {
    const layout = imageLayout({ alignment: 'center', desktopWidth: 480, mobileWidth: 240 })
    expect(layout.style).toEqual({ '--image-width': '480px', '--image-width-phone': '240px' })
    expect(layout.className).toContain('max-w-[min(100%,var(--image-width))]')
    expect(layout.className).toContain('max-sm:max-w-[min(100%,var(--image-width-phone))]')
  })

  it('sets no width the editor left empty (or zero)', () => {
    const layout = imageLayout({ alignment: 'center', desktopWidth: null, mobileWidth: 0 })
    expect(layout).toEqual({ className: 'mx-auto', style: {} })
  })

  it('uses the phone width alone when only it is set', () => {
    const layout = imageLayout({ alignment: 'left', mobileWidth: 200 })
    expect(layout.style).toEqual({ '--image-width-phone': '200px' })
    expect(layout.className).not.toContain('var(--image-width))')
  })
})
