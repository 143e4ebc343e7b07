import { expect, test } from '@playwright/test'

test.describe('catalogue search', () => {
  test('English: "/" opens search, a part-number fragment finds the part, Enter opens its page', async ({
    page,
  }) => {
    await page.goto('/')
    await page.keyboard.press('/')
    const search = page.getByRole('dialog', { name: 'Search products' })
    await expect(search).toBeVisible()
    await search.getByRole('combobox').fill('e22pbr')
    const first = search.getByRole('option').first()
    await expect(first).toContainText(/^.*E22PBR/)
    const pn = (await first.locator('span').first().textContent())?.trim() ?? ''
    expect(pn).toMatch(/^E22PBR/)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`/products/22mm-nema-push-buttons/${pn}$`))
    await expect(page.getByRole('heading', { level: 1 })).toContainText(pn)
  })

  test('Spanish: Ctrl+K, accents folded for words, and a part page in Spanish', async ({ page }) => {
    await page.goto('/es')
    await page.keyboard.press('Control+k')
    const search = page.getByRole('dialog', { name: 'Buscar productos' })
    await search.getByRole('combobox').fill('rele proposito general')
    await expect(search.getByRole('option').filter({ hasText: 'Relés de propósito general' })).toBeVisible()
    await search.getByRole('combobox').fill('GPR')
    const part = search.getByRole('option').first()
    await expect(part).toContainText('GPR')
    await part.click()
    await expect(page).toHaveURL(/\/es\/productos\/general-purpose-relays\/GPR[A-Z0-9.-]+$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  })

  test('the results page lists every match and a made-up number finds nothing', async ({ page }) => {
    await page.goto('/search?q=TB')
    await expect(page.getByRole('heading', { level: 1 })).toContainText('TB')
    await expect(page.getByRole('table').getByRole('link').first()).toContainText(/^TB/)
    await page.goto('/es/buscar?q=ZZZ999')
    await expect(page.getByText('Nada coincide con «ZZZ999»', { exact: false })).toBeVisible()
  })
})
