import { describe, expect, it } from 'vitest'

import {
  edgeCacheControl,
  edgeCdnCacheControl,
  edgeLifetimesFrom,
} from '../../scripts/edge-lifetimes.mjs'

const lifetimes = { maxAge: 60, stale: 600 }

describe('edge lifetimes', () => {
  it("replaces Next's one-year shared lifetime of a kept page with a short one", () => {
    expect(edgeCacheControl('s-maxage=31536000', lifetimes)).toBe('public, max-age=0, s-maxage=60')
    expect(
      edgeCacheControl('s-maxage=300, stale-while-revalidate=31535700', { maxAge: 3600, stale: 0 }),
    ).toBe('public, max-age=0, s-maxage=3600')
  })

  it('tells shared caches alone how long they may serve it stale (browsers never show a stale page)', () => {
    expect(edgeCdnCacheControl('s-maxage=31536000', lifetimes)).toBe(
      'public, max-age=60, stale-while-revalidate=600',
    )
    expect(edgeCdnCacheControl('private, no-store', lifetimes)).toBeNull()
    expect(edgeCdnCacheControl('public, max-age=30', lifetimes)).toBeNull()
  })

  it("keeps the browser's own lifetime of an API that gives one", () => {
    expect(edgeCacheControl('public, max-age=60, s-maxage=60', lifetimes)).toBe(
      'public, max-age=60, s-maxage=60',
    )
  })

  it('leaves private, uncached and browser-only answers alone', () => {
    for (const value of [
      'private, no-cache, no-store, max-age=0, must-revalidate',
      'no-store',
      'public, max-age=30',
      'private, s-maxage=10',
      undefined,
    ]) {
      expect(edgeCacheControl(value, lifetimes)).toBe(value)
    }
  })

  it('reads the lifetimes from the environment, defaults for anything not a whole number', () => {
    expect(edgeLifetimesFrom({})).toEqual({ maxAge: 60, stale: 600 })
    expect(edgeLifetimesFrom({ EDGE_MAX_AGE: '3600', EDGE_STALE_WHILE_REVALIDATE: '0' })).toEqual({
      maxAge: 3600,
      stale: 0,
    })
    expect(edgeLifetimesFrom({ EDGE_MAX_AGE: '-5', EDGE_STALE_WHILE_REVALIDATE: 'x' })).toEqual({
      maxAge: 60,
      stale: 600,
    })
  })
})
