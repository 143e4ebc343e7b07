/**
 * Issue 39 item 11: what the header menu stores is shown (an icon before an item, links that open
 * in a new tab say so, the staff's rich-text note at the foot of the shop menu with links in the
 * page's language), and a CMS image keeps the editor's alignment and phone width.
 * Reads the demo content only (no buyer signs in).
 */
import { desktop, expectNoHorizontalOverflow, headerProblems } from './support/layout'
import { shoot } from './support/screenshots'
import { expect, test, type Page } from './support/test'

const words = {
  en: {
    home: '/',
    about: '/about',
    mainNav: 'Main navigation',
    menu: 'Menu',
    shop: 'Shop',
    resources: 'Resources',
    contact: 'Contact',
    terms: /^Terms of sale\s+\(opens in a new tab\)$/,
    termsPath: '/terms',
    note: 'Not sure which part fits your panel?',
    contactSales: 'Contact sales',
    contactPath: '/contact',
    rep: 'your sales representative',
    repsPath: '/contact/sales-reps',
  },
  es: {
    home: '/es',
    about: '/es/acerca-de',
    mainNav: 'Navegación principal',
    menu: 'Menú',
    shop: 'Tienda',
    resources: 'Documentos',
    contact: 'Contacto',
    terms: /^Términos de venta\s+\(se abre en una pestaña nueva\)$/,
    termsPath: '/es/terminos',
    note: '¿No sabe qué pieza va en su tablero?',
    contactSales: 'Contactar a ventas',
    contactPath: '/es/contacto',
    rep: 'su representante de ventas',
    repsPath: '/es/contacto/representantes',
  },
} as const

const phone360 = { width: 360, height: 780 }

/** The box of the About page's picture and of the text column it sits in. */
async function pictureAndColumn(page: Page) {
  const picture = page.locator('main section img').first()
  await expect(picture).toBeVisible()
  // wait for the file: its box is the image's own size only once it has loaded
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete)).toBe(true)
  const column = picture.locator('xpath=..')
  return { picture: (await picture.boundingBox())!, column: (await column.boundingBox())! }
}

