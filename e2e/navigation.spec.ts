import { categories } from '../src/seed/demo/catalog'

import { desktop, expectNoAxeViolations, phone } from './support/layout'
import { shoot } from './support/screenshots'
import { expect, test, type Page } from './support/test'

const words = {
  en: {
    home: '/',
    products: '/products',
    family: '/products/22mm-nema-push-buttons',
    search: '/search',
    shop: 'Shop',
    mainNav: 'Main navigation',
    menu: 'Menu',
    allProducts: 'All products',
    footerProducts: 'Products',
    filters: 'Filters',
    red: /^Red\b/,
    redChip: 'Remove filter: Color: Red',
    sortBy: 'Sort by',
    showing: /^Showing \d+–\d+ of (\d+) parts$/,
    showResults: /^Show \d+ parts$/,
    resultsFor: 'Results for “E22”',
  },
  es: {
    home: '/es',
    products: '/es/productos',
    family: '/es/productos/22mm-nema-push-buttons',
    search: '/es/buscar',
    shop: 'Tienda',
    mainNav: 'Navegación principal',
    menu: 'Menú',
    allProducts: 'Todos los productos',
    footerProducts: 'Productos',
    filters: 'Filtros',
    red: /^Rojo\b/,
    redChip: 'Quitar filtro: Color: Rojo',
    sortBy: 'Ordenar por',
    showing: /^Mostrando \d+–\d+ de (\d+) partes$/,
    showResults: /^Ver \d+ partes$/,
    resultsFor: 'Resultados de «E22»',
  },
} as const
type Locale = keyof typeof words
const other = (locale: Locale): Locale => (locale === 'en' ? 'es' : 'en')

/** The whole catalogue: each of the seven categories with its families, each family a link. */
async function expectWholeCatalogue(page: Page, locale: Locale) {
  await expect(page).toHaveURL(new RegExp(`${words[locale].products}$`))
  const main = page.locator('main')
  for (const category of categories) {
    const section = main.locator('section').filter({
      has: page.getByRole('heading', { level: 2, name: category.title[locale], exact: true }),
    })
    await expect(section).toHaveCount(1)
    expect(await section.locator('a[href*="/product"]').count()).toBeGreaterThan(0)
  }
  // every family of the demo catalogue that is not an accessory hidden from the shop
  expect(
    await main.locator(`a[href^="${words[locale].products}/"]`).count(),
  ).toBeGreaterThanOrEqual(20)
}

