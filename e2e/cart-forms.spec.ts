import { expect, test } from './support/test'

import { enterEmailAndCode, freshEmail, newBuyerOf, signedInBuyerOf } from './support/buyers'
import { familyPns, fillCart, totalShown } from './support/cart'
import { shootDesktopAndPhone } from './support/screenshots'
import { openSearchWithKey } from './support/search-modal'

/**
 * Issue 39 #9 and #12: the saved cart's leave question on Back and on the search modal's
 * results, a failed cart load with its retry, forms checked while typing, and the lead-time
 * notice at checkout and on the order. Each language signs in a buyer of its own, made here.
 */

// long journeys (sign-in by code, several pages, dialogs) on a busy 2-core machine
test.describe.configure({ timeout: 240_000 })

/** The screen as the buyer sees it, on a desktop and on a 360 px phone. */
const screen = { phone: { width: 360, height: 740 }, fullPage: false }

const words = {
  en: {
    customer: 'Keystone Panel Systems',
    domain: 'keystone-panels.example',
    login: '/login',
    email: /^E-mail$/,
    invalidEmail: 'Invalid email',
    home: /127\.0\.0\.1:\d+\/$/,
    pushButtons: '/products/22mm-nema-push-buttons',
    savedCarts: '/my-account/saved-carts',
    unsaved: 'Unsaved changes',
    increase: (pn: string) => new RegExp(`^Increase ${pn} by`),
    leaveTitle: 'Leave without saving?',
    stay: 'Stay on this page',
    leave: 'Leave without saving',
    saveChanges: 'Save changes',
    changesSaved: 'Changes saved',
    search: 'Search products',
    cart: '/cart',
    cartFailed: 'Your cart could not be loaded.',
    retry: 'Try again',
    checkout: '/checkout',
    leadTime: 'Lead time about 10 working days',
    place: 'Place order',
  },
  es: {
    customer: 'Bayou Automation LLC',
    domain: 'bayou-automation.example',
    login: '/es/iniciar-sesion',
    email: /^Correo electrónico$/,
    invalidEmail: 'Correo electrónico no válido',
    home: /\/es$/,
    pushButtons: '/es/productos/22mm-nema-push-buttons',
    savedCarts: '/es/mi-cuenta/carritos-guardados',
    unsaved: 'Cambios sin guardar',
    increase: (pn: string) => new RegExp(`^Aumentar ${pn} en`),
    leaveTitle: '¿Salir sin guardar?',
    stay: 'Quedarme en esta página',
    leave: 'Salir sin guardar',
    saveChanges: 'Guardar cambios',
    changesSaved: 'Cambios guardados',
    search: 'Buscar productos',
    cart: '/es/carrito',
    cartFailed: 'No se pudo cargar su carrito.',
    retry: 'Intentar de nuevo',
    checkout: '/es/pago',
    leadTime: 'Plazo de entrega de unos 10 días hábiles',
    place: 'Realizar pedido',
  },
} as const

