/**
 * A redis-server of the test's own on a free port (never the shared one on 6379), which the
 * test may stop and start again: without persistence, so a restart is an empty Redis, the worst
 * a restart can do.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import net from 'node:net'

import { freePort } from '../support/shop-server'

export const redisServerBinary = process.env.REDIS_SERVER_BIN ?? '/usr/bin/redis-server'

/** Whether a redis-server can be run here. */
export function redisServerAvailable(): boolean {
  return spawnSync(redisServerBinary, ['--version']).status === 0
}

export type TestRedis = {
  url: string
  port: number
  stop: () => Promise<void>
  start: () => Promise<void>
  /** The keys under a prefix, through the server's own protocol. */
  keys: (pattern: string) => Promise<string[]>
}

async function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.write('PING\r\n')
    })
    socket.once('data', (data) => {
      socket.destroy()
      resolve(data.toString().startsWith('+PONG'))
    })
    socket.once('error', () => resolve(false))
  })
}

export async function startTestRedis(): Promise<TestRedis> {
  const port = await freePort()
  let child: ChildProcess | null = null
  const start = async () => {
    child = spawn(
      redisServerBinary,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    )
    for (let tries = 0; !(await answers(port)); tries++) {
      if (tries > 100) throw new Error(`redis-server on ${port} did not answer`)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }
  const stop = async () => {
    const running = child
    child = null
    if (!running || running.exitCode !== null) return
    const exited = new Promise((resolve) => running.once('exit', resolve))
    running.kill('SIGKILL')
    await exited
  }
  await start()
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    start,
    stop,
    keys: async (pattern) => {
      const out = spawnSync('redis-cli', ['-p', String(port), '--raw', 'KEYS', pattern], {
        encoding: 'utf8',
      })
      return out.stdout.split('\n').filter(Boolean)
    },
  }
}
