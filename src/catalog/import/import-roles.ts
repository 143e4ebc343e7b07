/**
 * Who may run and read each kind of import (business rules §10: "an import of a kind takes
 * the roles of what it writes"). Pure: the catalog-imports collection's access and the
 * authorization matrix read the same table. Admins may do everything and are not listed.
 * A capability above catalog adds a kind of its own (cross-references) where the Payload
 * config composes the collections (`createCatalogImports`): the functions take the whole table.
 */
export type ImportRole = 'editor' | 'sales'

export const catalogImportKinds = ['parts', 'priceList', 'series'] as const
export type CatalogImportKindName = (typeof catalogImportKinds)[number]

/** write: the roles that may change what the import writes; read: those who may read it. */
export type ImportKindRoles = { write: readonly ImportRole[]; read: readonly ImportRole[] }
export type ImportRoleTable = Readonly<Record<string, ImportKindRoles>>

/**
 * Parts and series: editors write, sales read; price lists: sales (a price list holds
 * customers' net prices, which editors may not see).
 */
export const importRoles: Record<CatalogImportKindName, ImportKindRoles> = {
  parts: { write: ['editor'], read: ['editor', 'sales'] },
  series: { write: ['editor'], read: ['editor', 'sales'] },
  priceList: { write: ['sales'], read: ['sales'] },
}

export const isImportKind = (kind: unknown, table: ImportRoleTable = importRoles): kind is string =>
  typeof kind === 'string' && Object.hasOwn(table, kind)

const isAdmin = (roles: readonly string[]) => roles.includes('admin')

/** May a staff member with these roles run an import of this kind? An unknown kind: no. */
export function mayWriteImport(
  roles: readonly string[],
  kind: unknown,
  table: ImportRoleTable = importRoles,
): boolean {
  if (!isImportKind(kind, table)) return false
  return isAdmin(roles) || (table[kind]?.write ?? []).some((role) => roles.includes(role))
}

/** The kinds whose imports (and their files) a staff member with these roles may read. */
export function readableImportKinds(
  roles: readonly string[],
  table: ImportRoleTable = importRoles,
): string[] {
  return Object.keys(table)
    .sort()
    .filter(
      (kind) => isAdmin(roles) || (table[kind]?.read ?? []).some((role) => roles.includes(role)),
    )
}

/** The kinds a staff member with these roles may import (the admin's create button). */
export function writableImportKinds(
  roles: readonly string[],
  table: ImportRoleTable = importRoles,
): string[] {
  return Object.keys(table)
    .sort()
    .filter((kind) => mayWriteImport(roles, kind, table))
}
