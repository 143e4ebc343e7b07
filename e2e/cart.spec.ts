import { expect, test, type Page } from './support/test'

import { enterEmailAndCode } from './support/buyers'
import { familyRows, pnOf } from './support/cart'
import { shoot } from './support/screenshots'

const cartKey = 'allegheny.cart.v1'

/** Adds the first part of a family table by its row's button; returns its pn. */
async function addFirstRow(page: Page, label: (pn: string) => string): Promise<string> {
  const row = familyRows(page).first()
  const pn = await pnOf(row)
  await row.getByRole('button', { name: label(pn) }).click()
  return pn
}

test.describe('cart', () => {
  test('a guest adds from a family page and from search, signs in with a code, and the cart merges and survives a reload', async ({
    page,
  }) => {
    // the longest journey here (two pages, search, a code by mail, a merge, reloads, screenshots):
    // about 50 s when the two workers and the server share two cores
    test.setTimeout(120_000)
    await page.goto('/products/22mm-nema-push-buttons')
    const first = await addFirstRow(page, (pn) => `Add ${pn} to cart`)
    await expect(page.getByText(new RegExp(`^Added ${first} × \\d+ to your cart$`))).toBeVisible()
    await expect(page.getByTestId('cart-count')).toHaveText('1')

    // from the search modal, by a fragment of a part number
    await page.keyboard.press('/')
    const search = page.getByRole('dialog', { name: 'Search products' })
    await search.getByRole('combobox').fill('pbea-01')
    // the first part's button: beside its option, not inside it (an option holds no buttons)
    const add = search.getByRole('button', { name: /^Add .+ to cart$/ }).first()
    const second = ((await add.getAttribute('aria-label')) ?? '').replace(
      /^Add (.+) to cart$/,
      '$1',
    )
    await add.click()
    await expect(page.getByTestId('cart-count')).toHaveText('2')
    await search.getByRole('button', { name: 'Close search' }).click()
    await expect(search).toBeHidden()

    // the slide-over shows both lines and the quote's figures
    await page.getByTestId('cart-button').click()
    const panel = page.getByRole('dialog', { name: 'Your cart' })
    await expect(panel.getByTestId('cart-line')).toHaveCount(2)
    // the English site writes plain dollars
    await expect(panel.getByTestId('cart-total')).toHaveText(/^\$\d{1,3}(,\d{3})*\.\d\d$/)
    await shoot(page, 'cart-slide-over-en.png', false)
    await panel.getByRole('link', { name: 'View cart' }).click()

    await expect(page).toHaveURL(/\/cart$/)
    await expect(page.getByTestId('cart-line')).toHaveCount(2)
    await expect(page.locator(`[data-pn="${first}"]`)).toBeVisible()
    await expect(page.locator(`[data-pn="${second}"]`)).toBeVisible()
    // the guest cart survives a reload (local storage)
    await page.reload()
    await expect(page.getByTestId('cart-line')).toHaveCount(2)
    const guestTotal = await page.getByTestId('cart-total').textContent()

    // + on the first line adds one pack; the server's quote follows
    await page.getByRole('button', { name: new RegExp(`^Increase ${first} by`) }).click()
    await expect(page.getByTestId('cart-total')).not.toHaveText(guestTotal ?? '')

    // sign in from the header: the guest cart goes into the buyer's server cart
    const email = 'orders@greatlakes-resale.example'
    await page.getByTestId('account-button').click()
    await enterEmailAndCode(page, email, 'en', page.getByRole('dialog', { name: 'Sign in' }))
    await expect(page.getByTestId('account-button')).not.toContainText('Sign in')

    await expect(page.getByTestId('cart-line')).toHaveCount(2)
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), cartKey)).toBeNull()
    const server = await (await page.request.get('/api/private/hubKV?feature=liveCart')).json()
    expect(server.liveCart.cartItems.map((line: { pn: string }) => line.pn).sort()).toEqual(
      [first, second].sort(),
    )
    await page.reload()
    await expect(page.getByTestId('cart-line')).toHaveCount(2)
    await shoot(page, 'cart-en-desktop.png')
  })

  test('Spanish on a phone: wire duct in a broken pack shows its broken-pack fee, and the cart is printable', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/es/productos/wire-duct')
    const card = page
      .locator('#parts tbody tr')
      .filter({ has: page.getByRole('button', { name: /^Agregar .+ al carrito$/ }) })
      .first()
    const pn = (await card.getByRole('link').first().textContent())?.trim() ?? ''
    await card.getByRole('link', { name: pn }).click()
    await expect(page.getByRole('heading', { level: 1 })).toContainText(pn)
    // dollars on the Spanish site read US$ (a bare $ is pesos in Mexico), grouped as es-MX does
    const usd = /^US\$\d{1,3}(,\d{3})*\.\d\d$/
    await expect(page.getByTestId('part-list-price')).toHaveText(usd)
    await expect(page.getByTestId('part-your-price')).toHaveText(usd)

    const quantity = page.getByLabel('Cantidad', { exact: true })
    await quantity.fill('7')
    await quantity.press('Enter')
    await expect(page.getByText(/Paquete incompleto/)).toBeVisible()
    await page.getByRole('button', { name: 'Agregar al carrito' }).click()
    await expect(page.getByText(`Se agregó ${pn} × 7 a su carrito`, { exact: true })).toBeVisible()

    await page.goto('/es/carrito')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Su carrito')
    const line = page.locator(`[data-pn="${pn}"]`)
    await expect(line.getByLabel(`Cantidad de ${pn}`)).toHaveValue('7')
    await expect(
      line.getByText('Paquete incompleto: se aplica un cargo por paquete incompleto'),
    ).toBeVisible()
    await expect(page.getByTestId('fee-cutFee')).toContainText('US$10.00')
    await expect(page.getByTestId('fee-cutFee')).toContainText('Cargo por paquete incompleto')
    await expect(page.getByTestId('cart-subtotal')).toHaveText(usd)
    await expect(page.getByTestId('cart-total')).toHaveText(usd)
    await expect(line).toContainText(/US\$\d/)
    await expect(page.locator('main')).not.toContainText(/(^|[^S])\$\d/)
    // − stops at 1 for wire duct
    await line.getByRole('button', { name: new RegExp(`^Disminuir ${pn} en`) }).click()
    await expect(line.getByLabel(`Cantidad de ${pn}`)).toHaveValue('1')
    await expect(page.getByRole('button', { name: 'Imprimir' })).toBeVisible()
    await shoot(page, 'cart-es-mobile.png')

    // removing the last line leaves the empty state with the way back to the catalogue
    await line.getByRole('button', { name: `Quitar ${pn}` }).click()
    await expect(page.getByText('Su carrito está vacío.')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Ver el catálogo' })).toHaveAttribute(
      'href',
      '/es/productos',
    )
  })
})

