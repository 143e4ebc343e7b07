import { pbkdf2, randomBytes } from 'node:crypto'
import { promisify } from 'node:util'

import {
  APIError,
  type CollectionBeforeOperationHook,
  type CollectionConfig,
  type Payload,
} from 'payload'

import { adminOnly, adminOnlyField, hasRole, staffRoles } from './access'
import { clientAddressOf } from './client-address'
import { emailShell, escapeHtml } from './email-layout'
import { secureCookiesFor, siteOrigin } from './site'
import { createThrottle } from './throttle-store'

export const staffSlug = 'staff'

/** Staff sign-in attempts and reset mails per client per 10 minutes; there is no lockout per account. */
export const staffSignInPerClientPer10Min = 20

const pbkdf2Async = promisify(pbkdf2)

/**
 * Before Payload's own login: a per-client limit instead of its per-account lockout (which a
 * stranger could use to lock staff out), and for an e-mail that is no staff member, the same
 * password hash work Payload does for one that is (its current parameters), so neither the
 * answer nor its timing tells whether the address exists.
 */
function staffSignInGuard(env: NodeJS.ProcessEnv): CollectionBeforeOperationHook {
  return async ({ args, operation, req }) => {
    if (operation !== 'login' && operation !== 'forgotPassword') return args
    const client = clientAddressOf(req.headers, env)
    const refused = await createThrottle(req.payload).consumeAll([
      {
        key: `staff-sign-in|${client}`,
        rule: { windowMs: 10 * 60_000, max: staffSignInPerClientPer10Min },
        code: 'TOO_MANY_ATTEMPTS',
      },
    ])
    if (refused) {
      throw new APIError(
        `Too many attempts from this network. Try again in ${Math.ceil(refused.retryAfterSeconds / 60)} min.`,
        429,
      )
    }
    const data = (args as { data?: { email?: unknown; password?: unknown } }).data
    if (operation === 'login' && typeof data?.email === 'string') {
      const { totalDocs } = await req.payload.count({
        collection: 'staff',
        where: { email: { equals: data.email.trim().toLowerCase() } },
        overrideAccess: true,
      })
      if (totalDocs === 0) {
        await pbkdf2Async(
          String(data.password ?? ''),
          randomBytes(32).toString('hex'),
          600_000,
          32,
          'sha256',
        )
      }
    }
    return args
  }
}

/** Payload's forgotten-password mail, with a link on the shop's own origin, in the shop's mail frame. */
function resetPasswordEmail(env: NodeJS.ProcessEnv) {
  return ({ token }: { token?: string } = {}) => {
    const link = `${siteOrigin(env)}/admin/reset/${encodeURIComponent(token ?? '')}`
    return emailShell({
      locale: 'en',
      subject: 'Reset your admin password',
      preheader: 'A link to choose a new password for the Allegheny Controls admin.',
      bodyHtml: `<p>Someone asked to reset the password of this staff account. To choose a new one, open this link within an hour:</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
<p>If it was not you, ignore this message: the password stays as it is.</p>`,
    })
  }
}

/** Staff sign in to Payload's admin; shop customers never do (they use the shop's own sign-in). */
export const createStaff = (env: NodeJS.ProcessEnv = process.env): CollectionConfig => ({
  slug: 'staff',
  labels: {
    singular: { en: 'Staff member', es: 'Miembro del personal' },
    plural: { en: 'Staff', es: 'Personal' },
  },
  auth: {
    useAPIKey: false,
    tokenExpiration: 8 * 60 * 60,
    // no lockout per account: staffSignInGuard limits each client instead
    maxLoginAttempts: 0,
    cookies: { secure: secureCookiesFor(env), sameSite: 'Lax' },
    forgotPassword: {
      generateEmailSubject: () => 'Reset your admin password',
      generateEmailHTML: resetPasswordEmail(env),
    },
  },
  hooks: { beforeOperation: [staffSignInGuard(env)] },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'roles'],
    group: { en: 'Settings', es: 'Ajustes' },
  },
  access: {
    admin: ({ req }) => !!req.user && req.user.collection === 'staff',
    read: ({ req }) => (hasRole(req) ? true : req.user ? { id: { equals: req.user.id } } : false),
    create: adminOnly,
    update: ({ req }) => (hasRole(req) ? true : req.user ? { id: { equals: req.user.id } } : false),
    delete: adminOnly,
  },
  fields: [
    { name: 'name', type: 'text' },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['editor'],
      options: staffRoles.map((role) => ({ label: role, value: role })),
      access: { create: adminOnlyField, update: adminOnlyField },
      saveToJWT: true,
    },
  ],
})

/**
 * The first admin comes from ADMIN_EMAIL / ADMIN_PASSWORD, or is made with a
 * random password printed once, so a fresh install can always reach /admin.
 */
export async function ensureFirstAdmin(
  payload: Payload,
  env: NodeJS.ProcessEnv = process.env,
): Promise<void> {
  const { totalDocs } = await payload.count({ collection: staffSlug, overrideAccess: true })
  if (totalDocs > 0) return
  const email = env.ADMIN_EMAIL || 'admin@example.com'
  const password = env.ADMIN_PASSWORD || randomBytes(9).toString('base64url')
  await payload.create({
    collection: staffSlug,
    overrideAccess: true,
    data: { email, password, name: 'Administrator', roles: ['admin'] },
  })
  if (!env.ADMIN_PASSWORD) {
    payload.logger.info(
      `First admin created: ${email} / ${password} (set ADMIN_EMAIL and ADMIN_PASSWORD to choose them)`,
    )
  } else {
    payload.logger.info(`First admin created: ${email}`)
  }
}
