/**
 * Ordering with other makers' part numbers and discontinued ones (issue 41, business rules §11):
 * a buyer pastes a competitor bill of materials into quick order, sees how close each match is,
 * confirms the similar lines and adds all; a discontinued line in the cart is replaced by its
 * successor in one click. English and Spanish, desktop and phone.
 */
import { expect, test, type Page } from './support/test'

import { shoot } from './support/screenshots'

const cartKey = 'allegheny.cart.v1'

const bom = [
  'Part number,Qty',
  'E22PBFR-01,3', // ours
  'XB4BA31,10', // Schneider Electric, exact
  'ZB5AA3,5', // Schneider Electric, similar: confirmed before it is added
  '800T-A1A,2', // Allen-Bradley: a kit of a 22 mm operator and a reducer
  'E22PLR-6,4', // discontinued: its successor is offered
  'NOT-A-PART-77,1', // unknown
].join('\n')

const words = {
  en: {
    path: '/quick-order',
    cart: '/cart',
    lines: 'Part numbers and quantities',
    check: 'Check lines',
    exact: 'Equivalent of Schneider Electric XB4BA31 · exact',
    similar: 'similar',
    confirmFirst: 'Check the match, then confirm',
    replaced: 'Replaced by E22PLHR-6',
    notFound: 'Not found',
    confirmAll: 'Confirm 1 line',
    addBefore: 'Add 3 lines to cart',
    addAfter: 'Add 5 lines to cart',
    added: 'Added to your cart',
    replaceWith: 'Replace E22PLR-6 with E22PLHR-6',
    replacedBy: 'Replaced by E22PLHR-6',
    quantityOf: 'Quantity of E22PLHR-6',
  },
  es: {
    path: '/es/pedido-rapido',
    cart: '/es/carrito',
    lines: 'Números de parte y cantidades',
    check: 'Verificar líneas',
    exact: 'Equivalente de Schneider Electric XB4BA31 · exacto',
    similar: 'similar',
    confirmFirst: 'Revise la equivalencia y confírmela',
    replaced: 'Reemplazado por E22PLHR-6',
    notFound: 'No encontrada',
    confirmAll: 'Confirmar 1 línea',
    addBefore: 'Agregar 3 líneas al carrito',
    addAfter: 'Agregar 5 líneas al carrito',
    added: 'Agregadas a su carrito',
    replaceWith: 'Reemplazar E22PLR-6 por E22PLHR-6',
    replacedBy: 'Reemplazado por E22PLHR-6',
    quantityOf: 'Cantidad de E22PLHR-6',
  },
} as const

const line = (page: Page, typed: string) =>
  page.getByTestId('quick-order-line').filter({ hasText: typed })

for (const [locale, size] of [
  ['en', 'desktop'],
  ['es', 'phone'],
] as const) {
  const w = words[locale]
  test(`${locale} on a ${size}: a competitor BOM resolves to ours, the similar line is confirmed, all added`, async ({
    page,
  }) => {
    if (size === 'phone') await page.setViewportSize({ width: 360, height: 800 })
    await page.goto(w.path)
    await page.getByLabel(w.lines).fill(bom)
    await page.getByRole('button', { name: w.check }).click()

    await expect(page.getByTestId('quick-order-line')).toHaveCount(6)
    await expect(line(page, 'XB4BA31')).toContainText(w.exact)
    await expect(line(page, 'ZB5AA3')).toContainText(w.confirmFirst)
    await expect(line(page, 'ZB5AA3')).toContainText(w.similar)
    // the kit: an operator and a reducer for each of theirs, in whole packs
    await expect(line(page, '800T-A1A')).toContainText('E22PBFG-10')
    await expect(line(page, '800T-A1A')).toContainText('E30ACC-RA22')
    await expect(line(page, 'E22PLR-6')).toContainText(w.replaced)
    await expect(line(page, 'NOT-A-PART-77')).toContainText(w.notFound)
    // nothing that waits for a tick is counted yet
    await expect(page.getByRole('button', { name: w.addBefore })).toBeEnabled()
    await shoot(page, `xref-quick-order-${locale}-${size}.png`)

    // the similar line ticked by hand, the successor by "confirm all"
    await line(page, 'ZB5AA3').getByRole('checkbox').check()
    await expect(line(page, 'ZB5AA3')).not.toContainText(w.confirmFirst)
    await page.getByRole('button', { name: w.confirmAll }).click()
    await expect(line(page, 'E22PLR-6').getByRole('checkbox')).toBeChecked()
    await page.getByRole('button', { name: w.addAfter }).click()
    await expect(page.getByRole('button', { name: w.added })).toBeDisabled()
    // E22PBFR-01, E22PBFG-10 (exact, similar and the kit's operator), the reducer, E22PLHR-6
    await expect(page.getByTestId('cart-count')).toHaveText('4')
    await page.goto(w.cart)
    for (const pn of ['E22PBFR-01', 'E22PBFG-10', 'E30ACC-RA22', 'E22PLHR-6']) {
      await expect(page.locator(`[data-pn="${pn}"]`)).toBeVisible()
    }
    await expect(page.locator('[data-pn="E22PLR-6"]')).toHaveCount(0)
  })

  test(`${locale} on a ${size}: a discontinued cart line is replaced by its successor in one click`, async ({
    page,
  }) => {
    if (size === 'phone') await page.setViewportSize({ width: 360, height: 800 })
    // a guest's cart from before the part was discontinued
    await page.goto(w.cart)
    await page.evaluate(
      ([key, items]) => window.localStorage.setItem(key!, items!),
      [
        cartKey,
        JSON.stringify([
          { pn: 'E22PLR-6', quantity: 4 },
          { pn: 'E22PBFR-01', quantity: 2 },
        ]),
      ],
    )
    await page.reload()
    const old = page.locator('[data-pn="E22PLR-6"]')
    await expect(old.getByTestId('replace-offer')).toContainText(w.replacedBy)
    await shoot(page, `xref-cart-replace-${locale}-${size}.png`)
    await old.getByRole('button', { name: w.replaceWith }).click()
    await expect(old).toHaveCount(0)
    const successor = page.locator('[data-pn="E22PLHR-6"]')
    await expect(successor).toBeVisible()
    // the 4 kept, rounded up to the successor's pack
    const quantity = Number(await successor.getByLabel(w.quantityOf).inputValue())
    expect(quantity).toBeGreaterThanOrEqual(4)
    await expect(page.locator('[data-pn="E22PBFR-01"]')).toBeVisible()
  })
}
