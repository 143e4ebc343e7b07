import { describe, expect, it } from 'vitest'

import type { ViewerSummary } from '../web-user'

import { createSessionStore } from './session-store'

const buyer = (names: Partial<ViewerSummary> = {}): ViewerSummary => ({
  email: 'ana@panelworks.example',
  locale: 'es',
  nameFirst: 'Ana',
  nameLast: 'López',
  needsName: false,
  shippingContactId: null,
  billingContactId: null,
  customer: null,
  ...names,
})

describe('session store', () => {
  it('a buyer without a name gets the full-name modal; one with both names does not', () => {
    const store = createSessionStore()
    store.openLogin()
    store.loaded(buyer({ nameFirst: '', nameLast: '', needsName: true }), false)
    expect(store.getSnapshot()).toMatchObject({
      status: 'signedIn',
      showLoginModal: false,
      showFullNameModal: true,
    })
    store.loaded(buyer(), false)
    expect(store.getSnapshot().showFullNameModal).toBe(false)
  })

  it('a 401 signs out here and opens the login modal', () => {
    const store = createSessionStore()
    store.loaded(buyer(), true)
    store.signedOut(true)
    expect(store.getSnapshot()).toMatchObject({
      status: 'signedOut',
      user: null,
      showLoginModal: true,
      google: true,
    })
  })

  it('tells subscribers about every change', () => {
    const store = createSessionStore()
    let calls = 0
    const stop = store.subscribe(() => (calls += 1))
    store.openLogin()
    store.closeLogin()
    stop()
    store.openLogin()
    expect(calls).toBe(2)
  })
})
