import { signIn } from './support/buyers'
import { fillCart } from './support/cart'
import {
  brokenAcrossLines,
  crampedControls,
  desktop,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  headerProblems,
  phone,
  phoneWidths,
} from './support/layout'
import { shoot } from './support/screenshots'
import type { Cookie } from '@playwright/test'

import { expect, test, type Page } from './support/test'

// many pages, two sizes, two languages, axe on each: long tests on a busy machine
test.describe.configure({ timeout: 300_000 })

const sizes = { desktop, phone } as const

const paths = {
  en: {
    home: '/',
    products: '/products',
    family: '/products/22mm-nema-push-buttons',
    crossReference: ['/cross-reference', '/cross-reference/allen-bradley'],
    search: '/search?q=relay',
    login: '/login',
    cart: '/cart',
    checkout: '/checkout',
    account: [
      '/my-account/profile',
      '/my-account/addresses',
      '/my-account/orders',
      '/my-account/favorites',
      '/my-account/saved-carts',
    ],
  },
  es: {
    home: '/es',
    products: '/es/productos',
    family: '/es/productos/22mm-nema-push-buttons',
    crossReference: ['/es/referencia-cruzada', '/es/referencia-cruzada/allen-bradley'],
    search: '/es/buscar?q=relevador',
    login: '/es/iniciar-sesion',
    cart: '/es/carrito',
    checkout: '/es/pago',
    account: [
      '/es/mi-cuenta/perfil',
      '/es/mi-cuenta/direcciones',
      '/es/mi-cuenta/pedidos',
      '/es/mi-cuenta/favoritos',
      '/es/mi-cuenta/carritos-guardados',
    ],
  },
} as const

/** A file name for a path: `/es/mi-cuenta/pedidos` → `es-mi-cuenta-pedidos`. */
const nameOf = (path: string) =>
  path.replace(/\?.*$/, '').replace(/^\/$/, '/home').replace(/^\//, '').replace(/\//g, '-') ||
  'home'

/** Waits for the page and its islands, then checks overflow and axe, and takes a screenshot. */
async function check(page: Page, path: string, size: keyof typeof sizes, locale: string) {
  await page.goto(path)
  await expect(page.locator('footer')).toBeVisible()
  await page.waitForLoadState('networkidle')
  // a summary dims while its quote loads (aria-busy), then fades back: check the page as it
  // stands once the quote is in and no transition is running (axe read mid-fade text as low contrast)
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0)
  // computed opacity too: it forces the style change that starts a fade, which the list of running
  // transitions does not show until the browser has recalculated styles
  await page.waitForFunction(
    () =>
      !document
        .getAnimations()
        .some(
          (animation) => animation instanceof CSSTransition && animation.playState === 'running',
        ) &&
      [...document.querySelectorAll('main [class*="transition-opacity"]')].every(
        (element) => getComputedStyle(element).opacity === '1',
      ),
  )
  const where = `${path} (${size})`
  await expectNoHorizontalOverflow(page, where)
  await expectNoAxeViolations(page, where)
  const file = `layout-${locale}-${nameOf(path)}-${size}.png`
  await shoot(page, file.replace(`-${locale}-${locale}-`, `-${locale}-`))
}

/**
 * At each phone width: nothing of the header past either edge, the page no wider than the
 * screen, the cart button wholly on screen; `alsoCheck` adds the page's own checks. One
 * screenshot per page at 360 px.
 */
async function checkPhoneWidths(
  page: Page,
  paths: readonly string[],
  locale: string,
  alsoCheck?: (path: string, where: string) => Promise<void>,
) {
  for (const width of phoneWidths) {
    await page.setViewportSize({ width, height: 800 })
    for (const path of paths) {
      await page.goto(path)
      await expect(page.locator('footer')).toBeVisible()
      await page.waitForLoadState('networkidle')
      const where = `${path} at ${width} px`
      expect(await headerProblems(page), `header on ${where}`).toEqual([])
      await expectNoHorizontalOverflow(page, where)
      await alsoCheck?.(path, where)
      if (width === 360) await shoot(page, `phone360-${locale}-${nameOf(path)}.png`, false)
    }
  }
}

/** The first part of a family page, by the pn in its first row. */
async function firstPartPath(page: Page, familyPath: string): Promise<string> {
  await page.goto(familyPath)
  const link = page.locator(`main a[href^="${familyPath}/"]`).first()
  await expect(link).toBeVisible()
  return (await link.getAttribute('href')) ?? ''
}

