import { createHash } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { families } from './catalog'
import { demoImageKeys, renderDemoImage } from './images'

describe('demo family images (issue 22)', () => {
  it('no two families share an image: each family lists different products', () => {
    const byImage = new Map<string, string[]>()
    for (const family of families)
      byImage.set(family.image, [...(byImage.get(family.image) ?? []), family.slug])
    const shared = [...byImage].filter(([, slugs]) => slugs.length > 1)
    expect(shared).toEqual([])
    for (const family of families) expect(demoImageKeys).toContain(family.image)
  })

  it('each family’s picture is drawn differently from every other', async () => {
    const digests = new Map<string, string>()
    for (const family of families) {
      const image = await renderDemoImage(family.image)
      expect(image.buffer.subarray(1, 4).toString()).toBe('PNG')
      expect(image.alt.en).not.toBe('')
      expect(image.alt.es).not.toBe(image.alt.en)
      const digest = createHash('sha256').update(image.buffer).digest('hex')
      expect(digests.get(digest), `${family.slug} looks like another family`).toBeUndefined()
      digests.set(digest, family.slug)
    }
  }, 60_000)
})
