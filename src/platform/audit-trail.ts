/**
 * The staff audit trail's rule (business rules §10): of the fields a collection watches, which a
 * staff change touched, with their values before and after, as plain JSON. Pure.
 */
export type AuditAction = 'create' | 'update' | 'delete'
export type AuditChange = { field: string; before: unknown; after: unknown }

type Stored = Record<string, unknown>

const isRecord = (value: unknown): value is Stored =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * A stored value as the trail keeps it: a related document (populated or not) by its id, a
 * polymorphic one as `collection:id`, a list of plain values (roles) in a fixed order, empty as null.
 */
export function auditValue(value: unknown): unknown {
  if (value === undefined || value === null || value === '') return null
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
