import { expect, test } from './support/test'

import { enterEmailAndCode, signIn } from './support/buyers'
import { addRows, familyRows, pnOf } from './support/cart'
import { shoot } from './support/screenshots'

// long journeys (sign-in by code, several pages, dialogs): on a busy 2-core machine they pass 60 s
test.describe.configure({ timeout: 180_000 })

test.describe('favourites', () => {
  test("a guest's heart asks for sign-in and the part is kept; favourites go to the cart all at once", async ({
    page,
  }) => {
    const email = 'renee@bayou-automation.example'
    await page.goto('/products/22mm-nema-push-buttons')
    const first = familyRows(page).nth(0)
    const firstPn = await pnOf(first)
    const heart = first.getByRole('button', { name: `Add ${firstPn} to favorites` })
    await expect(heart).toHaveAttribute('aria-pressed', 'false')
    await heart.click()

    // a guest: the sign-in modal opens and says the part will be kept
    const modal = page.getByRole('dialog', { name: 'Sign in' })
    await expect(modal).toBeVisible()
    await enterEmailAndCode(page, email, 'en', modal)

    // the page reloads signed in, and the part is a favourite (the reloaded page hydrates and
    // adds it: on a 2-core machine running two journeys and the server, that took over 10 s)
    await expect(page.getByTestId('account-button')).not.toContainText('Sign in', {
      timeout: 30_000,
    })
    await expect(
      familyRows(page)
        .nth(0)
        .getByRole('button', { name: `Remove ${firstPn} from favorites` }),
    ).toHaveAttribute('aria-pressed', 'true', { timeout: 30_000 })
    const stored = await (await page.request.get('/api/private/hubKV?feature=favorites')).json()
    expect(stored.favorites.items).toEqual([{ pn: firstPn }])

    // a second one, signed in: one click
    const second = familyRows(page).nth(1)
    const secondPn = await pnOf(second)
    await second.getByRole('button', { name: `Add ${secondPn} to favorites` }).click()
    await expect(
      second.getByRole('button', { name: `Remove ${secondPn} from favorites` }),
    ).toBeVisible()

    // the favourites page: both, with this buyer's price; all into the cart in one click
    await page.goto('/my-account/favorites')
    await expect(page.getByTestId('favorite')).toHaveCount(2)
    await expect(page.locator(`[data-testid="favorite"][data-pn="${firstPn}"]`)).toContainText('$')
    await shoot(page, 'favorites-en-desktop.png')
    await page.getByRole('button', { name: 'Add all to cart' }).click()
    await expect(page.getByText('2 parts added to your cart', { exact: true })).toBeVisible()
    await expect(page.getByTestId('cart-count')).toHaveText('2')
    const server = await (await page.request.get('/api/private/hubKV?feature=liveCart')).json()
    expect(server.liveCart.cartItems.map((line: { pn: string }) => line.pn).sort()).toEqual(
      [firstPn, secondPn].sort(),
    )

    // a heart emptied on the favourites page takes the part off the list
    await page.getByRole('button', { name: `Remove ${secondPn} from favorites` }).click()
    await expect(page.getByTestId('favorite')).toHaveCount(1)
    await page.setViewportSize({ width: 390, height: 844 })
    await shoot(page, 'favorites-en-mobile.png')
  })
})

