/**
 * Issue 41, the cross-reference pages, in both languages, on a desktop and a phone: the footer
 * leads to the makers; a maker's table is filtered in the browser (the URL stays the one the
 * front stores) and a row leads to our part, whose page names the other maker's pn; a
 * discontinued part's page says what replaces it; an unknown maker is the 404 page; the pages
 * are in the sitemaps.
 */
import { expect, test } from './support/test'

import { desktop, expectNoAxeViolations, expectNoHorizontalOverflow } from './support/layout'
import { shoot } from './support/screenshots'

test.describe.configure({ timeout: 180_000 })

const phone = { width: 360, height: 740 }

const words = {
  en: {
    home: '/',
    index: '/cross-reference',
    maker: '/cross-reference/allen-bradley',
    footer: 'Cross-reference',
    heading: 'Allen-Bradley cross-reference',
    filter: 'Find a part number',
    kit: 'Kit',
    noMatch: 'No part number matches “ZZZ-NOTHING”.',
    partHeading: 'Replaces / equivalent of',
    discontinued: '/products/22mm-nema-pilot-lights/E22PLR-6',
    replacedBy: 'It is replaced by E22PLHR-6',
    notFound: /Page Not Found/,
  },
  es: {
    home: '/es',
    index: '/es/referencia-cruzada',
    maker: '/es/referencia-cruzada/allen-bradley',
    footer: 'Referencia cruzada',
    heading: 'Referencia cruzada de Allen-Bradley',
    filter: 'Buscar un número de parte',
    kit: 'Kit',
    noMatch: 'Ningún número de parte coincide con «ZZZ-NOTHING».',
    partHeading: 'Reemplaza / equivale a',
    discontinued: '/es/productos/22mm-nema-pilot-lights/E22PLR-6',
    replacedBy: 'La reemplaza E22PLHR-6',
    notFound: /Página no encontrada|Page Not Found/,
  },
} as const

for (const locale of ['en', 'es'] as const) {
  const w = words[locale]
  for (const [size, viewport] of [
    ['desktop', desktop],
    ['phone', phone],
  ] as const) {
    test(`${locale} ${size}: from the footer to a maker, filter its table, follow a row to our part`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport)
      await page.goto(w.home)
      await page.getByTestId('footer-cross-reference').click()
      await expect(page).toHaveURL(new RegExp(`${w.index}$`))
      const makers = page.getByTestId('makers')
      await expect(makers.getByRole('link')).toHaveCount(6)
      await expect(makers.getByRole('link', { name: /Allen-Bradley/ })).toContainText(/\d+/)
      await shoot(page, `cross-reference-${locale}-${size}-index.png`)

      await makers.getByRole('link', { name: /Allen-Bradley/ }).click()
      await expect(page).toHaveURL(new RegExp(`${w.maker}$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.heading)
      const rows = page.getByTestId('maker-row')
      await expect(rows.first()).toBeVisible()
      await expectNoHorizontalOverflow(page, `${w.maker} (${size})`)
      await shoot(page, `cross-reference-${locale}-${size}-maker.png`)

      // typed as a buyer types it: other separators, lower case
      await page.getByLabel(w.filter).fill('800t a1a')
      await expect(rows).toHaveCount(1)
      const row = rows.first()
      await expect(row).toContainText('800T-A1A')
      await expect(row).toContainText(w.kit)
      await expect(row.getByRole('link', { name: 'E22PBFG-10' })).toBeVisible()
      await expect(row.getByRole('link', { name: 'E30ACC-RA22' })).toBeVisible()
      // filtering never changes the URL: the front stores the page once
      await expect(page).toHaveURL(new RegExp(`${w.maker}$`))
      await shoot(page, `cross-reference-${locale}-${size}-filtered.png`)

      await page.getByLabel(w.filter).fill('ZZZ-NOTHING')
      await expect(page.getByText(w.noMatch)).toBeVisible()

      await page.getByLabel(w.filter).fill('800t-a1a')
      await rows.first().getByRole('link', { name: 'E22PBFG-10' }).click()
      await expect(page).toHaveURL(/\/E22PBFG-10$/)
      const section = page.getByTestId('part-cross-references')
      await expect(section.getByRole('heading', { name: w.partHeading })).toBeVisible()
      await expect(section).toContainText('800T-A1A')
      await expect(section).toContainText('XB4BA31')
      await section.scrollIntoViewIfNeeded()
      await shoot(page, `cross-reference-${locale}-${size}-part.png`, false)
    })
  }

  test(`${locale}: a discontinued part says what replaces it; an unknown maker is not found`, async ({
    page,
  }) => {
    await page.goto(w.discontinued)
    const notice = page.getByTestId('replaced-by').first()
    await expect(notice).toContainText(w.replacedBy)
    await shoot(page, `cross-reference-${locale}-discontinued.png`, false)
    await notice.getByRole('link', { name: /E22PLHR-6/ }).click()
    await expect(page).toHaveURL(/\/E22PLHR-6$/)
    await expect(page.getByTestId('part-cross-references')).toContainText('E22PLR-6')

    const missing = await page.goto(`${w.index}/no-such-maker`)
    expect(missing?.status()).toBe(404)
  })

  test(`${locale}: the cross-reference pages pass axe`, async ({ page }) => {
    for (const path of [w.index, w.maker]) {
      await page.goto(path)
      await expectNoAxeViolations(page, path)
    }
  })
}

test('the sitemaps list the cross-reference pages in both languages', async ({ request }) => {
  const en = await (await request.get('/sitemap.xml')).text()
  const es = await (await request.get('/es/sitemap.xml')).text()
  for (const xml of [en, es]) {
    // each page in one sitemap as its <loc>, in the other as an hreflang alternate
    expect(xml.includes('/cross-reference/allen-bradley'), 'the English maker page').toBe(true)
    expect(xml.includes('/es/referencia-cruzada/allen-bradley'), 'the Spanish maker page').toBe(
      true,
    )
    expect(/\/es\/referencia-cruzada["<]/.test(xml), 'the Spanish index').toBe(true)
  }
})