test.describe('quick order', () => {
  test('Spanish: a pasted list with a rounded, an ambiguous, an unknown and a bad line; a candidate chosen; the ready lines added', async ({
    page,
  }) => {
    await page.goto('/es/pedido-rapido')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pedido rápido')
    await page
      .getByLabel('Números de parte y cantidades')
      .fill(
        [
          'Número de parte;Cantidad',
          'E22LMPA12-B;7',
          'ol1s25;2',
          'NOSUCH-999;1',
          'E22LMPA12-W;diez',
        ].join('\n'),
      )
    await page.getByRole('button', { name: 'Verificar líneas' }).click()

    const lines = page.getByTestId('quick-order-line')
    await expect(lines).toHaveCount(4)
    await expect(lines.nth(0)).toContainText('Redondeada: 7 → paquetes de 10')
    await expect(lines.nth(0)).toContainText('E22LMPA12-B')
    await expect(lines.nth(1)).toContainText('Coincide con varias partes')
    await expect(lines.nth(2)).toContainText('No encontrada')
    await expect(lines.nth(3)).toContainText('No se puede leer la cantidad')
    await expect(page.getByText('1 línea está lista de 4.')).toBeVisible()
    await shoot(page, 'quick-order-es-desktop.png')

    // choosing a candidate writes it into the list and checks again
    await lines.nth(1).getByRole('button', { name: 'Usar OL1S-25' }).click()
    await expect(page.getByLabel('Números de parte y cantidades')).toHaveValue(/OL1S-25;2/)
    await expect(page.getByText('2 líneas están listas de 4.')).toBeVisible()

    await page.getByRole('button', { name: 'Agregar 2 líneas al carrito' }).click()
    await expect(
      page.getByText('Se agregaron 2 líneas a su carrito', { exact: true }),
    ).toBeVisible()
    await expect(page.getByTestId('cart-count')).toHaveText('2')
    // the button is off once the lines are in: a second click would add every quantity again
    await expect(page.getByRole('button', { name: 'Agregadas a su carrito' })).toBeDisabled()
    await page.goto('/es/carrito')
    await expect(
      page.locator('[data-pn="E22LMPA12-B"]').getByLabel('Cantidad de E22LMPA12-B'),
    ).toHaveValue('10')
    await expect(page.locator('[data-pn="OL1S-25"]')).toBeVisible()
  })

  test('English on a phone: the report stacks, and the cart is linked from the header', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/')
    await page.getByRole('link', { name: 'Quick order' }).first().click()
    await expect(page).toHaveURL(/\/quick-order$/)
    await page.getByLabel('Part numbers and quantities').fill('E22LMPA12-B\t20\nMP25-2.5 1')
    await page.getByRole('button', { name: 'Check lines' }).click()
    await expect(page.getByTestId('quick-order-line')).toHaveCount(2)
    await expect(page.getByText('2 lines are ready of 2.')).toBeVisible()
    await shoot(page, 'quick-order-en-mobile.png')
    await page.getByRole('button', { name: 'Add 2 lines to cart' }).click()
    await expect(page.getByRole('button', { name: 'Added to your cart' })).toBeDisabled()
    await expect(page.getByTestId('cart-count')).toHaveText('2')
  })
})

