/**
 * The production server (scripts/serve.mjs on the last `npm run build`) as a child process, for
 * the resilience tests: on a free port, with the environment of a test database, its output
 * kept for the failure message.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'

import { shopSandbox } from './shop-sandbox'

export async function freePort(): Promise<number> {
  const probe = net.createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as net.AddressInfo
  await new Promise((resolve) => probe.close(resolve))
  return port
}

export type ShopServer = {
  process: ChildProcess
  port: number
  base: string
  /** What the server printed so far. */
  output: () => string
  exited: Promise<number | null>
  stop: () => Promise<void>
}

/**
 * Starts the server and waits until `/api/health` answers (a minute at most); on `port` when
 * given (a restart where the clients already are), else on a free one.
 */
export async function startShopServer(
  env: NodeJS.ProcessEnv,
  options: { port?: number } = {},
): Promise<ShopServer> {
  if (!fs.existsSync('.next/BUILD_ID')) {
    throw new Error('No production build: run `npm run build` first (npm test builds one)')
  }
  const port = options.port ?? (await freePort())
  const base = `http://127.0.0.1:${port}`
  let output = ''
  const child = spawn(process.execPath, ['scripts/serve.mjs', String(port)], {
    // a folder of its own with the build, so suites run side by side (shop-sandbox.ts)
    cwd: shopSandbox(),
    env: {
      SITE_URL: base,
      MAIL_DEV_OUTBOX: '1',
      REQUEST_LOG: 'off',
      OUTBOX_WORKER: 'off',
      WARM_UP: '0',
      ...env,
      NODE_ENV: 'production',
    },
  })
  child.stdout?.on('data', (chunk) => (output += chunk))
  child.stderr?.on('data', (chunk) => (output += chunk))
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  for (let tries = 0; ; tries++) {
    if (child.exitCode !== null)
      throw new Error(`the server exited (${child.exitCode}):\n${output}`)
    const up = await fetch(`${base}/api/health`).then(
      (answer) => answer.ok,
      () => false,
    )
    if (up) break
    if (tries > 600) throw new Error(`${base} did not answer within a minute:\n${output}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return {
    process: child,
    port,
    base,
    output: () => output,
    exited,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGKILL')
      await exited
    },
  }
}
