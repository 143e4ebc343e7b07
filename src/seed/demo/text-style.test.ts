/**
 * The demo content keeps the site's house style (issue 39 #22): US English in every English
 * text (titles, pages, documents, image descriptions, part descriptions, specification rows), « » quotes in every
 * Spanish one; the About page has one name; quick order's examples are parts the catalog sells.
 */
import { describe, expect, it } from 'vitest'

import type { Locale } from '@/i18n/locales'
import { britishSpellings, nonAngularQuotes } from '@/i18n/text-style'

import en from '../../../messages/en.json'
import es from '../../../messages/es.json'
import { categories, families } from './catalog'
import { articles, industries, resources, testimonials, whitePapers } from './documents'
import { demoImageAlts } from './images'
import { pages, type Ids } from './pages'
import { demoParts } from './parts'
import { specsForFamily } from './taxonomy'

type Lang = Locale

/** Every string under a key `lang` (the bilingual pairs), however deep. */
function pairTexts(value: unknown, lang: Lang, out: string[] = []): string[] {
  if (Array.isArray(value)) for (const each of value) pairTexts(each, lang, out)
  else if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) {
      if (key === lang && typeof inner === 'string') out.push(inner)
      else pairTexts(inner, lang, out)
    }
  return out
}

/** Every string in a value (a page's blocks in one language). */
function allStrings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value)
  else if (Array.isArray(value)) for (const each of value) allStrings(each, out)
  else if (value && typeof value === 'object')
    for (const inner of Object.values(value)) allStrings(inner, out)
  return out
}

const anyId = new Proxy({}, { get: () => 1 }) as Record<string, number>
const ids: Ids = {
  pages: anyId,
  families: anyId,
  categories: anyId,
  media: anyId,
  resources: [1, 2, 3],
  whitePapers: [1, 2, 3],
}
const parts = demoParts()

function texts(lang: Lang): string[] {
  const documents = [
    categories,
    families,
    industries,
    articles,
    resources,
    testimonials,
    whitePapers,
    demoImageAlts,
  ]
  return [
    ...pairTexts(documents, lang),
    ...pairTexts(
      pages.map(({ layout: _layout, ...page }) => page),
      lang,
    ),
    ...pages.flatMap((page) => allStrings(page.layout(lang, ids))),
    ...parts.map((part) => (lang === 'en' ? part.descriptionEn : part.descriptionEs)),
    ...families.flatMap((family) =>
      specsForFamily(family).map(([, english, spanish]) =>
        lang === 'en' ? english : (spanish ?? english),
      ),
    ),
  ]
}

describe('demo content', () => {
  it('is written in US English on the English site', () => {
    const found = [...new Set(texts('en').flatMap((text) => britishSpellings(text)))]
    expect(found).toEqual([])
  })

  it('quotes with « » only in Spanish', () => {
    const found = texts('es').filter((text) => nonAngularQuotes(text).length > 0)
    expect(found.slice(0, 5)).toEqual([])
  })

  it('gives the About page one name: its title is its browser title', () => {
    const about = pages.find((page) => page.key === 'about')!
    expect(about.meta.title).toEqual(about.title)
  })

  it("fills quick order's examples with part numbers the catalog sells", () => {
    const sold = new Set(
      parts.filter((part) => !/discontinued/.test(part.descriptionEn)).map((part) => part.pn),
    )
    const examples = [en, es].flatMap((m) => [m.quickOrder.placeholder, m.quickOrder.help.example])
    const pns = examples.flatMap((text) =>
      text
        .split('\n')
        .map((line) => line.split(/[\t,;]/)[0]!.trim())
        .filter((pn) => /\d/.test(pn)),
    )
    expect(pns.length).toBeGreaterThanOrEqual(10)
    expect(pns.filter((pn) => !sold.has(pn))).toEqual([])
  })
})
