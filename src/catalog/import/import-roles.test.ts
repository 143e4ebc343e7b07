import { describe, expect, it } from 'vitest'

import {
  importRoles,
  mayWriteImport,
  readableImportKinds,
  writableImportKinds,
} from './import-roles'

describe('import roles (business rules §10)', () => {
  it('editors import parts and series, never a price list', () => {
    expect(mayWriteImport(['editor'], 'parts')).toBe(true)
    expect(mayWriteImport(['editor'], 'series')).toBe(true)
    expect(mayWriteImport(['editor'], 'priceList')).toBe(false)
    expect(writableImportKinds(['editor'])).toEqual(['parts', 'series'])
  })

  it('sales import price lists only', () => {
    expect(mayWriteImport(['sales'], 'priceList')).toBe(true)
    expect(mayWriteImport(['sales'], 'parts')).toBe(false)
    expect(mayWriteImport(['sales'], 'series')).toBe(false)
  })

  it('admins import everything; nobody imports an unknown kind', () => {
    expect(writableImportKinds(['admin'])).toEqual(['parts', 'priceList', 'series'])
    expect(mayWriteImport(['admin'], 'zones')).toBe(false)
    expect(mayWriteImport(['admin'], undefined)).toBe(false)
    expect(mayWriteImport([], 'parts')).toBe(false)
  })

  it('price-list imports are read by sales and admins only', () => {
    expect(readableImportKinds(['editor'])).toEqual(['parts', 'series'])
    expect(readableImportKinds(['sales'])).toEqual(['parts', 'priceList', 'series'])
    expect(readableImportKinds(['admin'])).toEqual(['parts', 'priceList', 'series'])
    expect(readableImportKinds([])).toEqual([])
  })
})

describe('an import kind a capability above adds (cross-references)', () => {
  const table = {
    ...importRoles,
    crossReferences: { write: ['editor'], read: ['editor', 'sales'] },
  } as const

  it('editors and admins import it, sales read it', () => {
    expect(mayWriteImport(['editor'], 'crossReferences', table)).toBe(true)
    expect(mayWriteImport(['sales'], 'crossReferences', table)).toBe(false)
    expect(mayWriteImport(['admin'], 'crossReferences', table)).toBe(true)
    expect(readableImportKinds(['sales'], table)).toContain('crossReferences')
    expect(writableImportKinds(['editor'], table)).toEqual(['crossReferences', 'parts', 'series'])
  })

  it('is unknown to the catalogue’s own table', () => {
    expect(mayWriteImport(['admin'], 'crossReferences')).toBe(false)
  })
})
