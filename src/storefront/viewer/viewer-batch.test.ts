import { describe, expect, it } from 'vitest'

import { MAX_VIEWER_PNS, type ViewerRequest } from './viewer-answer'
import { createViewerBatch, partOf } from './viewer-batch'

function setup() {
  const sent: ViewerRequest[] = []
  let flush: () => void = () => {}
  const batch = createViewerBatch({
    send: async (body) => {
      sent.push(body)
      return {
        session: { user: null, google: false, captcha: null },
        prices: { priceList: 'OEM', prices: {} },
        liveCart: null,
      }
    },
    schedule: (run) => {
      flush = run
    },
  })
  return { batch, sent, flush: () => flush() }
}

describe('the page viewer call', () => {
  it('the asks of one tick leave as one request with every part and row', async () => {
    const { batch, sent, flush } = setup()
    const session = batch.ask('session')
    const prices = batch.ask('prices', ['TB-10', 'TB-5'])
    const more = batch.ask('prices', ['TB-5', 'WD-6FT'])
    const cart = batch.ask('cart')
    expect(sent).toEqual([])
    flush()
    expect(sent).toEqual([
      { want: ['session', 'prices', 'cart'], pns: ['TB-10', 'TB-5', 'WD-6FT'] },
    ])
    expect(session).toBe(prices)
    expect(more).toBe(cart)
    await expect(partOf(cart, 'liveCart')).resolves.toBeNull()
    await expect(partOf(session, 'session')).resolves.toMatchObject({ user: null })
  })

  it('once it has left, and past its bound of rows, an ask is null (the island asks its own endpoint)', async () => {
    const { batch, flush } = setup()
    const tooMany = Array.from({ length: MAX_VIEWER_PNS + 1 }, (_, i) => `P-${i}`)
    expect(batch.ask('prices', tooMany)).toBeNull()
    batch.ask('session')
    flush()
    expect(batch.ask('favorites')).toBeNull()
  })

  it('a part the answer lacks rejects, so its island asks on its own', async () => {
    const { batch, flush } = setup()
    const favorites = partOf(batch.ask('favorites'), 'favorites')
    flush()
    await expect(favorites).rejects.toThrow('favorites')
  })
})
