/**
 * Another maker's part number in search (issue 41, business rules §11): a buyer types a
 * competitor's pn, sees our equivalent at the top with how close it is and why, and adds it to
 * the cart; a discontinued pn of ours shows what replaces it, with its price and an add. Both
 * languages, desktop and phone, the results page and the search modal.
 */
import AxeBuilder from '@axe-core/playwright'

import { expect, test, type Page } from './support/test'

import { shoot } from './support/screenshots'
import { openSearchWithKey } from './support/search-modal'

const desktop = { width: 1280, height: 800 }
const phone = { width: 390, height: 844 }

const words = {
  en: {
    search: '/search',
    dialog: 'Search products',
    add: (pn: string) => `Add ${pn} to cart`,
    equivalent: (maker: string, theirPn: string) => `Equivalent of ${maker} ${theirPn}`,
    exact: /^exact$/i,
    similar: /^similar$/i,
    bezel: /metal bezel/,
    replacedBy: (pn: string) => `Replaced by ${pn}`,
    replaces: (pn: string) => `Replaces ${pn}`,
    money: /\$\d/,
  },
  es: {
    search: '/es/buscar',
    dialog: 'Buscar productos',
    add: (pn: string) => `Agregar ${pn} al carrito`,
    equivalent: (maker: string, theirPn: string) => `Equivalente de ${maker} ${theirPn}`,
    exact: /^exacto$/i,
    similar: /^similar$/i,
    bezel: /aro metálico/,
    replacedBy: (pn: string) => `Reemplazado por ${pn}`,
    replaces: (pn: string) => `Reemplaza a ${pn}`,
    money: /US\$\d/,
  },
} as const

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  expect(
    results.violations.map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([])
}

for (const locale of ['en', 'es'] as const) {
  const w = words[locale]
  const results = (query: string) => `${w.search}?${new URLSearchParams({ q: query })}`

  for (const [size, viewport] of [
    ['desktop', desktop],
    ['phone', phone],
  ] as const) {
    test(`${locale} ${size}: a competitor's pn finds ours first, marked, and it goes to the cart`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport)
      // typed with other separators and case
      await page.goto(results('xb4-ba31'))
      const first = page.locator('tbody tr[data-pn]').first()
      await expect(first).toHaveAttribute('data-pn', 'E22PBFG-10')
      await expect(first).toHaveAttribute('data-match', 'exact')
      await expect(first).toContainText(w.equivalent('Schneider Electric', 'XB4BA31'))
      await expect(first.locator('.equivalent-of [title]').first()).toHaveAttribute(
        'title',
        w.bezel,
      )
      // the note is written out on the results page
      await expect(first.getByText(w.bezel)).toBeVisible()
      await expect(first.getByText(w.money).first()).toBeVisible()
      await expectNoAxeViolations(page)
      await shoot(page, `cross-reference-search-${locale}-${size}.png`, size === 'desktop')
      await first.getByRole('button', { name: w.add('E22PBFG-10') }).click()
      await expect(page.getByTestId('cart-count')).toHaveText('1')
    })
  }

  test(`${locale}: a discontinued pn shows what replaces it, with its price and an add`, async ({
    page,
  }) => {
    for (const viewport of [desktop, phone]) {
      await page.setViewportSize(viewport)
      await page.goto(results('e22plr 6'))
      const gone = page.locator('tbody tr[data-pn="E22PLR-6"]')
      await expect(gone.getByTestId('replaced-by')).toHaveText(w.replacedBy('E22PLHR-6'))
      const next = page.locator('tbody tr[data-pn="E22PLHR-6"]')
      await expect(next).toContainText(w.replaces('E22PLR-6'))
      await expect(next.getByText(w.money).first()).toBeVisible()
      await expect(next.getByRole('button', { name: w.add('E22PLHR-6') })).toBeVisible()
    }
    await expectNoAxeViolations(page)
    await shoot(page, `cross-reference-replaced-${locale}-phone.png`)
  })

  test(`${locale}: the search modal marks the equivalent and adds it`, async ({ page }) => {
    await page.setViewportSize(desktop)
    await page.goto(locale === 'en' ? '/' : '/es')
    const dialog = await openSearchWithKey(page, '/', w.dialog)
    await dialog.getByRole('combobox').fill('M22-D-G')
    const option = dialog.getByRole('option').first()
    await expect(option).toHaveAttribute('data-pn', 'E22PBFG-10')
    await expect(option).toContainText(w.equivalent('Eaton', 'M22-D-G'))
    await expect(option.getByText(w.similar)).toBeVisible()
    await expectNoAxeViolations(page)
    await shoot(page, `cross-reference-modal-${locale}-desktop.png`, false)
    await page.setViewportSize(phone)
    await shoot(page, `cross-reference-modal-${locale}-phone.png`, false)
    await dialog.getByRole('button', { name: w.add('E22PBFG-10') }).click()
    await expect(page.getByTestId('cart-count')).toHaveText('1')
  })
}