for (const locale of ['en', 'es'] as const) {
  const w = words[locale]
  /** A buyer of this language's customer, each test's own. */
  const buyer = () => ({
    email: freshEmail(`cartforms.${locale}`, w.domain),
    name: ['Dana', 'Ruiz'] as [string, string],
    locale,
  })

  test(`${locale}: the e-mail is checked while typed, before leaving the field; then signed in`, async ({
    page,
    request,
  }) => {
    const { email } = await newBuyerOf(request, w.customer, buyer())
    await page.goto(w.login)
    const field = page.getByLabel(w.email)
    const error = page.getByText(w.invalidEmail, { exact: true })
    await field.pressSequentially('dana.ruiz@', { delay: 80 })
    // typing stops: the error comes without leaving the field (it was only after blur)
    await expect(error).toBeVisible({ timeout: 3000 })
    await expect(field).toBeFocused()
    await shootDesktopAndPhone(page, `typing-error-${locale}`, { ...screen, subject: error })
    // the address made right: the error goes at once
    await field.fill(email)
    await expect(error).toBeHidden({ timeout: 1000 })
    await enterEmailAndCode(page, email, locale)
    await expect(page).toHaveURL(w.home)

    // a failed cart load: the loader goes off, the page says so, and Try again reads it
    const [pn] = await familyPns(page, w.pushButtons, 1)
    await fillCart(page, [{ pn: pn!, quantity: 2 }])
    // the cart's reads fail until Try again (a read on window focus fails too, so none races it);
    // the page's first read joins its viewer call, so that call fails too (every island then
    // asks its own endpoint, and the cart's fails)
    let failing = true
    let failures = 0
    await page.route(
      (url) => url.pathname === '/api/public/viewer',
      async (route) => {
        if (failing) await route.fulfill({ status: 500, json: { code: 'failed' } })
        else await route.continue()
      },
    )
    await page.route(
      (url) =>
        url.pathname === '/api/private/hubKV' && url.searchParams.get('feature') === 'liveCart',
      async (route) => {
        if (route.request().method() === 'GET' && failing) {
          failures += 1
          // 500: a status the fetch helper does not retry by itself
          await route.fulfill({ status: 500, json: { code: 'failed' } })
        } else await route.continue()
      },
    )
    await page.goto(w.cart)
    const main = page.getByRole('main')
    const failed = main.getByRole('alert').filter({ hasText: w.cartFailed })
    await expect(failed).toBeVisible()
    await expect(main.locator('.animate-pulse')).toHaveCount(0)
    await shootDesktopAndPhone(page, `cart-load-failed-${locale}`, screen)
    failing = false
    await failed.getByRole('button', { name: w.retry }).click()
    await expect(main.locator(`[data-pn="${pn}"]`)).toBeVisible()
    await expect(failed).toHaveCount(0)
    expect(failures).toBeGreaterThanOrEqual(1)
  })

  test(`${locale}: the saved cart asks before Back and the search modal's results leave unsaved changes`, async ({
    page,
    request,
  }) => {
    await signedInBuyerOf(page, request, w.customer, buyer())

    const pns = await familyPns(page, w.pushButtons, 2)
    await fillCart(
      page,
      pns.map((pn) => ({ pn, quantity: 2 })),
    )
    const saved = await page.request.post('/api/private/saved-carts', {
      data: { name: `Back ${locale}` },
    })
    expect(saved.status(), await saved.text()).toBeLessThan(300)
    const { savedCart } = (await saved.json()) as { savedCart: { id: number } }
    const editor = `${w.savedCarts}/${savedCart.id}`

    await page.goto(w.savedCarts)
    await page.goto(editor)
    const line = page.locator(`[data-pn="${pns[0]}"]`)
    const unsaved = page.getByText(w.unsaved, { exact: true })
    const change = async () => {
      await line.getByRole('button', { name: w.increase(pns[0]!) }).click()
      await expect(unsaved).toBeVisible()
    }
    const question = page.getByRole('alertdialog', { name: w.leaveTitle })

    // Back asks; staying keeps the page and its changes, and Back asks again
    await change()
    await page.goBack()
    await expect(question).toBeVisible()
    expect(new URL(page.url()).pathname).toBe(editor)
    await shootDesktopAndPhone(page, `leave-back-${locale}`, screen)
    await question.getByRole('button', { name: w.stay }).click()
    await expect(question).toBeHidden()
    await expect(unsaved).toBeVisible()
    await page.goBack()
    await expect(question).toBeVisible()
    // leaving goes back for real
    await question.getByRole('button', { name: w.leave }).click()
    await expect(page).toHaveURL(new RegExp(`${w.savedCarts}$`))

    // saved: Back leaves at the first press, without a question
    await page.goto(editor)
    await change()
    await page.getByRole('button', { name: w.saveChanges }).click()
    await expect(page.getByText(w.changesSaved, { exact: true })).toBeVisible()
    await expect(unsaved).toBeHidden()
    await page.goBack()
    await expect(page).toHaveURL(new RegExp(`${w.savedCarts}$`))
    await expect(question).toBeHidden()

    // a result chosen in the search modal asks too
    await page.goto(editor)
    await change()
    const openResult = async () => {
      const dialog = await openSearchWithKey(page, '/', w.search)
      await dialog.getByRole('combobox').fill('E22')
      await expect(dialog.getByRole('option').first()).toBeVisible()
      await page.keyboard.press('ArrowDown')
      await page.keyboard.press('Enter')
    }
    await openResult()
    await expect(question).toBeVisible()
    await shootDesktopAndPhone(page, `leave-search-${locale}`, screen)
    await question.getByRole('button', { name: w.stay }).click()
    expect(new URL(page.url()).pathname).toBe(editor)
    await expect(unsaved).toBeVisible()
    await openResult()
    await question.getByRole('button', { name: w.leave }).click()
    await expect(page).not.toHaveURL(new RegExp(`${editor}$`))
  })

  test(`${locale}: a lead-time part says so at checkout and on the order`, async ({
    page,
    request,
  }) => {
    await signedInBuyerOf(page, request, w.customer, buyer())

    // tower lights (TL…) have the demo's leadTime10Days item rule; push buttons have none
    const [tower] = await familyPns(page, '/products/world-tower-lights', 1)
    const [button] = await familyPns(page, w.pushButtons, 1)
    expect(tower).toMatch(/^TL/)
    await fillCart(page, [
      { pn: tower!, quantity: 1 },
      { pn: button!, quantity: 2 },
    ])
    await page.goto(w.checkout)
    const lines = page.getByTestId('checkout-lines').locator('li')
    const towerLine = lines.filter({ hasText: tower! })
    await expect(towerLine).toContainText(w.leadTime)
    await expect(lines.filter({ hasText: button! })).not.toContainText(w.leadTime)
    await shootDesktopAndPhone(page, `checkout-lead-time-${locale}`, {
      ...screen,
      subject: towerLine,
    })

    const figure = await totalShown(page)
    await page.getByRole('button', { name: `${w.place} · ${figure}` }).click()
    await expect(page).toHaveURL(/\?placed=1$/)
    const orderLines = page.getByTestId('order-lines').locator('tbody tr')
    await expect(orderLines.filter({ hasText: tower! })).toContainText(w.leadTime)
    await expect(orderLines.filter({ hasText: button! })).not.toContainText(w.leadTime)
  })
}