/** The part of `a` that lies over `b`, in px² (0 when they do not meet). */
function overlap(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
): number {
  const width = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)
  const height = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y)
  return width > 0 && height > 0 ? width * height : 0
}

test.describe('toasts keep clear (issue 39 #17)', () => {
  for (const [locale, family] of [
    ['en', '/products/22mm-nema-push-buttons'],
    ['es', '/es/productos/22mm-nema-push-buttons'],
  ] as const) {
    test(`${locale}: the toast after an add covers no Add button, nor the cart panel's way to checkout`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 720 })
      await page.goto(family)
      const adds = page.locator('main button.btn-add')
      // rows of Add buttons down to the bottom of the screen
      await adds.nth(12).scrollIntoViewIfNeeded()
      await page.evaluate(() => window.scrollBy(0, 300))
      await adds.nth(8).click()
      // a Radix toast: an open item of the notifications list
      const toast = page.locator('ol > li[data-state="open"]').first()
      await expect(toast).toBeVisible()
      const box = (await toast.boundingBox())!
      const covered: string[] = []
      for (const button of await adds.all()) {
        const other = await button.boundingBox()
        if (other && other.y < 720 && other.y + other.height > 0 && overlap(box, other) > 0)
          covered.push(`${Math.round(other.x)},${Math.round(other.y)}`)
      }
      expect(covered, 'Add buttons under the toast').toEqual([])

      // the cart panel opens on the right with its way to checkout at its foot, the toast still showing
      await page.getByTestId('cart-button').click()
      const panel = page.getByRole('dialog')
      const checkout = panel.getByRole('link', {
        name: locale === 'en' ? 'View cart' : 'Ver carrito',
        exact: true,
      })
      await expect(checkout).toBeVisible()
      await expect(toast).toBeVisible()
      expect(overlap((await toast.boundingBox())!, (await checkout.boundingBox())!)).toBe(0)
    })
  }
})
