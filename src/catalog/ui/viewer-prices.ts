'use client'

/**
 * The viewer's prices in the browser: part numbers the page shows are asked from
 * `POST /api/public/prices` in one batched request, kept for the page's life and asked again
 * when the signed-in buyer changes. The page's first rows may be asked with its other viewer
 * data instead (`seedPrices`, issue 40). The server decides every amount (and the price
 * list); this store only holds its answers.
 */
import { useEffect, useSyncExternalStore } from 'react'

import { followSession } from '@/account/ui/use-session'

import { catalogClient, type PricesAnswer, type ViewerPrice } from '../client'

export type { ViewerPrice }

/** A price, `null` when the part is not sold (not listed or unavailable), `undefined` while loading. */
export type PriceState = ViewerPrice | null | undefined

const MAX_BATCH = 999

const known = new Map<string, ViewerPrice | null>()
const failed = new Set<string>()
const queued = new Set<string>()
const inFlight = new Set<string>()
const listeners = new Set<() => void>()
let version = 0
let generation = 0
let flushTimer: ReturnType<typeof setTimeout> | null = null

function notify() {
  version += 1
  listeners.forEach((listener) => listener())
}

/** The page's first prices, asked with its other viewer data; null once that request has left. */
export type FirstPrices = (pns: readonly string[]) => Promise<PricesAnswer> | null

let firstPrices: FirstPrices | null = null

/** Where the page's first rows are priced (the storefront's viewer call, issue 40). */
export function seedPrices(source: FirstPrices): void {
  firstPrices = source
}

function request(pns: readonly string[]) {
  for (const pn of pns) {
    if (!known.has(pn) && !failed.has(pn) && !inFlight.has(pn)) queued.add(pn)
  }
  if (!queued.size) return
  // asked at once, not after a timer: the viewer call leaves with what the page's islands asked this tick
  const seeded = firstPrices?.([...queued])
  if (seeded) {
    const batch = [...queued]
    queued.clear()
    void send(batch, () => seeded.catch(() => catalogClient.prices(batch)))
    return
  }
  firstPrices = null
  if (flushTimer === null) flushTimer = setTimeout(flush, 0)
}

function flush() {
  flushTimer = null
  const batch = [...queued].slice(0, MAX_BATCH)
  batch.forEach((pn) => queued.delete(pn))
  if (queued.size) flushTimer = setTimeout(flush, 0)
  void send(batch, () => catalogClient.prices(batch))
}

async function send(batch: string[], ask: () => Promise<PricesAnswer>) {
  batch.forEach((pn) => inFlight.add(pn))
  const asked = generation
  try {
    const answer = await ask()
    if (asked !== generation) return
    for (const pn of batch) known.set(pn, answer.prices[pn] ?? null)
  } catch {
    if (asked !== generation) return
    batch.forEach((pn) => failed.add(pn))
  } finally {
    if (asked === generation) batch.forEach((pn) => inFlight.delete(pn))
    notify()
  }
}

/** Another buyer (or nobody) is signed in now: every price may differ. */
function forgetAll() {
  generation += 1
  known.clear()
  failed.clear()
  queued.clear()
  inFlight.clear()
  notify()
}

let watching = false

function watchSession() {
  if (watching) return
  watching = true
  let first = true
  followSession(() => {
    // the first answer only tells who asked the prices already on screen (the cookie did)
    if (!first) forgetAll()
    first = false
  })
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/**
 * The viewer's price of each part number (see `PriceState`), and whether loading failed for
 * some. Server rendering and the first client render show every price as loading.
 */
export function useViewerPrices(pns: readonly string[]): {
  priceOf: (pn: string) => PriceState
  failedFor: (pn: string) => boolean
} {
  const current = useSyncExternalStore(
    subscribe,
    () => version,
    () => 0,
  )
  const key = pns.join(' ')
  useEffect(() => {
    watchSession()
    request(key ? key.split(' ') : [])
  }, [key, current])
  const hydrated = current > 0
  return {
    priceOf: (pn) => (hydrated ? known.get(pn) : undefined),
    failedFor: (pn) => hydrated && failed.has(pn),
  }
}