test.describe('saved carts', () => {
  test('Spanish: save the cart, open and edit it, the leave prompt, restore, rename and delete', async ({
    page,
  }) => {
    const email = 'compras@cindelnorte.example'
    await signIn(page, email, 'es')

    // two parts into the cart from a family page
    await page.goto('/es/productos/22mm-nema-push-buttons')
    const pns = await addRows(page, (pn) => `Agregar ${pn} al carrito`, 2)

    // save it under a name; the same name again is refused in Spanish
    await page.goto('/es/carrito')
    await page.getByRole('button', { name: 'Guardar carrito' }).click()
    const saveDialog = page.getByRole('dialog', { name: 'Guardar este carrito' })
    await saveDialog.getByLabel('Nombre').fill('Línea 3')
    await saveDialog.getByRole('button', { name: 'Guardar', exact: true }).click()
    await expect(page.getByText('Carrito guardado como «Línea 3»', { exact: true })).toBeVisible()
    await page.getByRole('button', { name: 'Guardar carrito' }).click()
    await saveDialog.getByLabel('Nombre').fill('  línea 3 ')
    await saveDialog.getByRole('button', { name: 'Guardar', exact: true }).click()
    await expect(
      saveDialog.getByText('Ya tiene un carrito guardado con este nombre.'),
    ).toBeVisible()
    await saveDialog.getByRole('button', { name: 'Cancelar' }).first().click()

    // the list: its lines and value today
    await page.goto('/es/mi-cuenta/carritos-guardados')
    const saved = page.getByTestId('saved-cart').filter({ hasText: 'Línea 3' })
    await expect(saved).toContainText('2 líneas')
    await expect(saved).toContainText('$')
    await shoot(page, 'saved-carts-es-desktop.png')

    // open it and change a quantity: unsaved, and leaving asks first
    await saved.getByRole('link', { name: 'Línea 3' }).click()
    await expect(page).toHaveURL(/\/es\/mi-cuenta\/carritos-guardados\/\d+$/)
    await expect(page.getByRole('heading', { name: 'Línea 3' })).toBeVisible()
    const line = page.locator(`[data-pn="${pns[0]}"]`)
    const quantity = line.getByLabel(`Cantidad de ${pns[0]}`)
    const was = Number(await quantity.inputValue())
    await line.getByRole('button', { name: new RegExp(`^Aumentar ${pns[0]} en`) }).click()
    await expect(page.getByText('Cambios sin guardar')).toBeVisible()
    await page.getByRole('link', { name: /Todos los carritos guardados/ }).click()
    const leave = page.getByRole('alertdialog', { name: '¿Salir sin guardar?' })
    await expect(leave).toBeVisible()
    await shoot(page, 'saved-cart-leave-es.png', false)
    await leave.getByRole('button', { name: 'Quedarme en esta página' }).click()
    await expect(page).toHaveURL(/\/carritos-guardados\/\d+$/)

    // saved: the change is kept
    await page.getByRole('button', { name: 'Guardar cambios' }).click()
    await expect(page.getByText('Cambios guardados', { exact: true })).toBeVisible()
    await page.reload()
    const grown = Number(
      await page.locator(`[data-pn="${pns[0]}"]`).getByLabel(`Cantidad de ${pns[0]}`).inputValue(),
    )
    expect(grown).toBeGreaterThan(was)
    await page.setViewportSize({ width: 390, height: 844 })
    await shoot(page, 'saved-cart-editor-es-mobile.png')
    await page.setViewportSize({ width: 1280, height: 800 })

    // another change, and this time leave without saving: the saved cart stays as saved
    await page
      .locator(`[data-pn="${pns[1]}"]`)
      .getByRole('button', { name: `Quitar ${pns[1]}` })
      .click()
    await page.getByRole('link', { name: /Todos los carritos guardados/ }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Salir sin guardar' }).click()
    await expect(page).toHaveURL(/\/es\/mi-cuenta\/carritos-guardados$/)
    await expect(saved).toContainText('2 líneas')

    // into the cart, replacing it: the cart holds exactly the saved lines
    await page.request.delete('/api/private/hubKV?feature=liveCart')
    await saved.getByRole('button', { name: 'Pasar al carrito: Línea 3' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Reemplazar mi carrito' }).click()
    await expect(
      page.getByText('2 líneas de «Línea 3» están en su carrito', { exact: true }),
    ).toBeVisible()
    const cart = await (await page.request.get('/api/private/hubKV?feature=liveCart')).json()
    expect(cart.liveCart.cartItems).toEqual([
      { pn: pns[0], quantity: grown },
      expect.objectContaining({ pn: pns[1] }),
    ])

    // rename, then delete
    await saved.getByRole('button', { name: 'Cambiar nombre' }).click()
    const rename = page.getByRole('dialog', { name: 'Cambiar el nombre del carrito' })
    await rename.getByLabel('Nombre').fill('Línea 3 repuestos')
    await rename.getByRole('button', { name: 'Guardar', exact: true }).click()
    const renamed = page.getByTestId('saved-cart').filter({ hasText: 'Línea 3 repuestos' })
    await expect(renamed).toBeVisible()
    await renamed.getByRole('button', { name: 'Eliminar' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click()
    await expect(page.getByText('Se eliminó «Línea 3 repuestos»', { exact: true })).toBeVisible()
    await expect(page.getByTestId('saved-cart')).toHaveCount(0)
    await expect(page.getByText(/Aún no tiene carritos guardados/)).toBeVisible()
  })
})
