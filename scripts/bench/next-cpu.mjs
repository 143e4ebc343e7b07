/**
 * Next alone (issue 23, "Next itself does less per request"): the production server without the
 * caching front, its CPU time per request and its req/s on cached catalogue pages, with `/` and
 * `/login` (the pages the proxy still runs on) as references. CPU is read from /proc: the user +
 * system time of the server process and its children over the measured run, divided by the
 * requests it answered, so it does not depend on how busy the machine's other cores are.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'

import autocannon from 'autocannon'

import { catalogueLines, gzip, startServer } from './harness.mjs'

/** The goal of issue 23 for one cached page served by Next alone. */
export const cpuGoalMs = 1.2

const family = '22mm-nema-push-buttons'

/** Clock ticks per second of /proc's times (100 on Linux almost everywhere). */
function ticksPerSecond() {
  const answer = spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' })
  const ticks = Number(answer.stdout?.trim())
  return Number.isInteger(ticks) && ticks > 0 ? ticks : 100
}

/** Child processes of `pid` (all its threads' children), and theirs. */
function descendantsOf(pid) {
  const found = []
  let tasks = []
  try {
    tasks = fs.readdirSync(`/proc/${pid}/task`)
  } catch {
    return found
  }
  for (const task of tasks) {
    let children = ''
    try {
      children = fs.readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8')
    } catch {
      continue
    }
    for (const child of children.split(/\s+/).filter(Boolean).map(Number)) {
      found.push(child, ...descendantsOf(child))
    }
  }
  return found
}

/**
 * CPU ticks spent so far by `pid`, its living descendants and the children it has reaped
 * (utime + stime + cutime + cstime of /proc/<pid>/stat).
 */
export function cpuTicksOf(pid) {
  let ticks = 0
  for (const each of [pid, ...descendantsOf(pid)]) {
    let stat
    try {
      stat = fs.readFileSync(`/proc/${each}/stat`, 'utf8')
    } catch {
      continue // exited between the listing and now
    }
    // fields after the command name (which may hold spaces), counted from field 3 (state)
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])
  }
  return ticks
}

/**
 * One page: a warm-up, then `connections` clients for `duration` seconds while the server's CPU
 * time is read before and after. Requests that were not a 2xx count as errors.
 */
export async function cpuPerRequest(
  { base, pid },
  pathname,
  { headers = gzip, connections = 10, duration = 10, warmup = 3 } = {},
) {
  const url = `${base}${pathname}`
  await autocannon({ url, headers, connections, duration: warmup })
  const ticks = ticksPerSecond()
  const before = cpuTicksOf(pid)
  const result = await autocannon({ url, headers, connections, duration })
  const after = cpuTicksOf(pid)
  const requests = result.requests.total
  return {
    pathname,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuMs: requests > 0 ? Math.round(((after - before) * 100_000) / ticks / requests) / 100 : NaN,
    errors: result.errors + result.timeouts + (result.non2xx ?? 0),
  }
}

/** The pages of the section: label, path, request headers. */
export async function nextCpuPages(base) {
  const [part] = await catalogueLines(base, 1)
  if (!part) throw new Error(`No part found in the family ${family}`)
  const pn = encodeURIComponent(part.pn)
  return [
    ['Family page', `/products/${family}`, gzip],
    ['Family page, no compression asked', `/products/${family}`, {}],
    ['Part page', `/products/${family}/${pn}`, gzip],
    ['Family page (es)', `/es/productos/${family}`, gzip],
    ['Part page (es)', `/es/productos/${family}/${pn}`, gzip],
    ['Home `/` (language negotiated)', '/', gzip],
    ['Sign-in page (rendered per request, nonce)', '/login', gzip],
  ]
}

/**
 * The bench section: Next's production server alone (scripts/serve.mjs on a fresh SQLite database
 * with `parts` demo parts), each page at `connections` clients for `duration` seconds after a
 * warm-up. `base` and `pid` measure a server already running instead.
 */
export async function nextCpuSection({
  parts = 2400,
  port = 3600,
  connections = 10,
  duration = 10,
  extraEnv = {},
  base = null,
  pid = null,
} = {}) {
  const server =
    base && pid ? { base, pid, stop: async () => {} } : await startServer({ parts, port, extraEnv })
  const rows = []
  let etag = null
  try {
    const pages = await nextCpuPages(server.base)
    // whether Next hashes each page for an ETag (next.config generateEtags)
    etag = (await fetch(`${server.base}${pages[0][1]}`)).headers.get('etag')
    for (const [label, pathname, headers] of pages) {
      const measured = await cpuPerRequest(server, pathname, { headers, connections, duration })
      rows.push({ label, ...measured })
      console.log(
        `${label}: ${measured.rps} req/s, p99 ${measured.p99} ms, ${measured.cpuMs} ms CPU/request`,
      )
    }
  } finally {
    await server.stop()
  }
  return [
    '## Next alone: server CPU per request',
    '',
    `The production server (scripts/serve.mjs, no caching front) on ${parts} parts, ${connections} connections ` +
      `for ${duration} s after a 3 s warm-up, gzip accepted unless said. CPU is the server process's user + ` +
      `system time (children included, from /proc) over the run divided by the requests answered. Goal: ` +
      `≤ ${cpuGoalMs} ms per cached catalogue page (issue 23; 3.3 ms before). \`/\` and \`/login\` are references: ` +
      'the proxy runs there, and the sign-in page is rendered per request. ' +
      (etag
        ? `Next sends an ETag (${etag}): it hashes each page's HTML per request.`
        : 'Next sends no ETag (generateEtags off): the caching front gives stored pages their own.'),
    '',
    '| page | path | req/s | p50 | p99 | CPU ms/request | goal | errors |',
    '|---|---|---:|---:|---:|---:|---:|---:|',
    ...rows.map((row) => {
      const catalogue = row.pathname.includes('/products') || row.pathname.includes('/productos')
      const goal = catalogue ? `≤ ${cpuGoalMs}` : '–'
      const met = catalogue ? (row.cpuMs <= cpuGoalMs ? ' ✓' : ' ✗') : ''
      return `| ${row.label} | \`${row.pathname}\` | ${row.rps} | ${row.p50} ms | ${row.p99} ms | ${row.cpuMs.toFixed(2)}${met} | ${goal} | ${row.errors} |`
    }),
  ]
}
