/**
 * The server's resident memory: after the page runs, and over a long run of mixed traffic
 * straight at Next (not the front, which would answer most of it): distinct part pages, search
 * queries, the price and quote calls. Growth between minute 2 (caches warm) and the end says
 * whether something keeps what it should let go.
 */
import fs from 'node:fs'

import autocannon from 'autocannon'

import { catalogueLines, round1 } from './harness.mjs'
import { httpSearchQueries } from './search.mjs'

/** Resident memory of a process and its descendants, in MB (Linux /proc). */
export function residentMb(pid) {
  const pids = [pid]
  for (let index = 0; index < pids.length; index++) {
    for (const task of safeList(`/proc/${pids[index]}/task`)) {
      const children = safeRead(`/proc/${pids[index]}/task/${task}/children`)
      for (const child of children.split(/\s+/).filter(Boolean)) pids.push(Number(child))
    }
  }
  let kb = 0
  for (const each of pids) {
    const rss = /VmRSS:\s+(\d+) kB/.exec(safeRead(`/proc/${each}/status`))
    kb += Number(rss?.[1] ?? 0)
  }
  return Math.round(kb / 1024)
}

function safeList(dir) {
  try {
    return fs.readdirSync(dir)
  } catch {
    return []
  }
}

function safeRead(file) {
  try {
    return fs.readFileSync(file, 'utf8')
  } catch {
    return ''
  }
}

/**
 * @param {{ server: { base: string, pid: number }, family: string, minutes?: number, afterPages: number }} options
 *   afterPages: the resident MB measured right after the page runs.
 */
export async function memorySection({ server, family, minutes = 10, afterPages }) {
  const { base } = server
  const lines = await catalogueLines(base, 2000)
  if (lines.length < 50) throw new Error(`Only ${lines.length} parts found for the price calls`)
  const json = { 'content-type': 'application/json' }
  let next = 0
  // `count` parts from a place that moves with each request, wrapping around the parts found:
  // catalogueLines may find fewer than asked (1,353 of the 2,400-part demo), and a window past
  // the end was an empty list, which the price API rightly refuses (400)
  const window = (count) =>
    Array.from({ length: count }, (_, offset) => lines[(next + offset) % lines.length])
  const mixed = [
    () => ({ path: `/products/${family}` }),
    () => ({ path: `/es/productos/${family}` }),
    () => ({ path: `/search?q=${encodeURIComponent(lines[next % lines.length].pn.slice(0, 5))}` }),
    () => ({ path: `/api/public/search?${httpSearchQueries[next % httpSearchQueries.length]}` }),
    () => ({
      method: 'POST',
      path: '/api/public/prices',
      headers: json,
      body: JSON.stringify({ pns: window(50).map((line) => line.pn) }),
    }),
    () => ({
      method: 'POST',
      path: '/api/public/cart/quote',
      headers: json,
      body: JSON.stringify({
        items: window(20).map(({ pn, pkgQty }) => ({ pn, quantity: pkgQty })),
        locale: 'en',
      }),
    }),
  ]
  const samples = []
  const started = Date.now()
  const sampler = setInterval(
    () => samples.push({ at: (Date.now() - started) / 60_000, mb: residentMb(server.pid) }),
    5_000,
  )
  const result = await autocannon({
    url: base,
    connections: 10,
    duration: minutes * 60,
    requests: [
      {
        setupRequest: (request) => {
          next++
          return { ...request, method: 'GET', body: undefined, ...mixed[next % mixed.length]() }
        },
      },
    ],
  })
  clearInterval(sampler)
  const at = (minute) =>
    samples.reduce((best, sample) =>
      Math.abs(sample.at - minute) < Math.abs(best.at - minute) ? sample : best,
    )
  const fromMinute = Math.min(2, minutes / 5)
  const first = at(fromMinute)
  const last = samples.at(-1)
  const growth = round1(((last.mb - first.mb) / first.mb) * 100)
  const peak = Math.max(...samples.map((sample) => sample.mb))
  const errors = result.errors + result.timeouts + (result.non2xx ?? 0)
  // a client mistake is a 4xx, the server's own failure a 5xx: say which these were
  const errorKinds = `${result['4xx']} 4xx, ${result['5xx']} 5xx, ${result.errors + result.timeouts} no answer`
  return [
    '## Server memory',
    '',
    `Resident memory of the server process (RSS). After the page runs above: **${afterPages} MB**. ` +
      `Then ${minutes} minutes of mixed traffic straight at Next (family pages in both languages, ` +
      `search pages and search API with changing queries, price and 20-line quote calls), 10 ` +
      `connections; sampled every 5 s. Goals: ≤ 400 MB, and ≤ 5 % growth from minute 2 to the end.`,
    '',
    `| minutes | requests | errors | MB at minute ${round1(first.at)} | MB at the end | growth | peak MB |`,
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    `| ${minutes} | ${result.requests.total} | ${errors} (${errorKinds}) | ${first.mb} | ${last.mb} | ${growth} % | ${peak} |`,
    '',
  ]
}
