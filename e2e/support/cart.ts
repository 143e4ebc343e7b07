/** The cart as the journeys fill it: from a family page's table, or straight on the server. */
import { expect, type Page } from './test'

/** The family table's rows (desktop), each with its pn in the row header. */
export function familyRows(page: Page) {
  return page
    .getByRole('table')
    .filter({ has: page.locator('caption') })
    .locator('tbody tr')
}

/** A family table row's part number. */
export async function pnOf(row: ReturnType<typeof familyRows>): Promise<string> {
  return ((await row.locator('th').textContent()) ?? '').trim()
}

/** The first `count` part numbers of a family page, opened at `path`. */
export async function familyPns(page: Page, path: string, count: number): Promise<string[]> {
  await page.goto(path)
  const rows = familyRows(page)
  const pns: string[] = []
  for (let index = 0; index < count; index++) pns.push(await pnOf(rows.nth(index)))
  return pns
}

/**
 * Adds the first `rows` parts of the family table on screen (desktop) by their buttons
 * (`addLabel`, in the page's language), `times` clicks each, the header's count following each
 * new line. Answers their part numbers.
 */
export async function addRows(
  page: Page,
  addLabel: (pn: string) => string,
  rows: number,
  times = 1,
): Promise<string[]> {
  const pns: string[] = []
  for (let index = 0; index < rows; index++) {
    const row = familyRows(page).nth(index)
    const pn = await pnOf(row)
    for (let click = 0; click < times; click++) {
      await row.getByRole('button', { name: addLabel(pn) }).click()
      await expect(page.getByTestId('cart-count')).toHaveText(String(index + 1))
    }
    pns.push(pn)
  }
  return pns
}

/** The signed-in buyer's server cart holds these lines, and nothing from before. */
export async function fillCart(page: Page, items: { pn: string; quantity: number }[]) {
  await page.request.delete('/api/private/hubKV?feature=liveCart')
  const added = await page.request.post('/api/private/cart/add-many', { data: { items } })
  expect(added.status()).toBe(200)
}

/** The total the summary shows, once it is a figure ("$1,234.50"). */
export async function totalShown(page: Page): Promise<string> {
  const total = page.getByTestId('cart-total')
  await expect(total).toHaveText(/\$\d/)
  return ((await total.textContent()) ?? '').trim()
}

const words = {
  en: {
    choose: 'Add an address',
    change: 'Change',
    dialog: 'Where should we ship?',
    apply: 'Use this address',
  },
  es: {
    choose: 'Agregar una dirección',
    change: 'Cambiar',
    dialog: '¿A dónde enviamos?',
    apply: 'Usar esta dirección',
  },
} as const

/** On the cart or checkout: ships to the buyer's saved address of `company`. */
export async function shipToSaved(page: Page, locale: 'en' | 'es', company: string) {
  const w = words[locale]
  // "Change" once the cart starts from the buyer's default address
  await page.getByRole('button', { name: new RegExp(`^(${w.choose}|${w.change})$`) }).click()
  const dialog = page.getByRole('dialog', { name: w.dialog })
  await dialog.getByRole('radio', { name: new RegExp(company) }).check()
  await dialog.getByRole('button', { name: w.apply }).click()
}
