/**
 * Starts the caching front (Varnish, deploy/varnish/shop.vcl) in front of running shop
 * instances: writes its site VCL from the route table (scripts/edge-config.ts), then runs
 * varnishd in the foreground. Used by `npm run start:cached` and the end-to-end server.
 */
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

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
 * @param {{ listen: string, backends: string[], workDir: string, memory?: string, env?: NodeJS.ProcessEnv }} options
 *   listen: varnishd -a (":3000", "127.0.0.1:3101"); backends: "host:port" of each shop instance.
 */
export function startFront({ listen, backends, workDir, memory = '256m', env = process.env }) {
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
      '-f',
      path.join(vclDir, 'shop.vcl'),
      '-p',
      `vcl_path=${vclDir}:${path.resolve(workDir)}`,
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
