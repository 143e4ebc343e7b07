import { expect, type APIRequestContext } from '@playwright/test'

/** The staff account the e2e server creates (e2e/support/server.mjs: ADMIN_EMAIL, ADMIN_PASSWORD). */
export const staff = { email: 'admin@e2e.example', password: 'e2e-admin-password' }

/**
 * Signs the staff account in to Payload's REST API at `origin`: the token its calls carry.
 *
 * Payload keeps a staff user's sessions in one list that each sign-in reads and writes back, so
 * two sign-ins of the same account at the same moment (the e2e workers run in parallel) can
 * drop one of them, and that token is then refused (403). The token is checked before it is
 * used, and a dropped one is replaced.
 */
export async function staffToken(request: APIRequestContext, origin = ''): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const login = await request.post(`${origin}/api/cms/staff/login`, { data: staff })
    expect(login.status()).toBe(200)
    const token = ((await login.json()) as { token: string }).token
    const me = await request.get(`${origin}/api/cms/staff/me`, {
      headers: { Authorization: `JWT ${token}` },
    })
    const signedIn = me.ok() && !!((await me.json()) as { user?: unknown }).user
    if (signedIn || attempt === 3) {
      expect(signedIn, 'the staff token is accepted').toBe(true)
      return token
    }
  }
}

/** The header a staff call carries (`staffToken`). */
export async function staffHeaders(
  request: APIRequestContext,
  origin = '',
): Promise<Record<string, string>> {
  return { Authorization: `JWT ${await staffToken(request, origin)}` }
}
