#!/usr/bin/env node
/**
 * `npm run start:cluster` (issue 25): the shop as a group of CLUSTER_SIZE instances (default 2)
 * on PostgreSQL (DATABASE_URL) and Redis (REDIS_URL), behind the caching front, which balances
 * across them and takes out an instance whose `/api/health` stops answering.
 *
 * In order: checks what a group needs (PostgreSQL, Redis, the secrets from the environment,
 * NEXT_SERVER_ACTIONS_ENCRYPTION_KEY, Varnish); builds once, unless `.next` already holds the
 * build named DEPLOYMENT_ID (default: the git commit, plus a hash of uncommitted changes);
 * migrates once and seeds the demo content when the database is empty; then starts the
 * instances (scripts/serve.mjs on 127.0.0.1:SHOP_PORT, SHOP_PORT+1, …; they never migrate on
 * their own) and the front on PORT. Sets TRUSTED_PROXIES and EDGE_PURGE_URLS to the front, and
 * SITE_URL to it unless set. An instance that exits is started again after 2 s
 * (CLUSTER_RESTART_DELAY_MS).
 *
 * Rolling restart (`npm run cluster:restart`, which sends this process SIGHUP): one instance
 * at a time is taken out of the front, stopped once the front has no request on it, started
 * again and handed back once ready. It is done here, not by a separate script, because this
 * process owns the instances and restarts any that exits: a second owner would race it.
 */
