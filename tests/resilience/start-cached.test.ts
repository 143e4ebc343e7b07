/**
 * `npm run start:cached` as an installation runs it (issue 38 items 1 and 18): on a DATA_DIR that
 * does not exist yet (made, and holding the database, the secret, the front's folder and the mail
 * outbox), and a shop process that dies (SIGKILL, as the kernel does when it runs out of memory):
 * the front stays up and answers its page in the path's language, 503 with Retry-After, until
 * the command has started the shop again. Uses the last production build; needs Varnish.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { frontMissing } from '../../scripts/edge-front.mjs'
import { shopSandbox } from '../support/shop-sandbox'
import { freePort } from '../support/shop-server'

const missing = frontMissing()
if (missing && process.env.REQUIRE_EDGE_FRONT) throw new Error(`No caching front: ${missing}`)
if (missing) console.warn(`SKIPPED tests/resilience/start-cached.test.ts: ${missing}`)

let command: ChildProcess | undefined
let output = ''
let parent = ''

/** The shop's server among the command's children (scripts/serve.mjs). */
function shopPid(): number | undefined {
  const children = execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(command!.pid)], {
    encoding: 'utf8',
  })
  const line = children.split('\n').find((each) => each.includes('scripts/serve.mjs'))
  return line ? Number(line.trim().split(/\s+/)[0]) : undefined
}

async function until(what: string, check: () => Promise<boolean>, ms: number) {
  const started = Date.now()
  while (!(await check().catch(() => false))) {
    if (command?.exitCode !== null) throw new Error(`start:cached exited:\n${output.slice(-3000)}`)
    if (Date.now() - started > ms)
      throw new Error(`Timed out waiting for ${what}:\n${output.slice(-3000)}`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

afterAll(async () => {
  if (command && command.exitCode === null) {
    const exited = new Promise((resolve) => command!.once('exit', resolve))
    command.kill('SIGTERM')
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))])
  }
  if (parent) fs.rmSync(parent, { recursive: true, force: true })
})

describe.skipIf(Boolean(missing))('npm run start:cached', () => {
  it('starts on a DATA_DIR that does not exist, and starts the shop again when it dies while the front answers its 503 page', async () => {
    if (!fs.existsSync('.next/BUILD_ID'))
      throw new Error('No production build: run `npm run build`')
    parent = fs.mkdtempSync(path.join(os.tmpdir(), 'start-cached-'))
    const dataDir = path.join(parent, 'not', 'yet')
    const [port, shopPort] = await Promise.all([freePort(), freePort()])
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      SHOP_PORT: String(shopPort),
      DATA_DIR: dataDir,
      // as in production: with its own secret the shop writes none into DATA_DIR, which made the
      // folder by chance
      PAYLOAD_SECRET: 'start-cached-test-secret-0123456789abcdef',
      REQUEST_LOG: 'off',
      OUTBOX_WORKER: 'off',
    }
    for (const name of ['DATABASE_URL', 'MEDIA_DIR', 'MAIL_DIR', 'SMTP_URL', 'SITE_URL']) {
      delete env[name]
    }
    command = spawn(process.execPath, ['scripts/start-cached.mjs'], { cwd: shopSandbox(), env })
    command.stdout?.on('data', (chunk) => (output += chunk))
    command.stderr?.on('data', (chunk) => (output += chunk))
    const front = `http://127.0.0.1:${port}`
    await until(
      'the shop behind the front',
      async () => (await fetch(`${front}/es/productos`)).status === 200,
      300_000,
    )
    for (const kept of ['shop.db', 'edge/shop-site.vcl']) {
      expect(fs.existsSync(path.join(dataDir, kept)), kept).toBe(true)
    }
    // a sign-in code goes to the outbox of this installation
    const origin = `http://localhost:${port}`
    const sent = await fetch(`${front}/api/auth/email-otp/send-verification-otp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ email: 'data-dir@example.com', type: 'sign-in' }),
    })
    expect(sent.status).toBe(200)
    await until(
      'the code in DATA_DIR/mail',
      async () => fs.readdirSync(path.join(dataDir, 'mail')).length === 1,
      10_000,
    )

    const crashed = shopPid()
    expect(crashed).toBeGreaterThan(0)
    process.kill(crashed!, 'SIGKILL')
    await until('the shop to die', async () => shopPid() !== crashed, 10_000)

    // pages the front stored are still served from it; the others get its page
    const spanish = await fetch(`${front}/es/carrito`)
    expect(spanish.status).toBe(503)
    expect(spanish.headers.get('retry-after')).toBe('10')
    expect(await spanish.text()).toContain('La tienda se está reiniciando')
    const english = await fetch(`${front}/cart`)
    expect(english.status).toBe(503)
    expect(await english.text()).toContain('The shop is restarting')
    expect(command.exitCode).toBeNull()

    await until(
      'the shop back behind the front',
      async () => (await fetch(`${front}/es/carrito`)).status === 200,
      180_000,
    )
    expect(shopPid()).not.toBe(crashed)
    expect(output).toMatch(/The shop exited \(SIGKILL\); starting it again/)
  }, 600_000)
})
