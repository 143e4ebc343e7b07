import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionConfig,
  Field,
  PayloadRequest,
} from 'payload'

import { hasRole } from './access'
import { changedFields, type AuditAction } from './audit-trail'

/**
 * The staff audit trail (business rules §10): every staff change to a price, a customer, a
 * role or an order's status, with who, when, and the watched fields before and after. Entries
 * are written by the audited collections' hooks, in the change's own transaction (no change
 * without its entry, no entry without its change); no staff role may create, edit or delete one.
 */
export const auditEntriesSlug = 'audit-entries'

export const AuditEntries: CollectionConfig = {
  slug: auditEntriesSlug,
  labels: {
    singular: { en: 'Audit entry', es: 'Entrada de auditoría' },
    plural: { en: 'Audit trail', es: 'Registro de auditoría' },
  },
  admin: {
    useAsTitle: 'documentTitle',
    defaultColumns: ['at', 'staffEmail', 'collectionSlug', 'documentTitle', 'action'],
    group: { en: 'Settings', es: 'Ajustes' },
  },
  defaultSort: '-at',
  access: {
    read: ({ req }) => hasRole(req, 'sales'),
    create: () => false,
    update: () => false,
    delete: () => false,
  },
  fields: [
    { name: 'at', label: { en: 'When', es: 'Cuándo' }, type: 'date', required: true, index: true },
    {
      name: 'staff',
      label: { en: 'Staff member', es: 'Miembro del personal' },
      type: 'relationship',
      relationTo: 'staff',
      index: true,
    },
    // kept as written: a staff member may later be renamed or removed
    { name: 'staffEmail', label: { en: 'Staff e-mail', es: 'Correo' }, type: 'text' },
    { name: 'staffRoles', label: { en: 'Roles then', es: 'Roles entonces' }, type: 'text' },
    {
      name: 'collectionSlug',
      label: { en: 'What', es: 'Qué' },
      type: 'text',
      required: true,
      index: true,
    },
    {
      name: 'documentId',
      label: { en: 'Id', es: 'Id' },
      type: 'text',
      required: true,
      index: true,
    },
    { name: 'documentTitle', label: { en: 'Document', es: 'Documento' }, type: 'text' },
    {
      name: 'action',
      label: { en: 'Action', es: 'Acción' },
      type: 'select',
      required: true,
      options: [
        { value: 'create', label: { en: 'Created', es: 'Creado' } },
        { value: 'update', label: { en: 'Changed', es: 'Cambiado' } },
        { value: 'delete', label: { en: 'Deleted', es: 'Eliminado' } },
      ],
    },
    {
      name: 'changes',
      label: { en: 'Before and after', es: 'Antes y después' },
      type: 'json',
      required: true,
    },
  ],
}

/** Kept by Payload itself (sanitizing a config adds the timestamps to its fields): never a staff change. */
const payloadOwnFields = new Set(['id', 'createdAt', 'updatedAt'])

/**
 * A collection's top-level data fields (through rows, collapsibles and unnamed tabs): no joins,
 * no UI, none of Payload's own.
 */
export function dataFieldNames(fields: readonly Field[]): string[] {
  return dataFieldsIn(fields).filter((name) => !payloadOwnFields.has(name))
}

function dataFieldsIn(fields: readonly Field[]): string[] {
  return fields.flatMap((field): string[] => {
    if (field.type === 'row' || field.type === 'collapsible') return dataFieldsIn(field.fields)
    if (field.type === 'tabs') {
      return field.tabs.flatMap((tab) =>
        'name' in tab && tab.name ? [tab.name] : dataFieldsIn(tab.fields),
      )
    }
    if (field.type === 'join' || field.type === 'ui' || !('name' in field)) return []
    return [field.name]
  })
}

type StaffUser = { id: number | string; email?: string | null; roles?: readonly string[] | null }

function staffOf(req: PayloadRequest): StaffUser | null {
  const user = req.user as (StaffUser & { collection?: string }) | null | undefined
  return user && user.collection === 'staff' ? user : null
}

/**
 * `config` with hooks that record each staff change to its watched fields (default: all its
 * data fields). Changes made by the shop itself (a buyer's order, an import from the command
 * line) have no staff member and are not staff changes.
 */
export function withAuditTrail(
  config: CollectionConfig,
  watched: { fields?: readonly string[] } = {},
): CollectionConfig {
  const fields = watched.fields ?? dataFieldNames(config.fields)
  const titleField = config.admin?.useAsTitle
  const record = async (
    req: PayloadRequest,
    action: AuditAction,
    before: Record<string, unknown> | null,
    after: Record<string, unknown> | null,
  ) => {
    const staff = staffOf(req)
    if (!staff) return
    const changes = changedFields(before, after, fields)
    if (changes.length === 0) return
    const doc = (after ?? before) as Record<string, unknown>
    await req.payload.create({
      collection: auditEntriesSlug,
      data: {
        at: new Date().toISOString(),
        staff: typeof staff.id === 'number' ? staff.id : Number(staff.id),
        staffEmail: staff.email ?? null,
        staffRoles: (staff.roles ?? []).join(', '),
        collectionSlug: config.slug,
        documentId: String(doc.id),
        documentTitle: String((titleField && doc[titleField]) || doc.id),
        action,
        changes,
      },
      overrideAccess: true,
      // the change's own transaction
      req,
    })
  }
  const afterChange: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
    await record(
      req,
      operation === 'create' ? 'create' : 'update',
      operation === 'create' ? null : previousDoc,
      doc,
    )
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
    await record(req, 'delete', doc, null)
    return doc
  }
  return {
    ...config,
    hooks: {
      ...config.hooks,
      afterChange: [...(config.hooks?.afterChange ?? []), afterChange],
      afterDelete: [...(config.hooks?.afterDelete ?? []), afterDelete],
    },
  }
}
