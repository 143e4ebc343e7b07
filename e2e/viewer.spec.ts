/**
 * The page's one viewer call (issue 40): a signed-in buyer's family page personalises itself
 * with ONE `POST /api/public/viewer` (session, the rows' prices, cart, favourites), and none of
 * the calls it replaced; the rows show the prices it answered.
 */
import { freshEmail, signedInBuyerOf } from './support/buyers'
import { expect, test } from './support/test'

const family = '/products/22mm-nema-push-buttons'
const dollars = (text: string | null) =>
  Math.round(Number((text ?? '').replace(/[^0-9.]/g, '')) * 100)

const exactly = (text: string) =>
  new RegExp(`^\\s*${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`)

type ViewerAnswer = {
  session: { user: { email: string } | null }
  prices: { priceList: string; prices: Record<string, { saleCents: number }> }
  liveCart: { cartItems: { pn: string; quantity: number }[] } | null
  favorites: { items: { pn: string }[] } | null
}

test('a signed-in family page makes one viewer call, and its rows show what it answered', async ({
  page,
  request,
}) => {
  const email = await signedInBuyerOf(page, request, 'Ohio Valley Electric Supply', {
    email: freshEmail('viewer'),
    name: ['Vera', 'Viewer'],
    locale: 'en',
  })
  // the home page's own viewer call is over before this page's are counted
  await page.waitForLoadState('networkidle')
  // the family's first row is in their cart, its second a favourite
  const parts = (await (
    await page.request.get('/api/public/families/22mm-nema-push-buttons/parts?locale=en')
  ).json()) as { items: { pn: string }[] }
  const [cartPn, favoritePn] = parts.items.map((item) => item.pn)
  expect(
    (await page.request.post('/api/private/cart/lines', { data: { pn: cartPn } })).status(),
  ).toBe(200)
  expect(
    (await page.request.post('/api/private/favorites', { data: { pn: favoritePn } })).status(),
  ).toBe(200)

  const calls: string[] = []
  page.on('request', (sent) => {
    const url = new URL(sent.url())
    if (url.pathname.startsWith('/api/')) calls.push(`${sent.method()} ${url.pathname}`)
  })
  const viewerCall = page.waitForResponse(
    (answer) => new URL(answer.url()).pathname === '/api/public/viewer',
  )
  await page.goto(family)
  const answer = await viewerCall
  expect(answer.status()).toBe(200)
  expect(answer.headers()['cache-control']).toBe('private, no-store')
  const body = (await answer.json()) as ViewerAnswer
  const sent = answer.request().postDataJSON() as { want: string[]; pns: string[] }
  expect(sent.want).toEqual(expect.arrayContaining(['session', 'prices', 'cart', 'favorites']))
  expect(sent.pns).toContain(cartPn)

  // the buyer's own: their session, their list, their cart line and favourite
  expect(body.session.user?.email).toBe(email)
  expect(body.prices.priceList).toBe('Distributor')
  expect(body.liveCart?.cartItems.map((line) => line.pn)).toContain(cartPn)
  expect(body.favorites?.items.map((item) => item.pn)).toContain(favoritePn)

  // the first row shows the price the call answered; the favourite's heart is filled
  const row = page
    .getByRole('table')
    .filter({ has: page.locator('caption') })
    .locator('tbody tr')
    .filter({ has: page.locator('th', { hasText: exactly(cartPn!) }) })
    .first()
  await expect(row.locator('td').nth(3)).toHaveText(/\$\d/)
  expect(dollars(await row.locator('td').nth(3).textContent())).toBe(
    body.prices.prices[cartPn!]!.saleCents,
  )
  await expect(
    page.getByRole('button', { name: `Remove ${favoritePn} from favorites`, exact: true }).first(),
  ).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByTestId('account-button')).not.toContainText('Sign in')

  await page.waitForLoadState('networkidle')
  expect(calls.filter((call) => call === 'POST /api/public/viewer')).toHaveLength(1)
  expect(
    calls.filter((call) =>
      /\/api\/public\/session|\/api\/public\/prices|\/api\/private\/hubKV/.test(call),
    ),
  ).toEqual([])
})
