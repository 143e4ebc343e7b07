'use client'

/**
 * Hands the page's one viewer call (issue 40) to the capabilities' stores: each store's first
 * load (the session, the cart, the favourites, the rows' prices) joins the call through the
 * `seed…` function it exports, so a capability knows nothing of the storefront. Seeded when
 * this module loads in the browser, before any island's effect runs; rendered once by the site chrome.
 */
import { seedFirstSession } from '@/account/ui/load-session'
import { seedCartRead } from '@/cart/ui/cart-store'
import { seedFavoritesRead } from '@/cart/ui/favorites-store'
import { seedPrices } from '@/catalog/ui/viewer-prices'

import { createViewerBatch, partOf } from './viewer-batch'
import { viewerClient } from './client'

const batch = createViewerBatch({ send: viewerClient.load })

// in the browser only: a server render shares these stores between requests, and loads nothing
if (typeof window !== 'undefined') seedStores()

function seedStores() {
  seedFirstSession(() => {
    const session = partOf(batch.ask('session'), 'session')
    return (
      session?.then((answer) => {
        if (!answer) throw new Error('The viewer call did not answer the session')
        return answer
      }) ?? null
    )
  })
  seedCartRead(() => partOf(batch.ask('cart'), 'liveCart'))
  seedFavoritesRead(() => partOf(batch.ask('favorites'), 'favorites'))
  seedPrices((pns) => {
    const prices = partOf(batch.ask('prices', pns), 'prices')
    return (
      prices?.then((answer) => {
        if (!answer) throw new Error('The viewer call did not answer the prices')
        return answer
      }) ?? null
    )
  })
}

/** Nothing to show: its module seeds the stores (see above). */
export function ViewerLoad() {
  return null
}
