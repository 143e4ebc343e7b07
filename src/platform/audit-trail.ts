/**
 * The staff audit trail's rule (business rules §10): of the fields a collection watches, which a
 * staff change touched, with their values before and after, as plain JSON. Pure.
 */
export type AuditAction = 'create' | 'update' | 'delete' | 'import'
export type AuditChange = { field: string; before: unknown; after: unknown }

type Stored = Record<string, unknown>

const isRecord = (value: unknown): value is Stored =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * A stored value as the trail keeps it: a related document (populated or not) by its id, a
 * polymorphic one as `collection:id`, a list of plain values (roles) in a fixed order, empty
 * (an empty list too) as null.
 */
export function auditValue(value: unknown): unknown {
  if (value === undefined || value === null || value === '') return null
  // none (a web user created with no customers) reads as empty, like an unset field
  if (Array.isArray(value) && value.length === 0) return null
  if (Array.isArray(value)) {
    const items = value.map(auditValue)
    const plain = items.every((item) => !isRecord(item) && !Array.isArray(item))
    return plain ? items.map(String).sort() : items
  }
  if (isRecord(value)) {
    if ('relationTo' in value && 'value' in value) {
      return `${String(value.relationTo)}:${String(auditValue(value.value))}`
    }
    // a populated relation: a document of its own (array rows and groups have no timestamps)
    if ('id' in value && 'updatedAt' in value) return value.id
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, auditValue(value[key])]),
    )
  }
  return value
}

/** The watched fields whose value differs between two versions (null: created, or deleted). */
export function changedFields(
  before: Stored | null,
  after: Stored | null,
  fields: readonly string[],
): AuditChange[] {
  return fields.flatMap((field) => {
    const was = auditValue(before?.[field])
    const is = auditValue(after?.[field])
    return JSON.stringify(was) === JSON.stringify(is) ? [] : [{ field, before: was, after: is }]
  })
}

/**
 * Who made a change, as an entry keeps it: text written once (`staff:12`, `web-user:7`,
 * `token:erp`, `system:import`) with the e-mail or name and roles of the moment, so that
 * removing or renaming the actor later changes no entry.
 */
export type AuditActor = { actor: string; actorName: string | null; actorRoles: string | null }

export function staffActor(staff: {
  id: number | string
  email?: string | null
  roles?: readonly string[] | null
}): AuditActor {
  return {
    actor: `staff:${staff.id}`,
    actorName: staff.email ?? null,
    actorRoles: (staff.roles ?? []).join(', '),
  }
}

export function webUserActor(webUser: { id: number | string; email?: string | null }): AuditActor {
  return { actor: `web-user:${webUser.id}`, actorName: webUser.email ?? null, actorRoles: null }
}

export function tokenActor(name: string): AuditActor {
  return { actor: `token:${name}`, actorName: name, actorRoles: null }
}

/** The shop itself: a command-line import, the seed, a job. */
export function systemActor(what: string): AuditActor {
  return { actor: `system:${what}`, actorName: null, actorRoles: null }
}

const actorPattern = /^(staff|web-user|token|system):\S/

/** An actor a caller hands over (e.g. in Payload's request context), when it is one. */
export function asAuditActor(value: unknown): AuditActor | null {
  if (!isRecord(value) || typeof value.actor !== 'string' || !actorPattern.test(value.actor)) {
    return null
  }
  const text = (field: unknown) => (typeof field === 'string' ? field : null)
  return {
    actor: value.actor,
    actorName: text(value.actorName),
    actorRoles: text(value.actorRoles),
  }
}
