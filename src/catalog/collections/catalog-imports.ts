import path from 'node:path'

import type { CollectionBeforeChangeHook, CollectionConfig, Payload } from 'payload'

import {
  importRoles,
  isImportKind,
  mayWriteImport,
  readableImportKinds,
  writableImportKinds,
  type ImportKindRoles,
  type ImportRoleTable,
} from '@/catalog/import/import-roles'
import { decodeCsvBytes, runCatalogImport } from '@/catalog/import/run-import'

import { hasRole, rolesOf } from '@/platform/access'
import { staffActor, type AuditActor } from '@/platform/audit-trail'
import { missingFileIsNotFound } from '@/platform/cms-api'
import { mediaDirOf } from '@/platform/paths'

/**
 * An import kind a capability above catalog adds to the upload (cross-references): its name,
 * label, roles (business rules §10) and what runs its file. Passed in where the Payload config
 * composes the collections (`createCatalogImports`), so catalog never imports it.
 */
export type ImportKindPlugin = {
  value: string
  label: { en: string; es: string }
  roles: ImportKindRoles
  run(
    payload: Payload,
    request: { csvText: string; actor?: AuditActor },
  ): Promise<{ ok: true; summary: string } | { ok: false; report: string }>
}

/**
 * Runs the uploaded file's import when the record is created and stores the outcome on it.
 * Tested on both dialects inside Payload's create: on SQLite the import is one libsql batch
 * on Payload's connection (Payload itself runs no transaction there); on PostgreSQL it is a
 * transaction on another pool client, committed before the record is written (Payload's
 * transaction for the create holds no lock the import needs). A rejected file changes
 * nothing and the record says why.
 */
const runUploadedImport =
  (plugins: readonly ImportKindPlugin[]): CollectionBeforeChangeHook =>
  async ({ data, operation, req }) => {
    if (operation !== 'create' || req.context?.skipImport) return data
    const file = req.file?.data
    if (!file) {
      return { ...data, status: 'rejected', report: 'No file was uploaded.' }
    }
    try {
      const user = req.user as { collection?: string } | null
      // the audit entry of what it changes names the staff member who uploaded it
      const by = user?.collection === 'staff' ? { actor: staffActor(req.user as never) } : {}
      const plugin = plugins.find((each) => each.value === data.kind)
      if (plugin) {
        const outcome = await plugin.run(req.payload, { csvText: decodeCsvBytes(file), ...by })
        return outcome.ok
          ? { ...data, status: 'imported', report: outcome.summary }
          : { ...data, status: 'rejected', report: outcome.report }
      }
      const outcome = await runCatalogImport(
        req.payload,
        {
          kind: data.kind,
          csvText: decodeCsvBytes(file),
          priceList: data.priceList,
          fullCatalogue: data.fullCatalogue,
        },
        by,
      )
      return outcome.ok
        ? { ...data, status: 'imported', report: outcome.summary }
        : { ...data, status: 'rejected', report: outcome.report }
    } catch (error) {
      req.payload.logger.error({ err: error }, 'catalogue import failed')
      const message = error instanceof Error ? error.message : String(error)
      return {
        ...data,
        status: 'rejected',
        report: `The import failed and changed nothing: ${message}`,
      }
    }
  }

/**
 * A CSV file staff upload in the admin to replace parts, a price list or the
 * series: editors parts and series, sales price lists (business rules §10). The file is checked whole: one bad row rejects it, and the report
 * names every bad row with its line number. Kept as a record of who changed
 * the catalogue and when.
 */
export function createCatalogImports(plugins: readonly ImportKindPlugin[] = []): CollectionConfig {
  const table: ImportRoleTable = {
    ...importRoles,
    ...Object.fromEntries(plugins.map((plugin) => [plugin.value, plugin.roles])),
  }
  const allKinds = Object.keys(table).length
  return {
    slug: 'catalog-imports',
    labels: {
      singular: { en: 'Catalogue import', es: 'Importación de catálogo' },
      plural: { en: 'Catalogue imports', es: 'Importaciones de catálogo' },
    },
    admin: {
      useAsTitle: 'filename',
      defaultColumns: ['filename', 'kind', 'status', 'createdAt'],
      group: { en: 'Catalogue', es: 'Catálogo' },
    },
    // an import takes the roles of what it writes, and is read (file included: Payload's file
    // route applies the same rule) by those who may read it (import-roles.ts)
    access: {
      read: ({ req }) => {
        const kinds = readableImportKinds(rolesOf(req), table)
        if (kinds.length === allKinds) return true
        return kinds.length > 0 && { kind: { in: kinds } }
      },
      // without a kind (the admin's create button, or a body validation will refuse with 400):
      // may this member start some import
      create: ({ req, data }) =>
        isImportKind(data?.kind, table)
          ? mayWriteImport(rolesOf(req), data.kind, table)
          : writableImportKinds(rolesOf(req), table).length > 0,
      update: () => false,
      delete: ({ req }) => hasRole(req),
    },
    hooks: {
      beforeChange: [runUploadedImport(plugins)],
    },
    upload: {
      staticDir: path.join(mediaDirOf(), 'imports'),
      handlers: [missingFileIsNotFound],
      mimeTypes: ['text/csv', 'text/plain', 'application/csv', 'application/vnd.ms-excel'],
    },
    fields: [
      {
        name: 'kind',
        type: 'select',
        required: true,
        options: [
          { label: { en: 'Parts', es: 'Referencias' }, value: 'parts' },
          { label: { en: 'Price list', es: 'Lista de precios' }, value: 'priceList' },
          { label: { en: 'Series', es: 'Series' }, value: 'series' },
          ...plugins.map((plugin) => ({ label: plugin.label, value: plugin.value })),
        ],
        // the admin offers only the kinds this member may import (the shop's own calls, with no
        // user, are not limited here: access decides)
        filterOptions: ({ options, req }) => {
          if (!req.user) return options
          const kinds: readonly string[] = writableImportKinds(rolesOf(req), table)
          return options.filter((option) =>
            kinds.includes(typeof option === 'string' ? option : option.value),
          )
        },
      },
      {
        name: 'priceList',
        type: 'text',
        label: { en: 'Price list name', es: 'Nombre de la lista' },
        admin: {
          condition: (data) => data?.kind === 'priceList',
          description: 'OEM, Distributor, …',
        },
      },
      {
        name: 'fullCatalogue',
        type: 'checkbox',
        defaultValue: false,
        label: {
          en: 'Full catalogue (parts missing from the file become unavailable)',
          es: 'Catálogo completo (las referencias que falten quedan no disponibles)',
        },
        admin: { condition: (data) => data?.kind === 'parts' },
      },
      {
        name: 'status',
        type: 'select',
        defaultValue: 'pending',
        options: [
          { label: { en: 'Pending', es: 'Pendiente' }, value: 'pending' },
          { label: { en: 'Imported', es: 'Importado' }, value: 'imported' },
          { label: { en: 'Rejected', es: 'Rechazado' }, value: 'rejected' },
        ],
        admin: { readOnly: true, position: 'sidebar' },
      },
      { name: 'report', type: 'textarea', admin: { readOnly: true } },
    ],
  }
}

/** The upload with the catalogue's own kinds only (tests and tools that need no other). */
export const CatalogImports: CollectionConfig = createCatalogImports()
