import { randomBytes } from 'node:crypto'

import type { CollectionConfig, Payload } from 'payload'

import { adminOnly, adminOnlyField, hasRole, staffRoles } from './access'

/** Staff sign in to Payload's admin; shop customers never do (they use the shop's own sign-in). */
export const Staff: CollectionConfig = {
  slug: 'staff',
  labels: {
    singular: { en: 'Staff member', es: 'Miembro del personal' },
    plural: { en: 'Staff', es: 'Personal' },
  },
  auth: { useAPIKey: false, tokenExpiration: 8 * 60 * 60 },
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
}

/**
 * The first admin comes from ADMIN_EMAIL / ADMIN_PASSWORD, or is made with a
 * random password printed once, so a fresh install can always reach /admin.
 */
export async function ensureFirstAdmin(
  payload: Payload,
  env: NodeJS.ProcessEnv = process.env,
): Promise<void> {
  const { totalDocs } = await payload.count({ collection: 'staff', overrideAccess: true })
  if (totalDocs > 0) return
  const email = env.ADMIN_EMAIL || 'admin@example.com'
  const password = env.ADMIN_PASSWORD || randomBytes(9).toString('base64url')
  await payload.create({
    collection: 'staff',
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
