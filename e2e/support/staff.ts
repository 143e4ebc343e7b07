import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

/** The staff account the e2e server creates (e2e/support/server.mjs: ADMIN_EMAIL, ADMIN_PASSWORD). */
export const staff = { email: 'admin@e2e.example', password: 'e2e-admin-password' }

type Login = { email: string; password: string }

/**
 * Payload keeps a staff user's sessions in one list that each sign-in reads and writes back, so
 * two sign-ins of the same account at the same moment can drop one of them, and that token is
 * then refused (403). The e2e workers run in parallel: each signs in with an admin account of
 * its own (`ownStaff`), made once through the first admin; a worker's tests run one at a time.
 */
async function signIn(request: APIRequestContext, origin: string, login: Login) {
  for (let attempt = 1; ; attempt++) {
    const answer = await request.post(`${origin}/api/cms/staff/login`, { data: login })
    expect(answer.status(), `${login.email} signs in`).toBe(200)
    const token = ((await answer.json()) as { token: string }).token
    const me = await request.get(`${origin}/api/cms/staff/me`, {
      headers: { Authorization: `JWT ${token}` },
    })
    const signedIn = me.ok() && !!((await me.json()) as { user?: unknown }).user
    // the first admin is still shared (making the workers' accounts, the admin UI's tests)
    if (signedIn || attempt === 3) {
      expect(signedIn, 'the staff token is accepted').toBe(true)
      return token
    }
  }
}

let made: Promise<Login> | null = null

/** This worker's own admin account, made on first use (it may exist from an earlier retry). */
function ownStaff(request: APIRequestContext, origin: string): Promise<Login> {
  made ??= (async () => {
    const login = {
      email: `admin.worker${test.info().parallelIndex}@e2e.example`,
      password: 'e2e-worker-admin-password',
    }
    const token = await signIn(request, origin, staff)
    const created = await request.post(`${origin}/api/cms/staff`, {
      headers: { Authorization: `JWT ${token}` },
      data: { ...login, name: 'E2E worker admin', roles: ['admin'] },
    })
    // 400: the e-mail is taken, by this worker's account from an earlier test file
    expect([201, 400], await created.text()).toContain(created.status())
    return login
  })().catch((error: unknown) => {
    made = null
    throw error
  })
  return made
}

/** Signs this worker's staff account in to Payload's REST API at `origin`: the token its calls carry. */
export async function staffToken(request: APIRequestContext, origin = ''): Promise<string> {
  return signIn(request, origin, await ownStaff(request, origin))
}

/** The header a staff call carries (`staffToken`). */
export async function staffHeaders(
  request: APIRequestContext,
  origin = '',
): Promise<Record<string, string>> {
  return { Authorization: `JWT ${await staffToken(request, origin)}` }
}

/**
 * The browser signed in to the admin as this worker's staff account (its token as the cookie),
 * in `language` when given (what Account → Language stores: Payload's language cookie).
 */
export async function openAdmin(page: Page, path: string, language?: 'en' | 'es') {
  const token = await staffToken(page.request)
  const url = test.info().project.use.baseURL!
  await page
    .context()
    .addCookies([
      { name: 'payload-token', value: token, url },
      ...(language ? [{ name: 'payload-lng', value: language, url }] : []),
    ])
  await page.goto(path)
}
