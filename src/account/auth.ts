/**
 * Shop customers' sign-in (better-auth): e-mail one-time codes and, when
 * configured, Google. Its tables live in the shop's database and are reached
 * through Payload's own Drizzle connection (one pool, one SQLite writer).
 * Staff never sign in here; they use Payload's admin.
 *
 * No `server-only` import: integration tests build an instance per database.
 */
import { betterAuth } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { APIError, createAuthMiddleware } from 'better-auth/api'
import { captcha, emailOTP } from 'better-auth/plugins'
import { google } from 'better-auth/social-providers'
import type { Payload } from 'payload'

import { localeOfRequest, statedLocaleOfRequest } from '@/i18n/request-locale'
import { clientAddressOf, trustedProxiesOf } from '@/platform/client-address'
import { databaseDialect } from '@/platform/database'
import { answer, errorResponse } from '@/platform/http'
import { createMailer } from '@/platform/mail'
import { buyerSessionSecret } from '@/platform/secrets'
import { sessionStorageOf } from '@/platform/session-storage'
import { secureCookiesFor, siteOrigin } from '@/platform/site'
import { createThrottle, type ThrottleEntry } from '@/platform/throttle-store'

import { authCookiePrefix } from './auth-cookies'
import { forgetBuyers } from './buyer'
import { isCaptchaProvider, type CaptchaProvider } from '@/platform/captcha-settings'
import { authSchemaFor } from './auth-schema'
import { emailChangeCodeEmail, signInCodeEmail } from './sign-in-email'
import {
  addressThrottles,
  isVerifiedByProvider,
  normalizeEmail,
  signInRules,
} from './sign-in-rules'
import { ensureWebUser } from './web-user'
import { refusalError, refuse } from './context/refusals'

export const authBasePath = '/api/auth'

/** Optional bot check on code sending: Turnstile or reCAPTCHA, when its secret is configured. */
export function captchaConfig(
  env: NodeJS.ProcessEnv,
): { provider: CaptchaProvider; secretKey: string } | null {
  const provider = env.CAPTCHA_PROVIDER ?? env.NEXT_PUBLIC_CAPTCHA_PROVIDER
  if (!env.CAPTCHA_SECRET_KEY) return null
  if (!isCaptchaProvider(provider)) return null
  return { provider, secretKey: env.CAPTCHA_SECRET_KEY }
}

export function googleConfigured(env: NodeJS.ProcessEnv): boolean {
  return !!env.GOOGLE_CLIENT_ID && !!env.GOOGLE_CLIENT_SECRET
}

/**
 * Google as the shop takes it: only an address Google says it verified (`email_verified`)
 * signs in. Google accounts can carry an address nobody proved; taken on trust it would link to
 * the buyer of that address or adopt an invited one (§10). Refused before better-auth creates,
 * links or adopts anything: the callback answers its `unable_to_get_user_info` error.
 */
function googleProvider(env: NodeJS.ProcessEnv) {
  const options = {
    clientId: env.GOOGLE_CLIENT_ID as string,
    clientSecret: env.GOOGLE_CLIENT_SECRET as string,
    prompt: 'select_account' as const,
  }
  const fromGoogle = google(options)
  return {
    ...options,
    getUserInfo: async (token: Parameters<typeof fromGoogle.getUserInfo>[0]) => {
      const info = await fromGoogle.getUserInfo(token)
      return info && isVerifiedByProvider(info.user.emailVerified) ? info : null
    },
  }
}

function tooMany(code: string, retryAfterSeconds: number, message: string): APIError {
  return new APIError('TOO_MANY_REQUESTS', { code, message, retryAfter: retryAfterSeconds })
}

export type ShopAuthOptions = { env?: NodeJS.ProcessEnv }

