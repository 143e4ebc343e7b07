import { describe, expect, it } from 'vitest'

import {
  asAuditActor,
  auditValue,
  changedFields,
  staffActor,
  systemActor,
  tokenActor,
  webUserActor,
} from './audit-trail'

describe('changedFields', () => {
  it('lists a changed price with its value before and after, and nothing unwatched', () => {
    expect(
      changedFields(
        { pn: 'E22PB', listPriceCents: 1250, updatedAt: '2026-11-01' },
        { pn: 'E22PB', listPriceCents: 1375, updatedAt: '2026-11-25' },
        ['listPriceCents', 'pn'],
      ),
    ).toEqual([{ field: 'listPriceCents', before: 1250, after: 1375 }])
  })

  it('compares related documents by id, populated or not, and roles whatever their order', () => {
    expect(
      changedFields(
        { priceList: 3, roles: ['sales', 'editor'] },
        { priceList: { id: 3, name: 'OEM', updatedAt: 'x' }, roles: ['editor', 'sales'] },
        ['priceList', 'roles'],
      ),
    ).toEqual([])
    expect(
      changedFields({ priceList: 3, roles: ['editor'] }, { priceList: 4, roles: ['admin'] }, [
        'priceList',
        'roles',
      ]),
    ).toEqual([
      { field: 'priceList', before: 3, after: 4 },
      { field: 'roles', before: ['editor'], after: ['admin'] },
    ])
  })

  it('records a creation as every watched value from nothing, and a deletion to nothing', () => {
    expect(changedFields(null, { status: 'received', note: '' }, ['status', 'note'])).toEqual([
      { field: 'status', before: null, after: 'received' },
    ])
    expect(changedFields({ name: 'Keystone' }, null, ['name'])).toEqual([
      { field: 'name', before: 'Keystone', after: null },
    ])
  })

  it('keeps groups and array rows whole, and polymorphic links by collection and id', () => {
    expect(auditValue({ street: '1 Main', city: 'Erie' })).toEqual({
      city: 'Erie',
      street: '1 Main',
    })
    expect(auditValue([{ id: 'row1', qty: 2 }])).toEqual([{ id: 'row1', qty: 2 }])
    expect(auditValue({ relationTo: 'pages', value: { id: 9, updatedAt: 'x' } })).toBe('pages:9')
    expect(changedFields({ terms: { days: 30 } }, { terms: { days: 45 } }, ['terms'])).toEqual([
      { field: 'terms', before: { days: 30 }, after: { days: 45 } },
    ])
  })
})

describe('audit actors', () => {
  it('names staff, web users, tokens and the shop as text kept with the entry', () => {
    expect(staffActor({ id: 12, email: 'dana@shop.example', roles: ['sales', 'editor'] })).toEqual({
      actor: 'staff:12',
      actorName: 'dana@shop.example',
      actorRoles: 'sales, editor',
    })
    expect(webUserActor({ id: 7, email: 'kim@keystone.example' })).toMatchObject({
      actor: 'web-user:7',
    })
    expect(tokenActor('erp-nightly').actor).toBe('token:erp-nightly')
    expect(systemActor('import').actor).toBe('system:import')
  })

  it('takes an actor from a request context only when it is one', () => {
    expect(asAuditActor({ actor: 'web-user:7', actorName: 'kim@keystone.example' })).toEqual({
      actor: 'web-user:7',
      actorName: 'kim@keystone.example',
      actorRoles: null,
    })
    expect(asAuditActor({ actor: 'admin' })).toBeNull()
    expect(asAuditActor('staff:1')).toBeNull()
    expect(asAuditActor(undefined)).toBeNull()
  })

  it('an empty list reads as no value (a web user created with no customers is no change)', () => {
    expect(changedFields(null, { customers: [] }, ['customers'])).toEqual([])
  })
})
