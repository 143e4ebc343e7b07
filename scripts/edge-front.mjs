/**
 * Starts the caching front (Varnish, deploy/varnish/shop.vcl) in front of running shop
 * instances: writes its site VCL from the route table (scripts/edge-config.ts), then runs
 * varnishd in the foreground. Used by `npm run start:cached` and the end-to-end server.
 */
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { frontBackendIdleSeconds } from './keep-alive.mjs'

export const varnishd = ['/usr/sbin/varnishd', '/usr/local/sbin/varnishd'].find((candidate) =>
  fs.existsSync(candidate),
)

/** Why the front cannot start here, or null when it can (varnishd and the xkey module installed). */
export function frontMissing() {
  if (!varnishd) return 'varnishd is not installed (apt-get install -y varnish varnish-modules)'
  const runs = spawnSync(varnishd, ['-x', 'parameter'], { encoding: 'utf8' })
  if (runs.status !== 0) return `varnishd does not run: ${runs.stderr.trim()}`
  const found = [
    '/usr/lib/x86_64-linux-gnu/varnish/vmods',
    '/usr/lib/aarch64-linux-gnu/varnish/vmods',
    '/usr/lib/varnish/vmods',
    '/usr/local/lib/varnish/vmods',
  ].some((dir) => fs.existsSync(path.join(dir, 'libvmod_xkey.so')))
  return found ? null : 'the xkey module is missing (apt-get install -y varnish-modules)'
}

/**
 * @param {{ listen: string, proxyListen?: string, backends: string[], workDir: string, memory?: string, env?: NodeJS.ProcessEnv }} options
 *   listen: varnishd -a (":3000", "127.0.0.1:3101"); backends: "host:port" of each shop instance;
 *   proxyListen: a second listener, named `tls`, that takes the PROXY protocol (v1 or v2) from a
 *   TLS terminator on this host (hitch; README), so the front sees each client's own address
 *   (FRONT_PROXY_LISTEN in start:cached). Bind it to 127.0.0.1: whoever reaches it names the client.
 */
export function startFront({
  listen,
  proxyListen,
  backends,
  workDir,
  memory = '256m',
  env = process.env,
}) {
  const missing = frontMissing()
  if (missing) throw new Error(`The caching front cannot start: ${missing}`)
  fs.mkdirSync(workDir, { recursive: true })
  const config = spawnSync(
    process.execPath,
    ['scripts/run-ts.mjs', 'scripts/edge-config.ts', workDir, ...backends],
    { stdio: 'inherit', env },
  )
  if (config.status !== 0) throw new Error('Writing the front configuration failed')
  const vclDir = path.resolve('deploy/varnish')
  return spawn(
    varnishd,
    [
      '-F',
      '-a',
      listen,
      ...(proxyListen ? ['-a', `tls=${proxyListen},PROXY`] : []),
      '-f',
      path.join(vclDir, 'shop.vcl'),
      '-p',
      `vcl_path=${vclDir}:${path.resolve(workDir)}`,
      // idle backend connections are closed here before the shop closes them (keep-alive.mjs)
      '-p',
      `backend_idle_timeout=${frontBackendIdleSeconds}`,
      '-n',
      path.resolve(workDir, 'instance'),
      '-s',
      `malloc,${memory}`,
      // no lifetime unless the shop gives one (s-maxage)
      '-t',
      '0',
      '-j',
      'none',
    ],
    { stdio: ['ignore', 'inherit', 'inherit'], env },
  )
}

const varnishadm = ['/usr/bin/varnishadm', '/usr/local/bin/varnishadm'].find((candidate) =>
  fs.existsSync(candidate),
)
const varnishstat = ['/usr/bin/varnishstat', '/usr/local/bin/varnishstat'].find((candidate) =>
  fs.existsSync(candidate),
)

/**
 * The running front's controls (its CLI through varnishadm, its counters through varnishstat),
 * for the front started with `workDir`. Backends are named as src/platform/edge-front.ts
 * writes them: `shop0`, `shop1`, … in the order of the backends given to startFront.
 */
export function frontControls(workDir) {
  const instance = path.resolve(workDir, 'instance')
  const admin = (...command) => {
    const out = spawnSync(varnishadm, ['-n', instance, ...command], { encoding: 'utf8' })
    if (out.status !== 0)
      throw new Error(`varnishadm ${command.join(' ')}: ${(out.stdout + out.stderr).trim()}`)
    return out.stdout
  }
  /** backend.list -j: `[version, command, time, { "<vcl>.<backend>": {…} }]` */
  const backendState = (name) => {
    const [, , , backends] = JSON.parse(admin('backend.list', '-j'))
    const found = Object.entries(backends).find(([key]) => key.endsWith(`.${name}`))
    if (!found) throw new Error(`The front has no backend ${name}`)
    return found[1]
  }
  return {
    /** `sick` takes the backend out whatever its probe says; `auto` hands it back to the probe. */
    setHealth: (name, health) => admin('backend.set_health', name, health),
    /** Whether the front's own probe finds the backend healthy (whatever its admin state). */
    probeHealthy: (name) => backendState(name).probe_message?.[2] === 'healthy',
    /** The backend's admin state and probe verdict, e.g. `auto healthy`, `sick healthy`. */
    describe: (name) => {
      const state = backendState(name)
      return `${state.admin_health} ${state.probe_message?.[2] ?? '?'}`
    },
    /** Connections the front has open to the backend with a request on them. */
    busyConnections: (name) => {
      const out = spawnSync(varnishstat, ['-n', instance, '-j', '-f', `VBE.*.${name}.conn`], {
        encoding: 'utf8',
      })
      if (out.status !== 0) throw new Error(`varnishstat: ${out.stderr.trim()}`)
      return Object.values(JSON.parse(out.stdout).counters ?? {}).reduce(
        (sum, counter) => sum + Number(counter.value ?? 0),
        0,
      )
    },
  }
}
