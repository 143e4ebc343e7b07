import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionConfig,
  Field,
  PayloadRequest,
} from 'payload'

import { hasRole } from './access'
import {
  asAuditActor,
  changedFields,
  staffActor,
  systemActor,
  type AuditAction,
  type AuditActor,
} from './audit-trail'

/**
 * The staff audit trail (business rules §10): every staff change to a price, a customer, a
 * role or an order's status, with who, when, and the watched fields before and after. Entries
 * are written by the audited collections' hooks, in the change's own transaction (no change
 * without its entry, no entry without its change); no staff role may create, edit or delete one.
 */
export const auditEntriesSlug = 'audit-entries'
export const auditChangesSlug = 'audit-changes'

/** Read by sales and admins; written only by the shop itself, never changed or removed by anyone. */
const neverChanged: CollectionConfig['access'] = {
  read: ({ req }) => hasRole(req, 'sales'),
  create: () => false,
  update: () => false,
  delete: () => false,
}

export const AuditEntries: CollectionConfig = {
  slug: auditEntriesSlug,
  labels: {
    singular: { en: 'Audit entry', es: 'Entrada de auditoría' },
    plural: { en: 'Audit trail', es: 'Registro de auditoría' },
  },
  admin: {
    useAsTitle: 'documentTitle',
    defaultColumns: ['at', 'actorName', 'collectionSlug', 'documentTitle', 'action'],
    group: { en: 'Settings', es: 'Ajustes' },
  },
  defaultSort: '-at',
  access: neverChanged,
  fields: [
    { name: 'at', label: { en: 'When', es: 'Cuándo' }, type: 'date', required: true, index: true },
    // who, kept as text as written (no reference: removing a staff member, a web user or a token
    // later changes nothing here): `staff:12`, `web-user:7`, `token:erp`, `system:import`
    {
      name: 'actor',
      label: { en: 'Who', es: 'Quién' },
      type: 'text',
      required: true,
      index: true,
    },
    { name: 'actorName', label: { en: 'E-mail or name', es: 'Correo o nombre' }, type: 'text' },
    { name: 'actorRoles', label: { en: 'Roles then', es: 'Roles entonces' }, type: 'text' },
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
        { value: 'import', label: { en: 'Imported', es: 'Importado' } },
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

/**
 * What a change made in bulk (an import; later the ERP's pushes) did, one row per key and field
 * whose value it changed: the part, price-list entry, series or table row (`key`), the field,
 * and the values before and after as text (none before: added; none after: removed). Written
 * in the bulk change's own transaction by one `INSERT … SELECT` that compares the stored
 * values with the new ones in SQL (`bulk-audit-store.ts`), under an entry that names who and when.
 */
export const AuditChanges: CollectionConfig = {
  slug: auditChangesSlug,
  labels: {
    singular: { en: 'Bulk change', es: 'Cambio masivo' },
    plural: { en: 'Bulk changes', es: 'Cambios masivos' },
  },
  admin: {
    useAsTitle: 'key',
    defaultColumns: ['entry', 'key', 'field', 'before', 'after'],
    group: { en: 'Settings', es: 'Ajustes' },
  },
  access: neverChanged,
  fields: [
    {
      name: 'entry',
      label: { en: 'Audit entry', es: 'Entrada de auditoría' },
      type: 'relationship',
      relationTo: auditEntriesSlug,
      required: true,
      index: true,
    },
    { name: 'key', label: { en: 'What', es: 'Qué' }, type: 'text', required: true, index: true },
    { name: 'field', label: { en: 'Field', es: 'Campo' }, type: 'text', required: true },
    { name: 'before', label: { en: 'Before', es: 'Antes' }, type: 'text' },
    { name: 'after', label: { en: 'After', es: 'Después' }, type: 'text' },
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
 * Who a change is by: the signed-in staff member; else, where every actor's change is kept,
 * the actor the shop's code names in the request's context (`auditActor`: the buyer whose
 * first order links them to a customer) or the shop itself; else nobody (not recorded).
 */
function actorOf(req: PayloadRequest, everyActor: boolean): AuditActor | null {
  const staff = staffOf(req)
  if (staff) return staffActor(staff)
  if (!everyActor) return null
  return asAuditActor(req.context?.auditActor) ?? systemActor('shop')
}

/**
 * `config` with hooks that record each staff change to its watched fields (default: all its
 * data fields). Changes made by the shop itself (a buyer's order, an import from the command
 * line) have no staff member and are not staff changes, unless `everyActor` (a web user's
 * membership of customers: whoever moves them, business rules §10).
 */
export function withAuditTrail(
  config: CollectionConfig,
  watched: { fields?: readonly string[]; everyActor?: boolean } = {},
): CollectionConfig {
  const fields = watched.fields ?? dataFieldNames(config.fields)
  const titleField = config.admin?.useAsTitle
  const record = async (
    req: PayloadRequest,
    action: AuditAction,
    before: Record<string, unknown> | null,
    after: Record<string, unknown> | null,
  ) => {
    const actor = actorOf(req, watched.everyActor === true)
    if (!actor) return
    const changes = changedFields(before, after, fields)
    if (changes.length === 0) return
    const doc = (after ?? before) as Record<string, unknown>
    await req.payload.create({
      collection: auditEntriesSlug,
      data: {
        at: new Date().toISOString(),
        ...actor,
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