export function createShopAuth(payload: Payload, options: ShopAuthOptions = {}) {
  const env = options.env ?? process.env
  const dialect = databaseDialect(env)
  const mailer = createMailer(env)
  const throttle = createThrottle(payload)
  const origin = siteOrigin(env)
  const bots = captchaConfig(env)
  // a group's instances share sessions through Redis (REDIS_URL); the database stays the record
  const secondaryStorage = sessionStorageOf(env)

  async function consumeAll(entries: ThrottleEntry[]) {
    const refused = await throttle.consumeAll(entries)
    if (refused) {
      throw tooMany(
        refused.code,
        refused.retryAfterSeconds,
        `Too many requests. Try again in ${refused.retryAfterSeconds} s.`,
      )
    }
  }

  return betterAuth({
    appName: 'Allegheny Controls',
    baseURL: origin,
    basePath: authBasePath,
    secret: buyerSessionSecret(env),
    trustedOrigins: [origin],
    database: drizzleAdapter(payload.db.drizzle as Parameters<typeof drizzleAdapter>[0], {
      provider: dialect === 'postgres' ? 'pg' : 'sqlite',
      schema: authSchemaFor(dialect),
    }),
    emailAndPassword: { enabled: false },
    socialProviders: googleConfigured(env) ? { google: googleProvider(env) } : {},
    // no provider trusted by name: linking to an existing buyer needs the provider's verified
    // address too (better-auth's rule for untrusted providers), besides googleProvider's check
    account: { accountLinking: { enabled: true, trustedProviders: [] } },
    ...(secondaryStorage
      ? {
          secondaryStorage,
          // sessions and one-time codes (with their try counts) also in the database: a Redis
          // restart signs no one out and loses no pending code
          verification: { storeInDatabase: true },
          // errors other than better-auth's own reach authHttpHandler, which answers Redis or
          // the database out of reach with a 503 (better-auth alone answers 500)
          onAPIError: { throw: true },
        }
      : {}),
    session: {
      expiresIn: signInRules.sessionIdleSeconds,
      updateAge: signInRules.sessionRenewAfterSeconds,
      ...(secondaryStorage ? { storeSessionInDatabase: true } : {}),
    },
    rateLimit: {
      // better-auth turns its limiter off outside production; ours is on everywhere.
      enabled: true,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: {
        '/email-otp/send-verification-otp': {
          window: 600,
          max: signInRules.sendsPerClientPer10Min,
        },
        '/sign-in/email-otp': { window: 600, max: signInRules.checksPerClientPer10Min },
        '/email-otp/request-email-change': { window: 600, max: signInRules.sendsPerClientPer10Min },
        '/email-otp/change-email': { window: 600, max: signInRules.checksPerClientPer10Min },
      },
    },
    advanced: {
      cookiePrefix: authCookiePrefix,
      useSecureCookies: secureCookiesFor(env),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', path: '/' },
      ipAddress: {
        // scripts/serve.mjs writes this header from the socket; a client's own value is believed
        // only through the hops TRUSTED_PROXIES names (addresses or CIDR, comma-separated)
        ipAddressHeaders: ['x-forwarded-for'],
        trustedProxies: trustedProxiesOf(env),
      },
    },
    telemetry: { enabled: false },
    // a buyer remembered for a few seconds (buyerOf) is forgotten when its session or user changes
    databaseHooks: {
      session: { delete: { after: async () => forgetBuyers(payload) } },
      user: {
        update: { after: async () => forgetBuyers(payload) },
        delete: { after: async () => forgetBuyers(payload) },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const email = typeof ctx.body?.email === 'string' ? normalizeEmail(ctx.body.email) : null
        const newEmail =
          typeof ctx.body?.newEmail === 'string' ? normalizeEmail(ctx.body.newEmail) : null
        // Counters a stranger could raise are kept per client (business rules §10): only the
        // 60 s gap belongs to the address alone, and a change-of-address code has its own gap,
        // so asking to move a profile onto someone's address never delays their sign-in code.
        const client = clientAddressOf(ctx.headers ?? ctx.request?.headers ?? new Headers(), env)
        if (ctx.path === '/email-otp/send-verification-otp' && ctx.body?.type !== 'sign-in') {
          throw new APIError('BAD_REQUEST', {
            code: 'UNSUPPORTED_TYPE',
            message: 'Only sign-in codes are sent here.',
          })
        }
        if (ctx.path === '/email-otp/request-email-change' && newEmail) {
          await consumeAll([
            { key: `change:${newEmail}`, rule: addressThrottles.resend, code: 'RESEND_WAIT' },
            {
              key: `hour:${newEmail}|${client}`,
              rule: addressThrottles.hourly,
              code: 'TOO_MANY_CODES',
            },
          ])
        }
        if (ctx.path === '/email-otp/change-email' && newEmail) {
          await consumeAll([
            {
              key: `check:${newEmail}|${client}`,
              rule: addressThrottles.checks,
              code: 'TOO_MANY_CHECKS',
            },
          ])
        }
        if (ctx.path === '/email-otp/send-verification-otp' && email) {
          await consumeAll([
            { key: `send:${email}`, rule: addressThrottles.resend, code: 'RESEND_WAIT' },
            {
              key: `hour:${email}|${client}`,
              rule: addressThrottles.hourly,
              code: 'TOO_MANY_CODES',
            },
          ])
        }
        if (ctx.path === '/sign-in/email-otp' && email) {
          await consumeAll([
            {
              key: `check:${email}|${client}`,
              rule: addressThrottles.checks,
              code: 'TOO_MANY_CHECKS',
            },
          ])
        }
      }),
      // a sign-in by code sets the buyer's language to the site's (issue 39 §4); Google's
      // comes back through /auth/callback, which does the same with the language it carries
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/sign-in/email-otp') return
        const signedIn = ctx.context.newSession
        if (!signedIn) return
        // a request that states no language leaves the buyer's as it was
        const locale = statedLocaleOfRequest(ctx.headers ?? ctx.request?.headers) ?? undefined
        // the sign-in stands even if this write fails: the language is only remembered later
        await ensureWebUser(payload, signedIn.user, { locale }).catch((error: unknown) => {
          payload.logger.error({ err: error }, 'The buyer’s language could not be remembered')
        })
      }),
    },
    plugins: [
      ...(bots
        ? [
            captcha({
              provider: bots.provider,
              secretKey: bots.secretKey,
              endpoints: ['/email-otp/send-verification-otp', '/email-otp/request-email-change'],
            }),
          ]
        : []),
      emailOTP({
        otpLength: signInRules.codeLength,
        expiresIn: signInRules.codeValidSeconds,
        allowedAttempts: signInRules.wrongTriesAllowed,
        // a database reader sees no usable code
        storeOTP: 'hashed',
        changeEmail: { enabled: true },
        rateLimit: { window: 600, max: signInRules.sendsPerClientPer10Min },
        async sendVerificationOTP({ email, otp, type }, ctx) {
          // the language of the site the buyer asked from (their own action): sign-in and
          // e-mail-change codes alike
          const locale = localeOfRequest(ctx?.request?.headers ?? ctx?.headers)
          const minutesValid = signInRules.codeValidSeconds / 60
          const content =
            type === 'change-email'
              ? emailChangeCodeEmail({ code: otp, locale, minutesValid })
              : signInCodeEmail({ code: otp, locale, minutesValid })
          await mailer.send({ to: email, locale, ...content })
        },
      }),
    ],
  })
}

export type ShopAuth = ReturnType<typeof createShopAuth>

/**
 * The better-auth endpoints the shop's pages call over HTTP; every other one (password reset,
 * verification e-mails, account linking, session lists…) answers 404. The server still calls
 * e-mail change and user update through `auth.api`, behind its own signed-in routes.
 */
export const authPathsInUse: ReadonlySet<string> = new Set([
  'POST /email-otp/send-verification-otp',
  'POST /sign-in/email-otp',
  'POST /sign-in/social',
  // Google answers with a redirect (GET) or, for form_post, a POST
  'GET /callback/google',
  'POST /callback/google',
  'POST /sign-out',
  'GET /error',
])

/** better-auth's HTTP handler, open only for the endpoints in use. */
export function authHttpHandler(auth: ShopAuth) {
  return async (request: Request): Promise<Response> => {
    const { pathname } = new URL(request.url)
    const path = pathname.startsWith(authBasePath) ? pathname.slice(authBasePath.length) : pathname
    if (!authPathsInUse.has(`${request.method} ${path}`))
      return errorResponse(refusalError(refuse('authEndpointNotInUse')))
    return answer(() => auth.handler(request))
  }
}
