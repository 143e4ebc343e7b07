/**
 * Issue 39 item 21, in both languages: the search modal's prices and readable descriptions (a
 * visitor, and a buyer staff made for this spec alone), the 404's title and search box, the
 * pilot-lights family opening on pilot lights, "All products" listing every category the shop
 * menu links, the part page's picture on a phone, and wire duct's broken pack (never a "cut").
 */
import { expect, test, type Page } from './support/test'

import { freshEmail, signedInBuyerOf } from './support/buyers'
import { desktop } from './support/layout'
import { shoot } from './support/screenshots'
import { openSearchWithKey } from './support/search-modal'

test.describe.configure({ timeout: 180_000 })

const phone = { width: 360, height: 740 }

const words = {
  en: {
    home: '/',
    dialog: 'Search products',
    listPrice: /^List price \$\d[\d,]*\.\d\d · sign in for your price$/,
    yourPrice: (price: string) => `Your price ${price}`,
    customer: 'Ohio Valley Electric Supply',
    domain: 'ovesupply.example',
    products: '/products',
    pilotLights: '/products/22mm-nema-pilot-lights',
    light: /^Pilot light, 22 mm/,
    wireDuct: '/products/wire-duct',
    missing: '/no-such-page-here',
    notFoundTitle: /^Page Not Found · /,
    searchLabel: 'Part number or product',
    searchPage: /\/search\?q=wire\+duct$/,
    resultsFor: 'Results for “wire duct”',
    mainNav: 'Main navigation',
    familyImage: /^Picture of the .+ family; your part may differ\.$/,
    quantity: 'Quantity',
    brokenPack: 'Broken pack: $10.00 broken-pack fee',
    cut: /\bcut/i,
  },
  es: {
    home: '/es',
    dialog: 'Buscar productos',
    listPrice: /^Precio de lista US\$\d[\d,]*\.\d\d · inicie sesión para ver su precio$/,
    yourPrice: (price: string) => `Su precio ${price}`,
    customer: 'Great Lakes Controls Resale',
    domain: 'greatlakes-resale.example',
    products: '/es/productos',
    pilotLights: '/es/productos/22mm-nema-pilot-lights',
    light: /^Luz piloto, 22 mm/,
    wireDuct: '/es/productos/wire-duct',
    missing: '/es/no-existe-esta-pagina',
    notFoundTitle: /^Página no encontrada · /,
    searchLabel: 'Número de parte o producto',
    searchPage: /\/es\/buscar\?q=wire\+duct$/,
    resultsFor: 'Resultados de «wire duct»',
    mainNav: 'Navegación principal',
    familyImage: /^Imagen de la familia .+; su referencia puede ser distinta\.$/,
    quantity: 'Cantidad',
    brokenPack: 'Paquete incompleto: cargo de US$10.00',
    cut: /\bcort[ea]/i,
  },
} as const

/** The modal's options for a query, once the answer is in. */
async function searchFor(page: Page, locale: 'en' | 'es', query: string) {
  const dialog = await openSearchWithKey(page, '/', words[locale].dialog)
  await dialog.getByRole('combobox').fill(query)
  await expect(dialog.getByRole('option').first()).toContainText(query)
  return dialog
}