for (const locale of ['en', 'es'] as const) {
  const w = words[locale]

  test.describe(`menus and images (${locale})`, () => {
    test('desktop: icons, a link that opens in a new tab, and the shop menu’s note', async ({
      page,
    }) => {
      await page.setViewportSize(desktop)
      await page.goto(w.home)
      const nav = page.getByRole('navigation', { name: w.mainNav })

      // the icons staff chose, drawn from the shipped set (inline SVG)
      const resources = nav.getByRole('button', { name: w.resources, exact: true })
      await expect(resources.locator('svg[data-icon="document"]')).toBeVisible()
      const contact = nav.getByRole('link', { name: w.contact, exact: true })
      await expect(contact.locator('svg[data-icon="phone"]')).toBeVisible()

      // the terms open in a new tab, and the link says so
      await resources.click()
      const terms = nav.getByRole('link', { name: w.terms })
      await expect(terms).toBeVisible()
      await expect(terms).toHaveAttribute('target', '_blank')
      await expect(terms).toHaveAttribute('rel', 'noopener noreferrer')
      await expect(terms).toHaveAttribute('href', w.termsPath)
      await shoot(page, `menus-${locale}-desktop-resources.png`, false)
      const [tab] = await Promise.all([page.waitForEvent('popup'), terms.click()])
      await expect(tab).toHaveURL(new RegExp(`${w.termsPath}$`))
      await tab.close()
      // the menu's other links stay in this tab
      await expect(nav.locator('a[target]')).toHaveCount(1)

      // the note at the foot of the shop menu, its links in this language
      await page.keyboard.press('Escape')
      await nav.getByRole('button', { name: w.shop, exact: true }).click()
      const note = nav.locator('[data-menu-note]')
      await expect(note).toContainText(w.note)
      await expect(note.getByRole('link', { name: w.rep })).toHaveAttribute('href', w.repsPath)
      await shoot(page, `menus-${locale}-desktop-shop.png`, false)
      await note.getByRole('link', { name: w.contactSales }).click()
      await expect(page).toHaveURL(new RegExp(`${w.contactPath}$`))
    })

    test('the bar with its icons fits from 1280 px; below it (1024, 1152 px) the menu button serves, nothing past the edge', async ({
      page,
    }) => {
      const nav = page.getByRole('navigation', { name: w.mainNav })
      await page.setViewportSize(desktop)
      await page.goto(w.home)
      const menu = (await nav.boundingBox())!
      // one row of 40-px buttons, ending before the search, account and cart buttons
      expect(menu.height).toBeLessThan(48)
      const tools = (await nav.locator('xpath=following-sibling::div[1]').boundingBox())!
      expect(menu.x + menu.width).toBeLessThanOrEqual(tools.x)
      for (const icon of await nav.locator('svg[data-icon]').all()) await expect(icon).toBeVisible()
      expect(await headerProblems(page)).toEqual([])

      // a laptop or a tablet held sideways: the bar did not fit here (Spanish 150 px too wide)
      for (const width of [1024, 1152]) {
        await page.setViewportSize({ width, height: 768 })
        await expect(nav).toBeHidden()
        await expect(page.getByRole('button', { name: w.menu, exact: true })).toBeVisible()
        expect(await headerProblems(page), `header at ${width} px`).toEqual([])
        await expectNoHorizontalOverflow(page, `${w.home} at ${width} px`)
      }
      await shoot(page, `menus-${locale}-1152.png`, false)
    })

    test('phone (360 px): the mobile menu shows the icons, the new-tab hint and the note', async ({
      page,
    }) => {
      await page.setViewportSize(phone360)
      await page.goto(w.home)
      await page.getByRole('button', { name: w.menu, exact: true }).click()
      const menu = page.getByRole('dialog', { name: w.menu })
      await expect(
        menu.getByRole('link', { name: w.contact, exact: true }).locator('svg[data-icon="phone"]'),
      ).toBeVisible()
      const note = menu.locator('[data-menu-note]')
      await expect(note).toContainText(w.note)
      await expect(note.getByRole('link', { name: w.contactSales })).toHaveAttribute(
        'href',
        w.contactPath,
      )
      await shoot(page, `menus-${locale}-phone-shop.png`, false)
      await menu.locator('summary', { hasText: w.resources }).click()
      await expect(
        menu.locator('summary', { hasText: w.resources }).locator('svg[data-icon="document"]'),
      ).toBeVisible()
      const terms = menu.getByRole('link', { name: w.terms })
      await expect(terms).toBeVisible()
      await expect(terms).toHaveAttribute('target', '_blank')
      await shoot(page, `menus-${locale}-phone-resources.png`, false)
    })

    test('a right-aligned image sits at the right; on a 360-px phone it takes its phone width', async ({
      page,
    }) => {
      await page.setViewportSize(desktop)
      await page.goto(w.about)
      {
        const { picture, column } = await pictureAndColumn(page)
        // the editor's desktop width (360 px), flush with the column's right edge
        expect(Math.round(picture.width)).toBe(360)
        expect(Math.abs(picture.x + picture.width - (column.x + column.width))).toBeLessThan(1)
        expect(picture.x).toBeGreaterThan(column.x + 100)
      }
      await shoot(page, `about-${locale}-desktop.png`)

      await page.setViewportSize(phone360)
      await page.reload()
      {
        const { picture, column } = await pictureAndColumn(page)
        // the phone width (220 px) below the phone breakpoint, still at the right
        expect(Math.round(picture.width)).toBe(220)
        expect(Math.abs(picture.x + picture.width - (column.x + column.width))).toBeLessThan(1)
      }
      await shoot(page, `about-${locale}-phone.png`)
    })
  })
}
