#!/usr/bin/env node
/**
 * The end-to-end server: a fresh SQLite database in a temp folder, migrated and
 * seeded after the production build (so the tests also prove a build made
 * before seeding serves the seeded content), then the production server (scripts/serve.mjs).
 */
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { SMTPServer } from 'smtp-server'

import { frontMissing, startFront } from '../../scripts/edge-front.mjs'
import { canarySecrets } from './canary-secrets.mjs'
import { frontPortFor } from './front.mjs'
import { e2eMailDir } from './mail-dir.mjs'
import { e2eRequestLog } from './request-log-file.mjs'
import { e2eServerEnvFile } from './server-env-file.mjs'

const port = process.argv[2] ?? '3100'
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-'))

// A real SMTP server receives the shop's mail; each message lands in e2eMailDir as an .eml file
// that the tests read (sign-in codes).
fs.rmSync(e2eMailDir, { recursive: true, force: true })
fs.mkdirSync(e2eMailDir, { recursive: true })
let received = 0
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks = []
    stream.on('data', (chunk) => chunks.push(chunk))
    stream.on('end', () => {
      received += 1
      const to = session.envelope.rcptTo.map((rcpt) => rcpt.address).join(',')
      const file = path.join(e2eMailDir, `${String(received).padStart(5, '0')}-${to}.eml`)
      // written whole under another name, then renamed: a test polling the folder never reads a
      // file that exists but is still empty (an invitation's subject read as "")
      fs.writeFileSync(`${file}.part`, Buffer.concat(chunks))
      fs.renameSync(`${file}.part`, file)
      callback()
    })
  },
})
await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve))
const smtpPort = smtp.server.address().port

fs.mkdirSync(path.dirname(e2eRequestLog), { recursive: true })
fs.rmSync(e2eRequestLog, { force: true })

const env = {
  ...process.env,
  ...canarySecrets,
  DATABASE_URL: `file:${path.join(dir, 'e2e.db')}`,
  SITE_URL: process.env.SITE_URL ?? `http://127.0.0.1:${port}`,
  MEDIA_DIR: path.join(dir, 'media'),
  ADMIN_EMAIL: 'admin@e2e.example',
  ADMIN_PASSWORD: 'e2e-admin-password',
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  // the test browser stands in for a load balancer: each test is its own client (e2e/support/test.ts)
  TRUSTED_PROXIES: '127.0.0.1,::1,::ffff:127.0.0.1',
  // the caching front (e2e/front.spec.ts) on the next port; shared caches may keep a page an
  // hour, longer than any test, so only the purge explains a fresh page there
  EDGE_PURGE_URLS: `http://127.0.0.1:${frontPortFor(port)}`,
  EDGE_MAX_AGE: '3600',
  // one line per request: in a file the tests read, not in Playwright's output
  REQUEST_LOG: e2eRequestLog,
  // no start-up warm-up: on two cores its background renders slowed the first tests, and each
  // test's own requests render what it reads
  WARM_UP: '0',
}

// what a second shop process over the same data needs (e2e/captcha.spec.ts)
fs.writeFileSync(
  e2eServerEnvFile,
  JSON.stringify({
    DATABASE_URL: env.DATABASE_URL,
    MEDIA_DIR: env.MEDIA_DIR,
    SMTP_URL: env.SMTP_URL,
    TRUSTED_PROXIES: env.TRUSTED_PROXIES,
  }),
)

// migrate and seed in one process (a fresh database is empty, so it is seeded)
const prepared = spawnSync(process.execPath, ['scripts/run-ts.mjs', 'scripts/db.ts', 'prepare'], {
  stdio: 'inherit',
  env,
})
if (prepared.status !== 0) {
  console.error('e2e server: db prepare failed')
  process.exit(prepared.status ?? 1)
}

const server = spawn(process.execPath, ['scripts/serve.mjs', port], {
  stdio: 'inherit',
  env,
})
// Varnish in front of the server, when this machine has it (front.spec.ts says loudly when not)
const missing = frontMissing()
const front = missing
  ? null
  : startFront({
      listen: `127.0.0.1:${frontPortFor(port)}`,
      backends: [`127.0.0.1:${port}`],
      workDir: path.join(dir, 'front'),
      memory: '128m',
      env,
    })
if (missing) console.log(`e2e server: no caching front (${missing})`)

const stop = () => {
  front?.kill('SIGTERM')
  server.kill('SIGTERM')
  smtp.close()
  fs.rmSync(dir, { recursive: true, force: true })
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
server.on('exit', (code) => {
  fs.rmSync(dir, { recursive: true, force: true })
  process.exit(code ?? 0)
})
