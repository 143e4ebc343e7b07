import type { Access, FieldAccess, PayloadRequest } from 'payload'

/** Staff roles. admin: everything; editor: content; sales: customers, price lists, orders. */
export const staffRoles = ['admin', 'editor', 'sales'] as const
export type StaffRole = (typeof staffRoles)[number]

/** The signed-in staff member's roles (none for visitors and buyers). */
export function rolesOf(req: PayloadRequest): readonly string[] {
  const user = req.user as { collection?: string; roles?: string[] | null } | null
  if (!user || user.collection !== 'staff') return []
  return user.roles ?? []
}

export function hasRole(req: PayloadRequest, ...roles: StaffRole[]): boolean {
  const own = rolesOf(req)
  return own.includes('admin') || roles.some((role) => own.includes(role))
}

export const adminOnly: Access = ({ req }) => hasRole(req)
export const editors: Access = ({ req }) => hasRole(req, 'editor')
export const sales: Access = ({ req }) => hasRole(req, 'sales')
export const anyone: Access = () => true
export const adminOnlyField: FieldAccess = ({ req }) => hasRole(req)
/** Any staff role: what Payload's API shows beyond the public pages. */
export const staff: Access = ({ req }) => hasRole(req, 'editor', 'sales')
export const staffField: FieldAccess = ({ req }) => hasRole(req, 'editor', 'sales')

/** Visitors read published documents only; editors also read drafts. */
export const publishedOrEditors: Access = ({ req }) => {
  if (hasRole(req, 'editor')) return true
  return { _status: { equals: 'published' } }
}

/**
 * A collection with drafts: visitors read published documents, editors everything. Versions hold
 * the drafts, so only editors read them (Payload's default let sales in).
 */
export const draftsByEditors = () => ({
  read: publishedOrEditors,
  readVersions: editors,
  create: editors,
  update: editors,
  delete: editors,
})
