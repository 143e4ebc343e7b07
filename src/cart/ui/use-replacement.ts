'use client'

/**
 * The successor offered for an unavailable pn of ours (business rules §11), asked of the server
 * for every screen that shows such a line. The pns asked for in one render are sent in one
 * call; answers are kept for the page's life (a successor changes with a catalogue import,
 * rarely while a buyer looks at a cart), and a failed call is asked again next time.
 */
import { useEffect, useState } from 'react'

import type { Locale } from '@/i18n/locales'

import { replacementsClient, type CartReplacement } from '../client'

export type Successor = CartReplacement['successor']

const known = new Map<string, Promise<Successor | null>>()
let batch: { locale: Locale; waiting: Map<string, (found: Successor | null) => void> } | null = null

const keyOf = (locale: Locale, pn: string) => `${locale}\u0000${pn.toUpperCase()}`

function send(locale: Locale, waiting: Map<string, (found: Successor | null) => void>) {
  replacementsClient
    .find([...waiting.keys()], locale)
    .then((replacements) => {
      const found = new Map(replacements.map((entry) => [entry.pn, entry.successor]))
      for (const [pn, resolve] of waiting) resolve(found.get(pn) ?? null)
    })
    .catch(() => {
      for (const [pn, resolve] of waiting) {
        known.delete(keyOf(locale, pn))
        resolve(null)
      }
    })
}

/** The successor of `pn`, or null; calls made in the same tick share one request. */
export function successorOf(pn: string, locale: Locale): Promise<Successor | null> {
  const key = keyOf(locale, pn)
  const kept = known.get(key)
  if (kept) return kept
  const asked = new Promise<Successor | null>((resolve) => {
    if (!batch || batch.locale !== locale) {
      const current = { locale, waiting: new Map<string, (found: Successor | null) => void>() }
      batch = current
      setTimeout(() => {
        if (batch === current) batch = null
        send(current.locale, current.waiting)
      }, 0)
    }
    batch.waiting.set(pn.toUpperCase(), resolve)
  })
  known.set(key, asked)
  return asked
}

/** The successor offered for `pn` while `wanted` (the line is unavailable), else null. */
export function useSuccessor(pn: string, wanted: boolean, locale: Locale): Successor | null {
  const [found, setFound] = useState<{ pn: string; successor: Successor | null } | null>(null)
  useEffect(() => {
    if (!wanted) return
    let live = true
    void successorOf(pn, locale).then((successor) => {
      if (live) setFound({ pn, successor })
    })
    return () => {
      live = false
    }
  }, [pn, wanted, locale])
  return wanted && found?.pn === pn ? found.successor : null
}