for (const locale of ['en', 'es'] as const) {
  const p = paths[locale]
  test(`${locale}: catalogue pages fit desktop and phone, nothing past the right edge, no axe violations`, async ({
    page,
  }) => {
    const part = await firstPartPath(page, p.family)
    for (const size of ['desktop', 'phone'] as const) {
      await page.setViewportSize(sizes[size])
      for (const path of [
        p.home,
        p.products,
        p.family,
        part,
        ...p.crossReference,
        p.search,
        p.cart,
      ])
        await check(page, path, size, locale)
    }
  })

  test(`${locale}: signed out, the header fits 320, 360, 375 and 390 px phones with the cart button on screen`, async ({
    page,
  }) => {
    // a part in the guest's cart: the cart shows its summary and the "add an address" note
    await page.goto(p.family)
    // a visitor is told the prices are list prices and how to see the account's
    await expect(page.getByTestId('sign-in-for-prices')).toContainText(
      locale === 'en' ? 'sign in to see the prices of your account' : 'inicie sesión para ver',
    )
    await page.locator('main button.btn-add').first().click()
    await expect(page.getByTestId('cart-count')).toHaveText('1')
    await checkPhoneWidths(page, [p.home, p.family, p.cart], locale, async (path, where) => {
      if (path !== p.cart) return
      // the note is one paragraph across its box, not a narrow column beside the button
      const [note, box] = await Promise.all([
        page.getByTestId('no-address').locator('p').boundingBox(),
        page.getByTestId('shipping-control').boundingBox(),
      ])
      expect(note!.width, `the "add an address" note on ${where}`).toBeGreaterThan(box!.width * 0.6)
      expect(
        await crampedControls(page, '[data-testid="cart-shipping"] dd'),
        `the shipping row on ${where}`,
      ).toEqual([])
    })
  })
}

/**
 * Signs a buyer in and gives every list something: an order, a favourite, a saved cart and a
 * cart of several lines. Answers the order's number.
 */
async function buyerWithEverything(page: Page): Promise<string> {
  const email = 'buyer@keystone-panels.example'
  await signIn(page, email)

  const part = await firstPartPath(page, paths.en.family)
  const pn = decodeURIComponent(part.split('/').pop() ?? '')
  const family = await page
    .locator(`main a[href^="${paths.en.family}/"]`)
    .evaluateAll((links) => links.slice(0, 4).map((link) => link.getAttribute('href') ?? ''))
  const items = family.map((href) => ({
    pn: decodeURIComponent(href.split('/').pop() ?? ''),
    quantity: 10,
  }))
  await fillCart(page, items)
  await page.goto('/checkout')
  await page.getByRole('button', { name: /^Place order/ }).click()
  await expect(page).toHaveURL(/\/my-account\/orders\/AC-\d{6}-[0-9A-Z]{8}\?placed=1$/)
  const order = /(AC-\d{6}-[0-9A-Z]{8})/.exec(page.url())![1]!
  expect((await page.request.post('/api/private/favorites', { data: { pn } })).status()).toBe(200)
  expect(
    (
      await page.request.post('/api/private/saved-carts', {
        data: { name: 'Panel 12 spares', items },
      })
    ).status(),
  ).toBeLessThan(300)
  expect(
    (await page.request.post('/api/private/cart/add-many', { data: { items } })).status(),
  ).toBe(200)
  return order
}

// one test per language (together they ran past five minutes on a busy 2-core machine), one
// sign-in: the Spanish test goes on with the English test's cookies, order and lists
test.describe.serial('signed in', () => {
  let signedIn: { cookies: Cookie[]; order: string } | null = null
  for (const locale of ['en', 'es'] as const) {
    test(`${locale}: cart, checkout, an order and every my-account section fit desktop and phone; no axe violations`, async ({
      page,
    }) => {
      if (signedIn) await page.context().addCookies(signedIn.cookies)
      else {
        const order = await buyerWithEverything(page)
        signedIn = { cookies: await page.context().cookies(), order }
      }
      const p = paths[locale]
      const orderPath = `${p.account[2]}/${signedIn.order}`
      for (const size of ['desktop', 'phone'] as const) {
        await page.setViewportSize(sizes[size])
        for (const path of [p.cart, p.checkout, ...p.account, orderPath])
          await check(page, path, size, locale)
      }
      // a signed-in buyer sees the account's prices: the family page does not ask to sign in
      await page.goto(p.family)
      await expect(page.getByTestId('cart-button')).toBeVisible()
      await page.waitForLoadState('networkidle')
      await expect(page.locator('main')).not.toContainText(
        locale === 'en' ? /sign in to see/i : /inicie sesión para ver/i,
      )
      const order = signedIn.order
      await checkPhoneWidths(
        page,
        [p.cart, p.account[0], p.account[2], orderPath],
        locale,
        async (path, where) => {
          if (path === p.account[2] || path === orderPath)
            expect(await brokenAcrossLines(page, order), `order number on ${where}`).toEqual([])
          if (path === p.cart)
            expect(
              await crampedControls(page, '[data-testid="cart-actions"] > *'),
              `cart buttons on ${where}`,
            ).toEqual([])
          else
            expect(
              await crampedControls(page, `main nav:has(a[href="${p.account[0]}"]) > ul > li > *`),
              `account sections on ${where}`,
            ).toEqual([])
        },
      )
    })
  }
})
