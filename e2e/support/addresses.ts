/** Addresses a buyer saves in their address book (my account), through the shop's API. */
import { expect, type Page } from './test'

/** A plant in Beaver, Pennsylvania (sales tax, ground by FedEx). */
export const beaverPlant = {
  phone1: '724 555 0142',
  address1: '1 Mill St',
  city: 'Beaver',
  addressState: 'PA',
  addressPostalCode: '15009',
  addressCountry: 'US',
}

/** A plant in Monterrey, Nuevo León (abroad: international carriers). */
export const monterreyPlant = {
  phone1: '+52 81 8123 4567',
  address1: 'Av. Constitución 400',
  city: 'Monterrey',
  addressState: 'NLE',
  addressPostalCode: '64000',
  addressCountry: 'MX',
}

/** Saves an address in the signed-in buyer's book; answers it as the shop stored it. */
export async function addAddress(
  page: Page,
  address: Record<string, unknown>,
): Promise<{ id: number; taxExemption?: string }> {
  const created = await page.request.post('/api/private/contacts', { data: address })
  expect(created.status(), await created.text()).toBe(201)
  return ((await created.json()) as { data: { id: number; taxExemption?: string } }).data
}