for (const locale of ['en', 'es'] as const) {
  const w = words[locale]

  test.describe(`catalogue details (${locale})`, () => {
    test('search modal, visitor: the list price and "sign in", the whole description on a 360 px phone', async ({
      page,
    }) => {
      await page.setViewportSize(desktop)
      await page.goto(w.home)
      let dialog = await searchFor(page, locale, 'E22PLT')
      const first = dialog.getByRole('option').first()
      await expect(first.getByTestId('search-option-price')).toHaveText(w.listPrice)
      await shoot(page, `search-visitor-${locale}-desktop.png`, false)

      await page.keyboard.press('Escape')
      await page.setViewportSize(phone)
      dialog = await searchFor(page, locale, 'E22PLT')
      const option = dialog.getByRole('option').first()
      await expect(option.getByTestId('search-option-price')).toHaveText(w.listPrice)
      // the description is shown whole, on lines of its own, inside the screen
      const description = option.locator('span').nth(2)
      await expect(description).toHaveText(w.light)
      const fits = await description.evaluate((element) => {
        const box = element.getBoundingClientRect()
        return {
          whole: element.scrollWidth <= element.clientWidth + 1,
          inside: box.left >= 0 && box.right <= window.innerWidth,
          wraps: box.height > 20,
        }
      })
      expect(fits).toEqual({ whole: true, inside: true, wraps: true })
      await shoot(page, `search-visitor-${locale}-360.png`, false)
    })

    test('search modal, signed-in buyer: their own price, the one the part page shows', async ({
      page,
      request,
    }) => {
      // a buyer staff make for a distributor (its price is not the list price), this spec's own
      await signedInBuyerOf(page, request, w.customer, {
        email: freshEmail(`search.${locale}`, w.domain),
        name: ['Dana', 'Reyes'],
        locale,
      })
      await page.setViewportSize(desktop)
      await page.goto(w.pilotLights)
      const pn = ((await page.locator('#parts tbody tr th').first().textContent()) ?? '').trim()
      await page.locator('#parts tbody tr th').first().getByRole('link').click()
      const yours = page.getByTestId('part-your-price')
      await expect(yours).toHaveText(/\$\d/)
      const price = ((await yours.textContent()) ?? '').trim()
      const list = ((await page.getByTestId('part-list-price').textContent()) ?? '').trim()
      expect(price, 'a distributor pays less than list').not.toBe(list)

      const dialog = await searchFor(page, locale, pn)
      const option = dialog.locator(`[role="option"][data-pn="${pn}"]`)
      await expect(option.getByTestId('search-option-price')).toContainText(w.yourPrice(price))
      await shoot(page, `search-buyer-${locale}-desktop.png`, false)
      await page.keyboard.press('Escape')
      await page.setViewportSize(phone)
      const again = await searchFor(page, locale, pn)
      await expect(
        again.locator(`[role="option"][data-pn="${pn}"]`).getByTestId('search-option-price'),
      ).toContainText(w.yourPrice(price))
      await shoot(page, `search-buyer-${locale}-360.png`, false)
    })

    test('404: a title and the shop’s search box', async ({ page }) => {
      await page.setViewportSize(desktop)
      const response = await page.goto(w.missing)
      expect(response?.status()).toBe(404)
      await expect(page).toHaveTitle(w.notFoundTitle)
      const box = page.getByRole('main').getByRole('search').getByLabel(w.searchLabel)
      await expect(box).toBeVisible()
      await shoot(page, `not-found-${locale}-desktop.png`)
      await page.setViewportSize(phone)
      await shoot(page, `not-found-${locale}-360.png`)
      await box.fill('wire duct')
      await box.press('Enter')
      await expect(page).toHaveURL(w.searchPage)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.resultsFor)
    })

    test('the pilot-lights family opens on pilot lights, the replacement lamps after them', async ({
      page,
    }) => {
      await page.setViewportSize(desktop)
      await page.goto(w.pilotLights)
      const rows = page.locator('#parts tbody tr')
      await expect(rows).toHaveCount(25)
      for (let index = 0; index < 25; index++) {
        await expect(rows.nth(index).locator('th')).toHaveText(/^E22PL/)
        await expect(rows.nth(index).locator('td').first()).toHaveText(w.light)
      }
      await shoot(page, `pilot-lights-${locale}-desktop.png`, false)
      await page.setViewportSize(phone)
      await shoot(page, `pilot-lights-${locale}-360.png`, false)
    })

    test('All products lists every category the shop menu links', async ({ page }) => {
      await page.setViewportSize(desktop)
      await page.goto(w.products)
      const menuCategories = await page
        .getByRole('navigation', { name: w.mainNav })
        .locator(`a[href^="${locale === 'es' ? '/es/categoria/' : '/category/'}"]`)
        .allTextContents()
      const listed = await page
        .getByRole('main')
        .getByRole('heading', { level: 2 })
        .allTextContents()
      expect(menuCategories.length).toBeGreaterThanOrEqual(7)
      expect([...new Set(menuCategories.map((text) => text.trim()))].sort()).toEqual(
        listed.map((text) => text.trim()).sort(),
      )
      await page.setViewportSize(phone)
      await shoot(page, `all-products-${locale}-360.png`, false)
    })

    test('a part page shows its picture on a phone too, said to be the family’s', async ({
      page,
    }) => {
      await page.setViewportSize(phone)
      await page.goto(w.pilotLights)
      await page.locator('#parts tbody tr th').first().getByRole('link').click()
      const figure = page.getByTestId('part-image')
      await expect(figure).toBeVisible()
      await expect(figure.locator('figcaption')).toHaveText(w.familyImage)
      const image = figure.locator('img')
      await expect(image).toBeVisible()
      expect(
        await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
      ).toBeGreaterThan(0)
      await shoot(page, `part-${locale}-360.png`, false)
      await page.setViewportSize(desktop)
      await expect(figure).toBeVisible()
      await shoot(page, `part-${locale}-desktop.png`, false)
    })

    test('wire duct bought by the piece is a broken pack, never a "cut"', async ({ page }) => {
      await page.setViewportSize(desktop)
      await page.goto(w.wireDuct)
      await page.locator('#parts tbody tr th').first().getByRole('link').click()
      const quantity = page.getByLabel(w.quantity, { exact: true })
      await quantity.fill('7')
      await quantity.press('Enter')
      await expect(page.getByText(w.brokenPack)).toBeVisible()
      await expect(page.getByRole('main')).not.toContainText(w.cut)
      await shoot(page, `wire-duct-${locale}-desktop.png`, false)
      await page.setViewportSize(phone)
      await shoot(page, `wire-duct-${locale}-360.png`)
    })
  })
}
