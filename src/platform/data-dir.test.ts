import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { dataDirOf, edgeWorkDirOf, ensureDataDir, mailDirOf } from './data-dir.mjs'

describe('what an installation keeps for itself (DATA_DIR, issue 38 item 18)', () => {
  const root = '/srv/shop'

  it('is DATA_DIR (relative to the project), else data/', () => {
    expect(dataDirOf({}, root)).toBe('/srv/shop/data')
    expect(dataDirOf({ DATA_DIR: '/var/lib/shop-b' }, root)).toBe('/var/lib/shop-b')
    expect(dataDirOf({ DATA_DIR: 'other' }, root)).toBe('/srv/shop/other')
  })

  it('holds the mail outbox unless MAIL_DIR names another', () => {
    expect(mailDirOf({}, root)).toBe('/srv/shop/data/mail')
    expect(mailDirOf({ DATA_DIR: '/var/lib/shop-b' }, root)).toBe('/var/lib/shop-b/mail')
    expect(mailDirOf({ DATA_DIR: '/var/lib/shop-b', MAIL_DIR: 'outbox' }, root)).toBe(
      '/srv/shop/outbox',
    )
  })

  it("holds the caching front's work folder unless EDGE_WORK_DIR names another", () => {
    expect(edgeWorkDirOf({ DATA_DIR: '/var/lib/shop-b' }, 'edge')).toBe('/var/lib/shop-b/edge')
    expect(edgeWorkDirOf({ DATA_DIR: '/var/lib/shop-b' }, 'edge-cluster')).toBe(
      '/var/lib/shop-b/edge-cluster',
    )
    expect(edgeWorkDirOf({ EDGE_WORK_DIR: '/tmp/front' }, 'edge')).toBe('/tmp/front')
  })

  it('is made when it does not exist yet', () => {
    const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'data-dir-'))
    const fresh = path.join(parent, 'not', 'yet')
    try {
      expect(ensureDataDir({ DATA_DIR: fresh })).toBe(fresh)
      expect(fs.statSync(fresh).isDirectory()).toBe(true)
    } finally {
      fs.rmSync(parent, { recursive: true, force: true })
    }
  })
})
