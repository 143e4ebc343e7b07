import { expect, type APIRequestContext } from '@playwright/test'

/** The staff account the e2e server creates (e2e/support/server.mjs: ADMIN_EMAIL, ADMIN_PASSWORD). */
export const staff = { email: 'admin@e2e.example', password: 'e2e-admin-password' }

/** Signs the staff account in to Payload's REST API at `origin`: the header its calls carry. */
export async function staffHeaders(
  request: APIRequestContext,
  origin = '',
): Promise<Record<string, string>> {
  const login = await request.post(`${origin}/api/cms/staff/login`, { data: staff })
  expect(login.status()).toBe(200)
  return { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
}
