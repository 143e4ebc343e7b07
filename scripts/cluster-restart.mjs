#!/usr/bin/env node
/**
 * `npm run cluster:restart`: restarts the instances of the running `npm run start:cluster`
 * one at a time, with no failed request. Only asks: the group's own process does the restart
 * (it owns the instances, see scripts/start-cluster.mjs), this waits for it and says how it went.
 * Reads the group's folder from EDGE_WORK_DIR (default edge-cluster in DATA_DIR), as start:cluster does.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { edgeWorkDirOf } from '../src/platform/data-dir.mjs'

const workDir = edgeWorkDirOf(process.env, 'edge-cluster')
const pidFile = path.join(workDir, 'cluster.pid')
const restartFile = path.join(workDir, 'rolling-restart.json')
if (!existsSync(pidFile)) {
  console.error(
    `✗ No running group here (${pidFile} is missing): start it with npm run start:cluster`,
  )
  process.exit(1)
}
const pid = Number(readFileSync(pidFile, 'utf8'))
const asked = Date.now()
try {
  process.kill(pid, 'SIGHUP')
} catch (error) {
  console.error(`✗ The group's process ${pid} is not running (${error.code})`)
  process.exit(1)
}
console.log(`▶ Rolling restart asked of the group (process ${pid}); its log shows each instance`)
const readState = () => {
  try {
    return JSON.parse(readFileSync(restartFile, 'utf8'))
  } catch {
    return null
  }
}
for (;;) {
  await new Promise((resolve) => setTimeout(resolve, 500))
  const state = readState()
  // this restart's state (the file may still hold an earlier one's)
  if (state && state.startedAt >= asked - 1_000 && state.state !== 'running') {
    if (state.state === 'done') {
      console.log(
        `✓ Rolling restart done in ${Math.round((state.finishedAt - state.startedAt) / 1000)} s`,
      )
      process.exit(0)
    }
    console.error(`✗ Rolling restart failed: ${state.error}`)
    process.exit(1)
  }
  if (Date.now() - asked > 15 * 60_000) {
    console.error('✗ No answer from the group within 15 minutes: read its log')
    process.exit(1)
  }
  try {
    process.kill(pid, 0)
  } catch {
    console.error(`✗ The group's process ${pid} is gone`)
    process.exit(1)
  }
}
