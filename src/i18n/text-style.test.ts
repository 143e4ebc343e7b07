/**
 * The house style over every UI message (issue 39 #22): US English on the English site,
 * « » quotes on the Spanish one, "7%" in English; and the messages whose wording the issue
 * named, formatted as the pages format them, in both languages.
 */
import { createTranslator } from 'next-intl'
import { describe, expect, it } from 'vitest'

import en from '../../messages/en.json'
import es from '../../messages/es.json'
import { britishSpellings, nonAngularQuotes, spacedPercent } from './text-style'

type Tree = { [key: string]: string | Tree }

function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key
    return typeof value === 'string' ? [[path, value] as [string, string]] : leaves(value, path)
  })
}

const english = leaves(en as Tree)
const spanish = leaves(es as Tree)

describe('the rules', () => {
  it('find British spellings and leave US ones', () => {
    expect(britishSpellings('Saved carts and favourites in the catalogue, grey colour')).toEqual([
      'favourites → favorit…',
      'catalogue → catalog',
      'colour → color',
      'grey → gray',
    ])
    expect(britishSpellings('We standardised it; the order was cancelled')).toEqual([
      'standardised → …ize',
      'cancelled → canceled / canceling',
    ])
    expect(
      britishSpellings('Saved carts and favorites in the catalog, gray color; 8 mm; canceled'),
    ).toEqual([])
    // words that only look like it
    expect(britishSpellings('raises, greyhound? no: advertise, otherwise, the catalog')).toEqual([])
  })

  it('find a space before % and other quotes than « »', () => {
    expect(spacedPercent('Sales tax ({rate} %)')).toBe(true)
    expect(spacedPercent('Sales tax (7 %)')).toBe(true)
    expect(spacedPercent('Sales tax ({rate}%)')).toBe(false)
    expect(nonAngularQuotes('Se eliminó “Línea 3”')).toEqual(['“', '”'])
    expect(nonAngularQuotes('Se eliminó «Línea 3»')).toEqual([])
  })
})

describe('every message', () => {
  it('is written in US English on the English site', () => {
    const found = english
      .map(([key, text]) => [key, britishSpellings(text)] as const)
      .filter(([, words]) => words.length > 0)
      .map(([key, words]) => `${key}: ${words.join(', ')}`)
    expect(found).toEqual([])
  })

  it('writes a percent against its number in English ("7%")', () => {
    expect(english.filter(([, text]) => spacedPercent(text)).map(([key]) => key)).toEqual([])
  })

  it('quotes with « » only in Spanish', () => {
    expect(
      spanish.filter(([, text]) => nonAngularQuotes(text).length > 0).map(([key]) => key),
    ).toEqual([])
  })
})

const t = {
  en: createTranslator({ locale: 'en', messages: en }),
  es: createTranslator({ locale: 'es', messages: es }),
}

describe('the messages the walkthrough named', () => {
  it('an empty part list does not say "Showing 0–0 of 0 parts"', () => {
    expect(t.en('catalog.list.showing', { from: 0, to: 0, total: 0 })).toBe('No parts to show')
    expect(t.es('catalog.list.showing', { from: 0, to: 0, total: 0 })).toBe(
      'Ninguna parte que mostrar',
    )
    expect(t.en('catalog.list.showing', { from: 1, to: 25, total: 309 })).toBe(
      'Showing 1–25 of 309 parts',
    )
    expect(t.es('catalog.list.showing', { from: 1, to: 1, total: 1 })).toBe(
      'Mostrando 1–1 de 1 parte',
    )
  })

  it('a second add says what it added and what the cart holds', () => {
    expect(t.en('cart.addedMore', { pn: 'TB12-F', added: 10, total: 20 })).toBe(
      'Added 10 more TB12-F: 20 in your cart',
    )
    expect(t.es('cart.addedMore', { pn: 'TB12-F', added: 10, total: 20 })).toBe(
      'Se agregaron 10 más de TB12-F: 20 en su carrito',
    )
  })

  it('a quantity rounded up to whole packs is said, not done silently (#17)', () => {
    const values = { typed: 7, quantity: 10, pack: 10 }
    expect(t.en('cart.roundedPacks', values)).toBe('7 rounded up to 10: sold in packs of 10.')
    expect(t.es('cart.roundedPacks', values)).toBe(
      '7 se redondeó a 10: se vende en paquetes de 10.',
    )
    expect(t.en('cart.roundedWhole', { typed: 2.5, quantity: 3 })).toBe(
      '2.5 rounded up to 3: whole pieces only.',
    )
    expect(t.es('cart.roundedWhole', { typed: 2.5, quantity: 3 })).toBe(
      '2,5 se redondeó a 3: solo piezas enteras.',
    )
  })

  it('tax reads "7%" in English and "7 %" in Spanish', () => {
    expect(t.en('cart.tax', { rate: '7' })).toBe('Sales tax (7%)')
    expect(t.en('orders.tax', { rate: '7' })).toBe('Sales tax (7%)')
    expect(t.es('cart.tax', { rate: '7' })).toMatch(/\(7 %\)$/)
  })

  it('checkout is not called "Payment": a terms customer pays nothing there', () => {
    for (const key of ['checkout.title', 'cart.checkout'] as const) {
      expect(t.en(key)).not.toMatch(/\bpay/i)
      expect(t.es(key)).not.toMatch(/\bpag[oa]r?\b/i)
    }
  })
})
