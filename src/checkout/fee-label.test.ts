/**
 * The tariff surcharge says its rate and what it is of (issue 39 #22), in both languages, in
 * the cart's words and in the mails' and order page's; other fees keep their names.
 */
import { createTranslator } from 'next-intl'
import { describe, expect, it } from 'vitest'

import en from '../../messages/en.json'
import es from '../../messages/es.json'
import { feeLabel, feeMessage } from './fee-label'
import type { QuoteFee } from './quote'

const global: QuoteFee = { code: 'tariff', amountCents: 297, percent: '4.95', basis: 'subtotal' }
const perItem: QuoteFee = { code: 'tariff', amountCents: 253, percent: '25', basis: 'tariffLines' }

describe('feeLabel (mails, order page, quote API)', () => {
  it('names the tariff with its rate and basis, in English and Spanish', () => {
    expect(feeLabel(global, en.quote.fees)).toBe('Tariff surcharge (4.95% of the subtotal)')
    expect(feeLabel(global, es.quote.fees)).toBe('Recargo arancelario (4.95 % del subtotal)')
    expect(feeLabel(perItem, en.quote.fees)).toBe('Tariff surcharge (25% of tariffed parts)')
    expect(feeLabel(perItem, es.quote.fees)).toBe(
      'Recargo arancelario (25 % de las partes con arancel)',
    )
  })

  it('keeps the plain name for other fees and for orders stored before the rate was kept', () => {
    expect(feeLabel({ code: 'handling' }, en.quote.fees)).toBe('Handling')
    expect(feeLabel({ code: 'tariff' }, es.quote.fees)).toBe('Recargo arancelario')
  })
})

describe('feeMessage (the cart summary, through next-intl)', () => {
  it('formats the same words as the mails', () => {
    for (const [locale, messages] of [
      ['en', en],
      ['es', es],
    ] as const) {
      const t = createTranslator({ locale, messages, namespace: 'quote.fees' })
      const { key, percent } = feeMessage({ ...global, percent: '4.950' })
      expect(t(key, { percent: percent ?? '' })).toBe(feeLabel(global, messages.quote.fees))
      expect(t('tariffWhy')).toMatch(
        locale === 'en' ? /import tariffs/ : /aranceles de importación/,
      )
    }
  })
})
