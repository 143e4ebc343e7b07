/**
 * A signed-in request's phases timed through the Local API, without HTTP or Next (issue 23):
 * the session lookup, its web user, the buyer's customer, and the statements each runs.
 * Run on a seeded database: `node scripts/run-ts.mjs scripts/bench/session-phases.ts`.
 */
import { serializeSignedCookie } from 'better-call'
import { getPayload } from 'payload'

import config from '../../src/payload.config'
import { buyerOfWebUser, viewerSummaryOf } from '../../src/account/buyer'
import { createShopAuth } from '../../src/account/auth'
import { ensureWebUser } from '../../src/account/web-user'

async function time(label: string, times: number, run: () => Promise<unknown>) {
  for (let i = 0; i < 20; i++) await run()
  const measured: number[] = []
  for (let i = 0; i < times; i++) {
    const started = performance.now()
    await run()
    measured.push(performance.now() - started)
  }
  measured.sort((a, b) => a - b)
  const at = (q: number) =>
    measured[Math.min(measured.length - 1, Math.ceil(measured.length * q) - 1)]!
  console.log(`${label.padEnd(40)} p50 ${at(0.5).toFixed(2)} p95 ${at(0.95).toFixed(2)} ms`)
}

async function main() {
  const payload = await getPayload({ config, disableOnInit: true })
  const auth = createShopAuth(payload)
  const email = 'counter@ovesupply.example'
  // a session made the way sign-in makes one
  const ctx = await auth.$context
  // a bench script, not a sign-in: the auth user is made directly (no provisioning source)
  const createUser = ctx.internalAdapter.createUser as unknown as (user: {
    email: string
    name: string
    emailVerified: boolean
  }) => Promise<{ id: string }>
  const authUser =
    (await ctx.internalAdapter.findUserByEmail(email))?.user ??
    (await createUser({ email, name: 'Bench', emailVerified: true }))
  // better-auth's session cookie is the token signed with the secret (better-call's format)
  const session = await ctx.internalAdapter.createSession(authUser.id, false)
  const signed = await serializeSignedCookie('', session.token, ctx.secret)
  const headers = new Headers({
    cookie: `${ctx.authCookies.sessionToken.name}=${signed.replace(/^=/, '')}`,
  })
  const found = await auth.api.getSession({ headers })
  if (!found) throw new Error('no session from the cookie')
  const webUser = await ensureWebUser(payload, found.user)
  await time('auth.api.getSession', 300, () => auth.api.getSession({ headers }))
  await time('ensureWebUser (Payload find)', 300, () => ensureWebUser(payload, found.user))
  await time('buyerOfWebUser (customer findByID)', 300, () => buyerOfWebUser(payload, webUser))
  await time('viewerSummaryOf', 300, () => viewerSummaryOf(payload, webUser))
  process.exit(0)
}

void main()
