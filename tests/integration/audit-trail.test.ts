/**
 * The staff audit trail (business rules §10) on a fresh database (SQLite, and PostgreSQL with
 * TEST_DATABASE_URL): staff change a price, a customer, a role and an order's status through
 * Payload with their own access, and each change leaves one entry (who, when, before, after);
 * the shop's own writes and unchanged saves leave none; no staff role may create, edit or
 * delete an entry, and only admin and sales may read them.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { moveOrder } from '@/checkout/orders/order-desk'

import { dialectsUnderTest, openTestDatabase, type TestDatabase } from '../support/databases'

type Staff = { id: number; email: string; roles: string[]; collection: 'staff' }
type Entry = {
  id: number
  at: string
  actor: string
  actorName: string
  actorRoles: string
  collectionSlug: string
  documentId: string
  documentTitle: string
  action: string
  changes: { field: string; before: unknown; after: unknown }[]
}

function suite(dialect: 'sqlite' | 'postgres') {
  let database: TestDatabase
  let payload: Payload
  const staff: Record<'admin' | 'editor' | 'sales', Staff> = {} as never

  beforeAll(async () => {
    database = await openTestDatabase(dialect)
    payload = database.payload
    for (const role of ['admin', 'editor', 'sales'] as const) {
      const made = await payload.create({
        collection: 'staff',
        data: { email: `${role}@audit.example`, password: 'correct-horse-battery', roles: [role] },
        overrideAccess: true,
      })
      staff[role] = { ...(made as unknown as Staff), collection: 'staff' }
    }
  })
  afterAll(async () => {
    await database?.close()
  })

  /** The entries about one document, oldest first, read as admin. */
  const entriesAbout = async (collectionSlug: string, documentId: number | string) =>
    (
      await payload.find({
        collection: 'audit-entries',
        where: {
          and: [
            { collectionSlug: { equals: collectionSlug } },
            { documentId: { equals: String(documentId) } },
          ],
        },
        sort: 'at',
        depth: 0,
        user: staff.admin,
        overrideAccess: false,
      })
    ).docs as unknown as Entry[]

  it(`${dialect}: a price, a customer, a role and an order's status each leave who, when, before and after`, async () => {
    const started = Date.now()
    // the shop's own writes (seeding here; a buyer's order, a command-line import) are not staff changes
    const list = await payload.create({
      collection: 'price-lists',
      data: { name: 'OEM' },
      overrideAccess: true,
    })
    const entry = await payload.create({
      collection: 'price-list-entries',
      data: { priceList: list.id, valueType: 'Actual', pn: 'E22PBEA-01', value: 12.5 },
      overrideAccess: true,
    })
    const customer = await payload.create({
      collection: 'customers',
      data: { name: 'Keystone Panel Systems', priceList: 'OEM', arTerm: 'NET 30' },
      overrideAccess: true,
    })
    expect(await entriesAbout('price-list-entries', entry.id)).toEqual([])

    // a price: sales raise the OEM price of E22PBEA-01 from $12.50 to $13.75
    await payload.update({
      collection: 'price-list-entries',
      id: entry.id,
      data: { value: 13.75 },
      user: staff.sales,
      overrideAccess: false,
    })
    // a customer: sales move Keystone to Distributor prices and NET 45 terms
    await payload.update({
      collection: 'customers',
      id: customer.id,
      data: { priceList: 'Distributor', arTerm: 'NET 45' },
      user: staff.sales,
      overrideAccess: false,
    })
    // saving it again unchanged records nothing
    await payload.update({
      collection: 'customers',
      id: customer.id,
      data: { priceList: 'Distributor' },
      user: staff.sales,
      overrideAccess: false,
    })
    // a role: the admin makes the editor a sales member too
    await payload.update({
      collection: 'staff',
      id: staff.editor.id,
      data: { roles: ['editor', 'sales'] },
      user: staff.admin,
      overrideAccess: false,
    })
    // an order's status: sales confirm an order through the order desk
    const webUser = await payload.create({
      collection: 'web-users',
      data: { email: 'buyer@keystone.example' },
      overrideAccess: true,
    })
    const order = await payload.create({
      collection: 'orders',
      data: {
        number: 'AC-AUDIT-1',
        status: 'received',
        webUser: webUser.id,
        buyerEmail: 'buyer@keystone.example',
        customer: customer.id,
        locale: 'en',
        lines: [],
        fees: [],
        subtotalCents: 2750,
        totalCents: 2750,
        shippingAddress: {},
        billingAddress: {},
      },
      overrideAccess: true,
    })
    expect(await entriesAbout('orders', order.id)).toEqual([])
    await moveOrder({ payload }, order.id, 'confirmed', {
      kind: 'staff',
      name: 'Sales',
      user: staff.sales as never,
    })

    const [priceEntry, ...morePrice] = await entriesAbout('price-list-entries', entry.id)
    const [customerEntry, ...moreCustomer] = await entriesAbout('customers', customer.id)
    const [roleEntry, ...moreRole] = await entriesAbout('staff', staff.editor.id)
    const [orderEntry, ...moreOrder] = await entriesAbout('orders', order.id)
    expect(
      [...morePrice, ...moreCustomer, ...moreRole, ...moreOrder].map((extra) => extra.changes),
      'one entry per change',
    ).toEqual([])
    expect(priceEntry).toMatchObject({
      actor: `staff:${staff.sales.id}`,
      actorName: 'sales@audit.example',
      actorRoles: 'sales',
      action: 'update',
      changes: [{ field: 'value', before: 12.5, after: 13.75 }],
    })
    expect(customerEntry).toMatchObject({
      actorName: 'sales@audit.example',
      documentTitle: 'Keystone Panel Systems',
      action: 'update',
      changes: [
        { field: 'priceList', before: 'OEM', after: 'Distributor' },
        { field: 'arTerm', before: 'NET 30', after: 'NET 45' },
      ],
    })
    expect(roleEntry).toMatchObject({
      actorName: 'admin@audit.example',
      actorRoles: 'admin',
      documentTitle: 'editor@audit.example',
      changes: [{ field: 'roles', before: ['editor'], after: ['editor', 'sales'] }],
    })
    expect(orderEntry).toMatchObject({
      actorName: 'sales@audit.example',
      documentTitle: 'AC-AUDIT-1',
      changes: [{ field: 'status', before: 'received', after: 'confirmed' }],
    })
    for (const kept of [priceEntry, customerEntry, roleEntry, orderEntry]) {
      const at = Date.parse(kept!.at)
      expect(at).toBeGreaterThanOrEqual(started - 1000)
      expect(at).toBeLessThanOrEqual(Date.now() + 1000)
    }
    console.log(
      `[audit ${dialect}] 4 entries: ${[priceEntry, customerEntry, roleEntry, orderEntry]
        .map((kept) => `${kept!.collectionSlug} by ${kept!.actorName}`)
        .join('; ')}`,
    )
  })

  it(`${dialect}: no staff role may create, edit or delete an entry; editors may not read them`, async () => {
    const [entry] = (
      await payload.find({ collection: 'audit-entries', limit: 1, overrideAccess: true })
    ).docs as unknown as Entry[]
    expect(entry).toBeDefined()
    const refusals: string[] = []
    for (const role of ['admin', 'editor', 'sales'] as const) {
      const user = staff[role]
      const attempts = {
        edit: () =>
          payload.update({
            collection: 'audit-entries',
            id: entry!.id,
            data: { actorName: 'someone-else@audit.example' },
            user,
            overrideAccess: false,
          }),
        delete: () =>
          payload.delete({
            collection: 'audit-entries',
            id: entry!.id,
            user,
            overrideAccess: false,
          }),
        create: () =>
          payload.create({
            collection: 'audit-entries',
            data: {
              at: new Date().toISOString(),
              actor: `staff:${user.id}`,
              collectionSlug: 'customers',
              documentId: '1',
              action: 'update',
              changes: [],
            },
            user,
            overrideAccess: false,
          }),
      }
      for (const [what, attempt] of Object.entries(attempts)) {
        await expect(attempt(), `${role} ${what}`).rejects.toMatchObject({ status: 403 })
        refusals.push(`${role} ${what}`)
      }
    }
    const after = await payload.findByID({
      collection: 'audit-entries',
      id: entry!.id,
      overrideAccess: true,
    })
    expect(after).toMatchObject({ actorName: entry!.actorName, changes: entry!.changes })
    expect(
      (await payload.count({ collection: 'audit-entries', overrideAccess: true })).totalDocs,
    ).toBe(4)

    // reading: admin and sales, not editors
    for (const role of ['admin', 'sales'] as const) {
      const seen = await payload.find({
        collection: 'audit-entries',
        user: staff[role],
        overrideAccess: false,
      })
      expect(seen.totalDocs, role).toBe(4)
    }
    // the editor was made sales above; a plain editor is refused
    const plainEditor = { ...staff.editor, roles: ['editor'] }
    await expect(
      payload.find({ collection: 'audit-entries', user: plainEditor, overrideAccess: false }),
    ).rejects.toMatchObject({ status: 403 })
    console.log(`[audit ${dialect}] refused: ${refusals.join(', ')}; editors cannot read`)
  })

  it(`${dialect}: moving a web user into another customer is kept, whoever does it`, async () => {
    const customer = (name: string) =>
      payload.create({
        collection: 'customers',
        data: { name, priceList: 'OEM', arTerm: 'NET 30' },
        overrideAccess: true,
      })
    const ohio = await customer('Ohio Valley Controls')
    const erie = await customer('Erie Distribution')
    const buyer = await payload.create({
      collection: 'web-users',
      data: { email: 'mover@ohio.example', primaryCustomer: ohio.id, customers: [ohio.id] },
      overrideAccess: true,
    })
    // sales move the buyer to Erie's prices, terms and addresses
    await payload.update({
      collection: 'web-users',
      id: buyer.id,
      data: { primaryCustomer: erie.id, customers: [erie.id] },
      user: staff.sales,
      overrideAccess: false,
    })
    // the shop itself (no staff member) adds a second customer
    await payload.update({
      collection: 'web-users',
      id: buyer.id,
      data: { customers: [erie.id, ohio.id] },
      overrideAccess: true,
    })
    // a save that changes no membership leaves nothing
    await payload.update({
      collection: 'web-users',
      id: buyer.id,
      data: { nameFirst: 'Dana' },
      user: staff.sales,
      overrideAccess: false,
    })
    const [created, moved, added, ...more] = await entriesAbout('web-users', buyer.id)
    expect(more).toEqual([])
    expect(created).toMatchObject({ action: 'create', actor: 'system:shop' })
    expect(moved).toMatchObject({
      action: 'update',
      actor: `staff:${staff.sales.id}`,
      actorName: 'sales@audit.example',
      documentTitle: 'mover@ohio.example',
      changes: [
        { field: 'primaryCustomer', before: ohio.id, after: erie.id },
        { field: 'customers', before: [String(ohio.id)], after: [String(erie.id)] },
      ],
    })
    expect(added).toMatchObject({
      actor: 'system:shop',
      changes: [
        {
          field: 'customers',
          before: [String(erie.id)],
          after: [String(erie.id), String(ohio.id)].sort(),
        },
      ],
    })
  })

  it(`${dialect}: removing a staff member changes nothing in the entries they wrote`, async () => {
    const leaver = {
      ...((await payload.create({
        collection: 'staff',
        data: {
          email: 'leaver@audit.example',
          password: 'correct-horse-battery',
          roles: ['sales'],
        },
        overrideAccess: true,
      })) as unknown as Staff),
      collection: 'staff' as const,
    }
    const customer = await payload.create({
      collection: 'customers',
      data: { name: 'Monongahela Panels', priceList: 'OEM', arTerm: 'NET 30' },
      overrideAccess: true,
    })
    await payload.update({
      collection: 'customers',
      id: customer.id,
      data: { arTerm: 'NET 60' },
      user: leaver,
      overrideAccess: false,
    })
    const [before] = await entriesAbout('customers', customer.id)
    expect(before).toBeDefined()
    await payload.delete({
      collection: 'staff',
      id: leaver.id,
      user: staff.admin,
      overrideAccess: false,
    })
    const [after] = await entriesAbout('customers', customer.id)
    expect(after).toEqual(before)
    expect(after).toMatchObject({ actor: `staff:${leaver.id}`, actorName: 'leaver@audit.example' })
  })
}

describe.each(dialectsUnderTest)('staff audit trail (%s)', (dialect) => suite(dialect))
