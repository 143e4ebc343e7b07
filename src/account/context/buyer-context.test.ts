import type { Payload } from 'payload'
import { describe, expect, it, vi } from 'vitest'

import type { ShopAuth } from '../auth'
import { guestBuyer } from '../buyer'
import { buyerContextOf, isSignedIn } from './buyer-context'

const webUser = {
  id: 7,
  email: 'ana@ovesupply.example',
  authUserId: 'auth-7',
  primaryCustomer: 31,
  customers: [31],
}
const customer = {
  id: 31,
  name: 'Ohio Valley Electric Supply',
  custType: 'D1-Distributor/Stocking',
  priceList: 'Distributor',
  arTerm: 'NET 30',
  taxable: true,
  isFreeGroundAt: null,
}

/** A Payload that knows one web user and their customer (what the session lookup reads). */
function fakePayload(): Payload {
  return {
    find: vi.fn(async () => ({ docs: [webUser] })),
    findByID: vi.fn(async () => customer),
  } as unknown as Payload
}

function fakeAuth(signedIn: boolean): ShopAuth & { calls: number } {
  const auth = {
    calls: 0,
    api: {
      getSession: async () => {
        auth.calls += 1
        return signedIn
          ? {
              user: { id: 'auth-7', email: webUser.email, name: 'Ana Ruiz' },
              session: { id: 'session-1', expiresAt: new Date(Date.now() + 3_600_000) },
            }
          : null
      },
    },
  }
  return auth as unknown as ShopAuth & { calls: number }
}

describe('buyerContextOf', () => {
  it('makes a guest of a request without a session, without asking for one', async () => {
    const auth = fakeAuth(true)
    const context = await buyerContextOf(
      { payload: fakePayload(), auth, env: { NODE_ENV: 'test' } },
      new Headers({ 'x-shop-locale': 'es', 'x-request-id': 'req-1' }),
    )
    expect(auth.calls).toBe(0)
    expect(context).toMatchObject({
      session: null,
      user: null,
      buyer: guestBuyer,
      customer: null,
      priceList: 'OEM',
      companyRole: null,
      locale: 'es',
      requestId: 'req-1',
    })
    expect(isSignedIn(context)).toBe(false)
  })

  it('makes a guest of a cookie the session table does not know', async () => {
    const context = await buyerContextOf(
      { payload: fakePayload(), auth: fakeAuth(false), env: { NODE_ENV: 'test' } },
      new Headers({ cookie: 'better-auth.session_token=forged.value' }),
    )
    expect(context.buyer).toEqual(guestBuyer)
    expect(context.locale).toBe('en')
    expect(context.requestId).toBeNull()
  })

  it('reads the session, the web user, the customer and the price list of a signed-in buyer', async () => {
    const context = await buyerContextOf(
      {
        payload: fakePayload(),
        auth: fakeAuth(true),
        env: { NODE_ENV: 'test', TRUSTED_PROXIES: '10.0.0.1' },
      },
      new Headers({
        cookie: 'better-auth.session_token=signed.ana',
        referer: 'http://shop.test/es/carrito',
        'x-forwarded-for': '203.0.113.9, 10.0.0.1',
      }),
    )
    expect(isSignedIn(context)).toBe(true)
    expect(context).toMatchObject({
      session: { id: 'session-1' },
      user: { id: 7 },
      customer: { id: 31, name: 'Ohio Valley Electric Supply' },
      priceList: 'Distributor',
      companyRole: null,
      locale: 'es',
      clientAddress: '203.0.113.9',
    })
    expect(context.buyer).toMatchObject({ webUser: { id: 7 }, distributor: 'D1' })
  })
})
