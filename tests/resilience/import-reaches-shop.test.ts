/**
 * Every kind of `npm run import` reaches the running shop (issue 38 item 8): the production
 * build on one instance without Redis answers a quote, the import changes a table in the
 * database behind it, and the next quote answers from the new table (before: the quote API
 * kept the old shipping and tax tables until an admin save, while placing an order read the
 * new ones). The first kind runs as staff run it, `npm run import` in its own process; the
 * others run the same command (scripts/import-command.ts) in this process, since a process
 * per kind cost most of a minute.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { applyPartsImport } from '@/catalog/import/apply'
import type { QuoteAnswer } from '@/checkout/quote-api'
import { parseShippingImport, type ShippingImportKind } from '@/checkout/shipping-import'
import { applyShippingImport } from '@/checkout/shipping-import-apply'

import {
  applyImportCommand,
  notifyServer,
  parseImportArgs,
  readImportFile,
} from '../../scripts/import-command'
import { openTestDatabase, type TestDatabase } from '../support/databases'
import { startShopServer, type ShopServer } from '../support/shop-server'

const csv = (...lines: string[]) => lines.join('\n') + '\n'
const files = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-import-reach-'))

const tables: Record<ShippingImportKind, string> = {
  carriers: csv(
    'slug,titleEn,titleEs,sequence,international,collect,minSubtotal,isDefault',
    'c3-fedex,FedEx (we ship),FedEx (enviamos),1,no,no,0,yes',
  ),
  bands: csv(
    'min,max,ground,groundDist,air2day,air1day',
    '0.01,48.99,12.95,9.95,29.95,49.95',
    '49,,15.95,11.95,34.95,59.95',
  ),
  zones: csv('prefix,zone,states', '150,2,PA'),
  tax: csv('state,zipCodes,rate', 'PA,*,6'),
  'family-rates': csv(
    'code,family,spqBoxCount,nonBoxCount,zone,spqBoxPrice,nonBoxPrice',
    'BOX,Boxes,1,1,2,5,5',
    'BOX,Boxes,1,1,3,6,6',
  ),
  'item-rules': csv('pn,exemptFromFreeShipping,leadTime10Days', 'NONE-*,no,no'),
}

describe('every import kind reaches the running shop (production build, one instance)', () => {
  let database: TestDatabase
  let payload: Payload
  let server: ShopServer

  beforeAll(async () => {
    database = await openTestDatabase('sqlite')
    payload = database.payload
    const family = await payload.create({
      collection: 'products',
      locale: 'en',
      data: { title: 'Push buttons', slug: 'push-buttons', _status: 'draft' } as never,
      context: { skipRouteHooks: true },
      overrideAccess: true,
    })
    await payload.update({
      collection: 'products',
      id: family.id,
      locale: 'es',
      data: { title: 'Botones', _status: 'published' } as never,
      context: { skipRouteHooks: true },
      overrideAccess: true,
    })
    const part = (pn: string, listPriceCents: number, shippingFamily: string | null) => ({
      pn,
      descriptionEn: pn,
      descriptionEs: pn,
      family: 'push-buttons',
      listPriceCents,
      pkgQty: 1,
      shippingFamily,
      tariff: false,
      attributes: {},
    })
    await applyPartsImport(payload, [part('E22-100', 1000, null), part('PL-200', 500, 'BOX')], {
      refresh: false,
    })
    for (const [kind, text] of Object.entries(tables)) {
      const parsed = parseShippingImport(kind as ShippingImportKind, text)
      if (!parsed.ok) throw new Error(`${kind}: ${JSON.stringify(parsed.errors)}`)
      await applyShippingImport(payload, parsed.table)
    }
    await payload.updateGlobal({
      slug: 'checkout-settings',
      data: { fees: { tariffMode: 'off' } } as never,
      overrideAccess: true,
    })
    server = await startShopServer(database.env)
  }, 180_000)

  afterAll(async () => {
    await server?.stop()
    await database?.close()
    fs.rmSync(files, { recursive: true, force: true })
  })

  const quote = async (): Promise<QuoteAnswer> => {
    const answer = await fetch(`${server.base}/api/public/cart/quote`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.base },
      body: JSON.stringify({
        items: [
          { pn: 'E22-100', quantity: 1 },
          { pn: 'PL-200', quantity: 1 },
        ],
        shipping: { country: 'US', state: 'PA', postalCode: '15009' },
      }),
    })
    const text = await answer.text()
    expect(answer.status, text.slice(0, 300)).toBe(200)
    return JSON.parse(text) as QuoteAnswer
  }

  const fileFor = (args: string[], text: string) => {
    const file = path.join(files, `${args.join('-')}.csv`)
    fs.writeFileSync(file, text)
    return file
  }
  const told = (base: string) => `Server at ${base} forgot what the import changed.`

  /** `npm run import -- …` as staff run it, against the server's database and origin. */
  const runImportProcess = (args: string[], text: string) => {
    const run = spawnSync(
      process.execPath,
      ['scripts/run-ts.mjs', 'scripts/import.ts', ...args, fileFor(args, text)],
      {
        env: { ...database.env, SITE_URL: server.base },
        encoding: 'utf8',
        timeout: 120_000,
      },
    )
    expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0)
    expect(run.stdout).toContain(told(server.base))
  }

  /** The same command in this process, on the same database. */
  const runImportHere = async (args: string[], text: string) => {
    const lines: string[] = []
    const output = {
      log: (line: string) => lines.push(line),
      error: (line: string) => lines.push(line),
    }
    const command = parseImportArgs([...args, fileFor(args, text)])
    if (typeof command === 'string') throw new Error(command)
    const bytes = readImportFile(command)
    if (typeof bytes === 'string') throw new Error(bytes)
    expect(await applyImportCommand(payload, command, bytes, output), lines.join('\n')).toBe(0)
    await notifyServer({ ...database.env, SITE_URL: server.base }, output)
    expect(lines).toContain(told(server.base))
  }

  const cases: {
    args: string[]
    text: string
    read: (answer: QuoteAnswer) => unknown
    before: unknown
    after: unknown
  }[] = [
    {
      // band 1 (subtotal 15.00): ground 12.95 → 13.45; plus the BOX family's zone-2 5.00
      args: ['shipping', 'bands'],
      text: csv(
        'min,max,ground,groundDist,air2day,air1day',
        '0.01,48.99,13.45,9.95,29.95,49.95',
        '49,,15.95,11.95,34.95,59.95',
      ),
      read: (answer) => answer.shipping?.amountCents,
      before: 1795,
      after: 1845,
    },
    {
      args: ['shipping', 'family-rates'],
      text: csv(
        'code,family,spqBoxCount,nonBoxCount,zone,spqBoxPrice,nonBoxPrice',
        'BOX,Boxes,1,1,2,7.5,7.5',
        'BOX,Boxes,1,1,3,6,6',
      ),
      read: (answer) => answer.shipping?.amountCents,
      before: 1845,
      after: 2095,
    },
    {
      args: ['shipping', 'zones'],
      text: csv('prefix,zone,states', '150,3,PA'),
      read: (answer) => answer.shipping?.zone,
      before: 2,
      after: 3,
    },
    {
      args: ['shipping', 'tax'],
      text: csv('state,zipCodes,rate', 'PA,*,7'),
      read: (answer) => answer.tax?.ratePercent,
      before: '6.000',
      after: '7.000',
    },
    {
      args: ['shipping', 'item-rules'],
      text: csv('pn,exemptFromFreeShipping,leadTime10Days', 'E22-*,no,yes'),
      read: (answer) =>
        answer.lines.find((line) => line.pn === 'E22-100')?.flags.includes('leadTime10Days'),
      before: false,
      after: true,
    },
    {
      args: ['shipping', 'carriers'],
      text: csv(
        'slug,titleEn,titleEs,sequence,international,collect,minSubtotal,isDefault',
        'c3-fedex,FedEx Ground (we ship),FedEx (enviamos),1,no,no,0,yes',
      ),
      read: (answer) => answer.carriers.map((carrier) => carrier.title),
      before: ['FedEx (we ship)'],
      after: ['FedEx Ground (we ship)'],
    },
    {
      args: ['parts'],
      text: csv(
        'pn,description_en,description_es,family,list_price,pkg_qty,shipping_family,tariff',
        'E22-100,E22-100,E22-100,push-buttons,11,1,,no',
        'PL-200,PL-200,PL-200,push-buttons,5,1,BOX,no',
      ),
      read: (answer) => answer.subtotalCents,
      before: 1500,
      after: 1600,
    },
    {
      args: ['pricelist', 'OEM'],
      text: csv('value_type,pn,schedule,value', 'Actual,E22-100,,9'),
      read: (answer) => answer.subtotalCents,
      before: 1600,
      after: 1400,
    },
  ]

  it('a quote after each import answers from the new table', async () => {
    const seen: string[] = []
    for (const [index, { args, text, read, before, after }] of cases.entries()) {
      const what = args.join(' ')
      expect(read(await quote()), `${what}: before`).toEqual(before)
      const started = Date.now()
      if (index === 0) runImportProcess(args, text)
      else await runImportHere(args, text)
      expect(read(await quote()), `${what}: after the import`).toEqual(after)
      seen.push(
        `${what} ${JSON.stringify(before)} → ${JSON.stringify(after)} (${Date.now() - started} ms)`,
      )
    }
    console.log(`[import reaches shop] ${seen.join('; ')}`)
  }, 600_000)
})
