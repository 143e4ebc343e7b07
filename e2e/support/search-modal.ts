import { expect, type Page } from '@playwright/test'

/**
 * Opens the search modal with its keyboard shortcut (`/`, `Control+k`). The shortcut works once
 * the header has hydrated; a key pressed before that does nothing, so it is pressed until the
 * modal shows. (A second press while it is already open types into the box, which `fill` replaces.)
 */
export async function openSearchWithKey(page: Page, key: string, dialogName: string) {
  const dialog = page.getByRole('dialog', { name: dialogName })
  await expect(async () => {
    await page.keyboard.press(key)
    await expect(dialog).toBeVisible({ timeout: 1000 })
  }).toPass()
  return dialog
}
