/**
 * Checkout's own settings (issue 40): staff saving a fee or a tax rule in `checkout-settings`
 * reaches the very next quote (the quote API's kept tables are forgotten), and no cached page is
 * cleared: no page shows these figures. Saving the company block in the site settings still
 * clears every page (the same observation, so the test can fail).
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { createShopAuth } from '@/account/auth'
import { applyPartsImport } from '@/catalog/import/apply'
import { createQuoteApi, type QuoteAnswer, type QuoteApi } from '@/checkout/quote-api'
import { keptQuoteTables } from '@/checkout/quote-tables'

import { dialectsUnderTest, openTestDatabase, type TestDatabase } from '../support/databases'
import { call, origin, request } from '../support/shop-requests'

// what clearing a cached page does: Next's path and tag expiry, and the caching front's purge
const pageCache = vi.hoisted(() => ({
  revalidatePath: vi.fn(),
  revalidateTag: vi.fn(),
  purgeEdge: vi.fn(),
}))
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/cache')>()),
  revalidatePath: pageCache.revalidatePath,
  revalidateTag: pageCache.revalidateTag,
}))
vi.mock('@/platform/edge-purge', () => ({ purgeEdge: pageCache.purgeEdge }))

const pagesCleared = () =>
  pageCache.revalidatePath.mock.calls.length +
  pageCache.revalidateTag.mock.calls.length +
  pageCache.purgeEdge.mock.calls.length

function suite(dialect: 'sqlite' | 'postgres') {
  let database: TestDatabase
  let payload: Payload
  let api: QuoteApi

  // 20 parts at 1.00: a 20.00 subtotal, below the handling threshold
  const ask = async () => {
    const answer = await call(
      api.post(
        request('/api/public/cart/quote', {
          method: 'POST',
          body: { items: [{ pn: 'E22-100', quantity: 20 }], locale: 'en' },
        }),
      ),
    )
    expect(answer.status).toBe(200)
    return answer.body as unknown as QuoteAnswer
  }
  const handlingOf = (quote: QuoteAnswer) =>
    quote.fees.find((fee) => fee.code === 'handling')?.amountCents

  beforeAll(async () => {
    database = await openTestDatabase(dialect, { SITE_URL: origin, NODE_ENV: 'production' })
    payload = database.payload
    const auth = createShopAuth(payload, { env: database.env })
    api = createQuoteApi({
      payload: async () => payload,
      auth: async () => auth,
      // the tables kept in memory, as the app binds them
      tables: keptQuoteTables,
      env: database.env,
    })
    const family = await payload.create({
      collection: 'products',
      locale: 'en',
      data: { title: 'Push buttons', slug: 'push-buttons', _status: 'draft' },
      context: { skipRouteHooks: true },
      overrideAccess: true,
    })
    await payload.update({
      collection: 'products',
      id: family.id,
      locale: 'es',
      data: { title: 'Botones', _status: 'published' },
      context: { skipRouteHooks: true },
      overrideAccess: true,
    })
    await applyPartsImport(
      payload,
      [
        {
          pn: 'E22-100',
          descriptionEn: 'Push button',
          descriptionEs: 'Botón',
          family: 'push-buttons',
          listPriceCents: 100,
          pkgQty: 1,
          shippingFamily: null,
          tariff: false,
          attributes: {},
        },
      ],
      { refresh: false },
    )
  })
  afterAll(async () => {
    await database?.close()
  })
  beforeEach(() => {
    pageCache.revalidatePath.mockClear()
    pageCache.revalidateTag.mockClear()
    pageCache.purgeEdge.mockClear()
  })

  it(`${dialect}: a handling fee staff change is in the very next quote, and no cached page is cleared`, async () => {
    expect(handlingOf(await ask())).toBe(1000)
    await payload.updateGlobal({
      slug: 'checkout-settings',
      data: { fees: { handlingFee: 12.5 } } as never,
      overrideAccess: true,
    })
    expect(handlingOf(await ask())).toBe(1250)
    expect(pagesCleared()).toBe(0)
  })

  it(`${dialect}: the tariff staff turn off is gone from the very next quote, and no cached page is cleared`, async () => {
    const tariffOf = (quote: QuoteAnswer) => quote.fees.find((fee) => fee.code === 'tariff')
    // 4.95 % of 20.00 = 0.99
    expect(tariffOf(await ask())?.amountCents).toBe(99)
    await payload.updateGlobal({
      slug: 'checkout-settings',
      data: { fees: { tariffMode: 'off' } } as never,
      overrideAccess: true,
    })
    expect(tariffOf(await ask())).toBeUndefined()
    expect(pagesCleared()).toBe(0)
  })

  it(`${dialect}: saving the site settings' company block still clears every page`, async () => {
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { companyName: 'Allegheny Controls' },
      overrideAccess: true,
    })
    expect(pageCache.revalidateTag).toHaveBeenCalled()
    expect(pageCache.purgeEdge).toHaveBeenCalledWith({ kind: 'everything' })
  })
}

describe.each(dialectsUnderTest)('checkout settings (%s)', (dialect) => {
  suite(dialect)
})
