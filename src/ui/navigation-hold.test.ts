import { describe, expect, it } from 'vitest'

import { holdNavigation, navigationHeld } from './navigation-hold'

describe('holding in-app navigation for a question', () => {
  it('nothing holds it unless a page asks to, and its release lets everything go again', () => {
    expect(navigationHeld('/products')).toBe(false)
    const asked: string[] = []
    const release = holdNavigation((href) => {
      asked.push(href)
      return href !== '/my-account/saved-carts/7'
    })
    expect(navigationHeld('/products/22mm-nema-push-buttons')).toBe(true)
    expect(navigationHeld('/my-account/saved-carts/7')).toBe(false)
    expect(asked).toEqual(['/products/22mm-nema-push-buttons', '/my-account/saved-carts/7'])
    release()
    expect(navigationHeld('/products')).toBe(false)
  })

  it("an old page's release does not free the newer page's hold", () => {
    const releaseOld = holdNavigation(() => true)
    const releaseNew = holdNavigation(() => true)
    releaseOld()
    expect(navigationHeld('/cart')).toBe(true)
    releaseNew()
    expect(navigationHeld('/cart')).toBe(false)
  })
})