for (const locale of ['en', 'es'] as const) {
  const w = words[locale]

  test.describe(`menus and All products (${locale})`, () => {
    test('desktop: the shop menu shows all seven categories; All products is the whole catalogue', async ({
      page,
    }) => {
      await page.setViewportSize(desktop)
      await page.goto(w.home)
      const nav = page.getByRole('navigation', { name: w.mainNav })
      await nav.getByRole('button', { name: w.shop, exact: true }).click()
      for (const category of categories) {
        await expect(
          nav.getByRole('link', { name: category.title[locale], exact: true }),
        ).toBeVisible()
      }
      await shoot(page, `menu-${locale}-desktop.png`, false)
      await nav.getByRole('link', { name: w.allProducts }).click()
      await expectWholeCatalogue(page, locale)

      // the footer's product column names every category too
      const footer = page.locator('footer')
      for (const category of categories) {
        await expect(
          footer.getByRole('link', { name: category.title[locale], exact: true }),
        ).toBeVisible()
      }
      await expect(footer.getByRole('link', { name: w.allProducts })).toHaveAttribute(
        'href',
        w.products,
      )
      await shoot(page, `all-products-${locale}-desktop.png`)
    })

    test('desktop: a menu opens on hover and with Enter; Tab goes through it, Escape closes it and gives focus back; axe while open', async ({
      page,
    }) => {
      await page.setViewportSize(desktop)
      await page.goto(w.family)
      const nav = page.getByRole('navigation', { name: w.mainNav })
      const shop = nav.getByRole('button', { name: w.shop, exact: true })
      const first = nav.getByRole('link', { name: categories[0]!.title[locale], exact: true })
      await expect(shop).toHaveAttribute('aria-expanded', 'false')
      await expect(first).toBeHidden()

      // the pointer opens it (CSS); Escape closes it until the pointer leaves and comes back
      await shop.hover()
      await expect(first).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(first).toBeHidden()
      await page.mouse.move(5, 400)
      await shop.hover()
      await expect(first).toBeVisible()
      await page.mouse.move(5, 400)
      await expect(first).toBeHidden()

      // the keyboard: Enter opens, Tab goes into the panel, Escape closes and focuses the button
      await shop.focus()
      await page.keyboard.press('Enter')
      await expect(shop).toHaveAttribute('aria-expanded', 'true')
      await expect(first).toBeVisible()
      await expectNoAxeViolations(page, `${w.family} with the shop menu open`)
      await page.keyboard.press('Tab')
      await expect(first).toBeFocused()
      await page.keyboard.press('Escape')
      await expect(first).toBeHidden()
      await expect(shop).toBeFocused()
      await expect(shop).toHaveAttribute('aria-expanded', 'false')
      // closed, its links are not in the Tab order: Tab goes on to the next menu item
      await page.keyboard.press('Tab')
      expect(
        await page.evaluate(
          () =>
            !!document.activeElement?.closest('nav') &&
            !document.activeElement.closest('#header-menu-shop'),
        ),
      ).toBe(true)

      // choosing a family closes the menu, and it stays closed on the family's page once
      // the pointer moves on (the followed link kept focus and opened it again)
      await shop.click()
      await expect(first).toBeVisible()
      const family = page.locator('#header-menu-shop ul a').nth(2)
      const familyHref = (await family.getAttribute('href')) ?? ''
      await family.click()
      await page.waitForURL((url) => url.pathname === familyHref)
      await expect(first).toBeHidden()
      await page.mouse.move(5, 500)
      await page.waitForTimeout(300)
      await expect(first).toBeHidden()
      await expect(shop).toHaveAttribute('aria-expanded', 'false')

      // Tab out of an open menu, or a click outside, closes it
      await shop.focus()
      await page.keyboard.press('Space')
      await expect(first).toBeVisible()
      await page.mouse.click(5, 700)
      await expect(first).toBeHidden()
      await expect(shop).toHaveAttribute('aria-expanded', 'false')
    })

    test('phone: the menu lists all seven categories and All products', async ({ page }) => {
      await page.setViewportSize(phone)
      await page.goto(w.home)
      await page.getByRole('button', { name: w.menu, exact: true }).click()
      const menu = page.getByRole('dialog', { name: w.menu })
      for (const category of categories) {
        await expect(
          menu.getByRole('link', { name: category.title[locale], exact: true }),
        ).toBeVisible()
      }
      await shoot(page, `menu-${locale}-phone.png`, false)
      await menu.getByRole('link', { name: w.allProducts }).click()
      await expect(menu).toBeHidden()
      await expectWholeCatalogue(page, locale)
      await shoot(page, `all-products-${locale}-phone.png`)
    })
  })

  test(`shop links (${locale}): no page fetched ahead while a page loads; one the pointer reaches is, and a click follows it without a full load`, async ({
    page,
  }) => {
    await page.setViewportSize(desktop)
    const fetchedAhead: string[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.searchParams.has('_rsc')) fetchedAhead.push(url.pathname)
    })
    await page.goto(w.family)
    await page.waitForLoadState('networkidle')
    // the header's, footer's and page's links in view are not fetched while the page loads
    expect(fetchedAhead).toEqual([])
    await page.evaluate(() => Object.assign(window, { sameDocument: true }))
    const allProducts = page.locator('footer').getByRole('link', { name: w.allProducts })
    // hovered once the page has hydrated (before, a link is plain HTML)
    await expect(async () => {
      await page.mouse.move(5, 5)
      await allProducts.hover()
      expect(fetchedAhead).toContain(w.products)
    }).toPass()
    await allProducts.click()
    await expectWholeCatalogue(page, locale)
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
  })

  test.describe(`changing language keeps the query (${locale} → ${other(locale)})`, () => {
    test('a family page with a filter and a sort shows the same list in the other language', async ({
      page,
    }) => {
      const size = locale === 'en' ? desktop : phone
      await page.setViewportSize(size)
      await page.goto(w.family)
      if (size === phone) {
        // the filters open in a slide-over instead of pushing the list down
        await page.getByRole('button', { name: w.filters, exact: true }).click()
        const panel = page.getByRole('dialog', { name: w.filters })
        // the box shows the list's answer, which comes back from the parts API
        await panel.getByRole('checkbox', { name: w.red }).click()
        await expect(panel.getByRole('checkbox', { name: w.red })).toBeChecked()
        await shoot(page, `family-filters-${locale}-phone.png`, false)
        await panel.getByRole('button', { name: w.showResults }).click()
        await expect(panel).toBeHidden()
      } else {
        const red = page
          .getByRole('group', { name: w.filters })
          .getByRole('checkbox', { name: w.red })
        // a click before the list has hydrated changes nothing: clicked again until the chip shows
        await expect(async () => {
          await red.click()
          await expect(page.getByRole('button', { name: w.redChip })).toBeVisible({ timeout: 5000 })
        }).toPass()
      }
      await expect(page.getByRole('button', { name: w.redChip })).toBeVisible()
      await page.getByLabel(w.sortBy, { exact: true }).selectOption('price')
      await expect(page).toHaveURL(/\?attr\.colour=Red&sort=price$/)
      const showing = page.locator('p[aria-live="polite"]').filter({ hasText: w.showing })
      await expect(showing).toBeVisible()
      const total = w.showing.exec((await showing.textContent()) ?? '')![1]
      const firstPn = async (familyPath: string) => {
        const href = await page
          .locator(`main a[href^="${familyPath}/"]`)
          .first()
          .getAttribute('href')
        return href?.split('/').pop()
      }
      const first = await firstPn(w.family)

      const there = words[other(locale)]
      // the link itself says where it goes (copy link, open in a new tab)
      await expect(page.getByTestId('language-switcher')).toHaveAttribute(
        'href',
        `${there.family}?attr.colour=Red&sort=price`,
      )
      await page.getByTestId('language-switcher').click()
      await expect(page).toHaveURL(
        new RegExp(`${there.family.replace(/\//g, '\\/')}\\?attr\\.colour=Red&sort=price$`),
      )
      await expect(page.getByRole('button', { name: there.redChip })).toBeVisible()
      await expect(page.getByLabel(there.sortBy, { exact: true })).toHaveValue('price')
      const showingThere = page.locator('p[aria-live="polite"]').filter({ hasText: there.showing })
      await expect(showingThere).toBeVisible()
      expect(there.showing.exec((await showingThere.textContent()) ?? '')![1]).toBe(total)
      expect(await firstPn(there.family)).toBe(first)
      await shoot(
        page,
        `family-filtered-${other(locale)}-${size === phone ? 'phone' : 'desktop'}.png`,
      )
    })

    test('the search page keeps the words and the page', async ({ page }) => {
      await page.goto(`${w.search}?q=E22&page=2`)
      await expect(page.getByRole('heading', { level: 1 })).toContainText('E22')
      const there = words[other(locale)]
      // once hydrated the link names the page itself (before, the server's switch finds it)
      await expect(page.getByTestId('language-switcher')).toHaveAttribute(
        'href',
        `${there.search}?q=E22&page=2`,
      )
      await page.getByTestId('language-switcher').click()
      await expect(page).toHaveURL(
        new RegExp(`${there.search.replace(/\//g, '\\/')}\\?q=E22&page=2$`),
      )
      await expect(page.getByRole('heading', { level: 1 })).toContainText(there.resultsFor)
    })
  })
}