import { spawn, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { edgeWorkDirOf, mailDirOf } from '../src/platform/data-dir.mjs'
import { frontControls, frontMissing, startFront } from './edge-front.mjs'
import { run } from './prepare-shop.mjs'

const env = { ...process.env }

/** The build a group runs: DEPLOYMENT_ID, else the commit (and a hash of uncommitted changes). */
function deploymentIdOf() {
  if (env.DEPLOYMENT_ID) return env.DEPLOYMENT_ID
  const commit = spawnSync('git', ['rev-parse', '--short=12', 'HEAD'], { encoding: 'utf8' })
  if (commit.status !== 0) return null
  const changes = spawnSync('git', ['diff', 'HEAD'], { encoding: 'utf8', maxBuffer: 1 << 28 })
  const dirty = changes.stdout?.trim()
  const suffix = dirty ? `-${createHash('sha256').update(dirty).digest('hex').slice(0, 8)}` : ''
  return `g${commit.stdout.trim()}${suffix}`
}

const problems = []
if (!/^postgres(ql)?:\/\//i.test(env.DATABASE_URL ?? ''))
  problems.push('DATABASE_URL must name the PostgreSQL database the instances share')
if (!env.REDIS_URL) problems.push('REDIS_URL must name the Redis the instances share')
if (!env.PAYLOAD_SECRET)
  problems.push(
    'PAYLOAD_SECRET must be set (the same on every instance; a random one in data/ belongs to one machine)',
  )
if (!env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY)
  problems.push(
    'NEXT_SERVER_ACTIONS_ENCRYPTION_KEY must be set (`openssl rand -base64 32`, the same for every build of the group)',
  )
const deploymentId = deploymentIdOf()
if (!deploymentId) problems.push('DEPLOYMENT_ID must be set (no git commit to name the build by)')
const front = frontMissing()
if (front) problems.push(`the caching front cannot start: ${front}`)
const size = Number(env.CLUSTER_SIZE || 2)
if (!Number.isInteger(size) || size < 1) problems.push('CLUSTER_SIZE must be a whole number ≥ 1')
if (problems.length > 0) {
  console.error(
    `✗ npm run start:cluster cannot start:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
  )
  process.exit(1)
}
env.DEPLOYMENT_ID = deploymentId

const built = existsSync('.next/BUILD_ID') ? readFileSync('.next/BUILD_ID', 'utf8').trim() : null
if (built !== deploymentId || env.REBUILD === '1') {
  run(
    `Building the production app once, as ${deploymentId}`,
    'node_modules/.bin/next',
    ['build'],
    env,
  )
} else {
  console.log(`▶ Using the existing build ${deploymentId}`)
}
if (!env.SMTP_URL) {
  env.MAIL_DEV_OUTBOX = env.MAIL_DEV_OUTBOX ?? '1'
  console.log(
    `No SMTP_URL set: sign-in codes and order mails go to the log and ${mailDirOf(env)}/.`,
  )
}
// once, before any instance starts: instances never migrate on their own
run(
  'Migrating the database (once), and seeding demo content when it is empty',
  process.execPath,
  ['scripts/run-ts.mjs', 'scripts/db.ts', 'prepare'],
  env,
)

const port = Number(env.PORT || 3000)
const firstShopPort = Number(env.SHOP_PORT || port + 1)
const ports = Array.from({ length: size }, (_, index) => firstShopPort + index)
Object.assign(env, {
  SITE_URL: env.SITE_URL || `http://localhost:${port}`,
  // the front is the only hop that may name the client (it replaces any X-Forwarded-For)
  TRUSTED_PROXIES: env.TRUSTED_PROXIES || '127.0.0.1,::1',
  EDGE_PURGE_URLS: env.EDGE_PURGE_URLS || `http://127.0.0.1:${port}`,
  // only the front reaches the instances
  LISTEN_HOST: '127.0.0.1',
})

const restartDelayMs = Number(env.CLUSTER_RESTART_DELAY_MS || 2_000)
let stopping = false
const instances = new Map()
/** Instances the rolling restart is stopping on purpose: it starts them again itself. */
const restarting = new Set()

function startInstance(instancePort) {
  const child = spawn(process.execPath, ['scripts/serve.mjs', String(instancePort)], {
    stdio: 'inherit',
    env: { ...env, SHOP_INSTANCE: String(instancePort) },
  })
  instances.set(instancePort, child)
  child.on('exit', (code, signal) => {
    if (stopping || restarting.has(instancePort)) return
    console.error(
      `✗ Instance on ${instancePort} exited (${code ?? signal}); starting it again in ${restartDelayMs / 1000} s`,
    )
    setTimeout(() => {
      // unless something else (the rolling restart) started it meanwhile
      if (!stopping && instances.get(instancePort) === child) startInstance(instancePort)
    }, restartDelayMs)
  })
}

async function answers(instancePort, check = 'health') {
  return fetch(`http://127.0.0.1:${instancePort}/api/${check}`).then(
    (answer) => answer.ok,
    () => false,
  )
}
const healthy = (instancePort) => answers(instancePort, 'health')
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

async function until(what, probe, timeoutMs) {
  const started = Date.now()
  while (!(await probe())) {
    if (Date.now() - started > timeoutMs)
      throw new Error(`${what}: not within ${timeoutMs / 1000} s`)
    await sleep(250)
  }
}

for (const instancePort of ports) startInstance(instancePort)
const started = Date.now()
for (const instancePort of ports) {
  while (!(await healthy(instancePort))) {
    if (Date.now() - started > 180_000) {
      console.error(`✗ The instance on ${instancePort} did not answer within 3 minutes`)
      process.exit(1)
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}
const workDir = edgeWorkDirOf(env, 'edge-cluster')
const varnish = startFront({
  listen: `:${port}`,
  // a TLS terminator's PROXY listener, as with start:cached (README: HTTPS on the same host)
  proxyListen: env.FRONT_PROXY_LISTEN || undefined,
  backends: ports.map((instancePort) => `127.0.0.1:${instancePort}`),
  workDir,
  env,
})
const frontControl = frontControls(workDir)
// how `npm run cluster:restart` finds this process and reads how its restart went
const pidFile = path.join(workDir, 'cluster.pid')
const restartFile = path.join(workDir, 'rolling-restart.json')
writeFileSync(pidFile, String(process.pid))
console.log(
  `\n▶ Serving on http://localhost:${port}: caching front → ${size} instances of ${deploymentId} on ${ports
    .map((instancePort) => `127.0.0.1:${instancePort}`)
    .join(', ')}`,
)

/** One instance after the other: out of the front, stopped, started, ready, back in. */
async function rollingRestart() {
  for (const [index, instancePort] of ports.entries()) {
    // the front's name for it (src/platform/edge-front.ts: shop0, shop1, … in port order)
    const backend = `shop${index}`
    console.log(`▶ Rolling restart: ${backend} (127.0.0.1:${instancePort}) out of the front`)
    frontControl.setHealth(backend, 'sick')
    // requests the front already sent it finish (bounded: SIGTERM lets any left finish too)
    await until(
      'no request on it',
      async () => frontControl.busyConnections(backend) === 0,
      30_000,
    ).catch((error) => console.error(`  ${error.message}; stopping it anyway`))
    const child = instances.get(instancePort)
    restarting.add(instancePort)
    try {
      if (child && child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve))
        child.kill('SIGTERM')
        await exited
      }
      if (stopping) return
      startInstance(instancePort)
    } finally {
      restarting.delete(instancePort)
    }
    await until('its /api/ready', () => answers(instancePort, 'ready'), 180_000)
    // back only once the front's own probe has seen it answer: with `auto` before that, the
    // front would still go by the probes that failed while it was down
    await until(
      'the front’s probe finding it healthy',
      async () => frontControl.probeHealthy(backend),
      60_000,
    )
    frontControl.setHealth(backend, 'auto')
    console.log(`▶ Rolling restart: ${backend} back in the front`)
  }
}

let rolling = null
process.on('SIGHUP', () => {
  if (rolling || stopping) {
    console.error('A rolling restart is already under way (or the group is stopping)')
    return
  }
  const startedAt = Date.now()
  writeFileSync(restartFile, JSON.stringify({ state: 'running', startedAt }))
  rolling = rollingRestart().then(
    () => {
      console.log('▶ Rolling restart done')
      writeFileSync(
        restartFile,
        JSON.stringify({ state: 'done', startedAt, finishedAt: Date.now() }),
      )
    },
    (error) => {
      console.error(`✗ Rolling restart failed: ${error.message}`)
      writeFileSync(
        restartFile,
        JSON.stringify({
          state: 'failed',
          startedAt,
          finishedAt: Date.now(),
          error: error.message,
        }),
      )
    },
  )
  rolling.finally(() => (rolling = null))
})

function stop(code) {
  if (stopping) return
  stopping = true
  rmSync(pidFile, { force: true })
  for (const child of instances.values()) child.kill('SIGTERM')
  varnish.kill('SIGTERM')
  setTimeout(() => process.exit(code), 2_000).unref()
}
varnish.on('exit', (code) => stop(code ?? 1))
process.on('SIGTERM', () => stop(0))
process.on('SIGINT', () => stop(0))
