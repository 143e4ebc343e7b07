/**
 * Who may run and read each kind of import (business rules §10: "an import of a kind takes
 * the roles of what it writes"). Pure: the catalog-imports collection's access and the
 * authorization matrix read the same table. Admins may do everything and are not listed.
 */
export type ImportRole = 'editor' | 'sales'

export const catalogImportKinds = ['parts', 'priceList', 'series'] as const
export type CatalogImportKindName = (typeof catalogImportKinds)[number]

/**
 * write: the roles that may change what the import writes (parts and series: editors; price
 * lists: sales). read: the roles that may read it (sales read parts and series; a price list
 * holds customers' net prices, which editors may not see).
 */
export const importRoles: Record<
  CatalogImportKindName,
  { write: readonly ImportRole[]; read: readonly ImportRole[] }
> = {
  parts: { write: ['editor'], read: ['editor', 'sales'] },
  series: { write: ['editor'], read: ['editor', 'sales'] },
  priceList: { write: ['sales'], read: ['sales'] },
}

export const isImportKind = (kind: unknown): kind is CatalogImportKindName =>
  typeof kind === 'string' && (catalogImportKinds as readonly string[]).includes(kind)

const isAdmin = (roles: readonly string[]) => roles.includes('admin')

/** May a staff member with these roles run an import of this kind? An unknown kind: no. */
export function mayWriteImport(roles: readonly string[], kind: unknown): boolean {
  if (!isImportKind(kind)) return false
  return isAdmin(roles) || importRoles[kind].write.some((role) => roles.includes(role))
}

/** The kinds whose imports (and their files) a staff member with these roles may read. */
export function readableImportKinds(roles: readonly string[]): CatalogImportKindName[] {
  return catalogImportKinds.filter(
    (kind) => isAdmin(roles) || importRoles[kind].read.some((role) => roles.includes(role)),
  )
}

/** The kinds a staff member with these roles may import (the admin's create button). */
export function writableImportKinds(roles: readonly string[]): CatalogImportKindName[] {
  return catalogImportKinds.filter((kind) => mayWriteImport(roles, kind))
}
