/**
 * Quick-order rows of `npm run bench` (issue 41): `POST /api/public/cart/quick-order` with a
 * pasted 500-line bill of materials (half our pns, half other makers' pns from a 20,000-row
 * cross-reference table, a few discontinued and unknown pns), 50 distinct pastes one at a time,
 * on SQLite and (with a PostgreSQL server named) PostgreSQL. Goal: p95 ≤ 150 ms.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { catalogueLines, postgresUrl, round1, startServer } from './harness.mjs'

const GOAL_P95_MS = 150
const PASTES = 50
const WARM_UP_PASTES = 5
/** The cross-reference table's size, as in the search-engine rows. */
const CROSS_REFERENCES = 20_000
/** Discontinued demo parts (src/seed/demo/cross-references.ts): answered with their successor. */
const DISCONTINUED = ['E22PLR-6D', 'E22PLR-6', 'E22PLA-6', 'E22PLB-6', 'E22PLW-6']
const MAKERS = ['Allen-Bradley', 'Schneider Electric', 'Siemens', 'Eaton', 'ABB', 'IDEC']
const theirPn = (index) =>
  `${['800F', 'XB5', '3SU1', 'M22', 'CP1', 'YW1B'][index % 6]}-${String(index).padStart(5, '0')}-B`

/** Replaces the server's cross-reference table with 20,000 rows through `npm run import`. */
function importCrossReferences(server, pns) {
  const lines = ['maker,their_pn,our_pn,quantity,match,note_en,note_es']
  for (let index = 0; index < CROSS_REFERENCES; index++) {
    const match = ['exact', 'functional', 'similar'][index % 3]
    lines.push(
      `${MAKERS[index % 6]},${theirPn(index)},${pns[index % pns.length]},1,${match},Bench,Banco`,
    )
  }
  const file = path.join(server.dir, 'cross-references.csv')
  fs.writeFileSync(file, `${lines.join('\n')}\n`)
  const started = Date.now()
  const result = spawnSync(
    process.execPath,
    ['scripts/run-ts.mjs', 'scripts/import.ts', 'cross-references', file],
    { stdio: ['ignore', 'ignore', 'inherit'], env: server.env },
  )
  if (result.status !== 0) throw new Error('cross-reference import failed')
  return Date.now() - started
}

/** Paste `index`: 250 of our pns, 240 other makers' pns, 5 discontinued, 5 unknown, mixed. */
function paste(index, pns) {
  const ours = Array.from({ length: 250 }, (_, k) => pns[(index * 250 + k) % pns.length])
  const theirs = Array.from({ length: 240 }, (_, k) =>
    theirPn((index * 240 + k) % CROSS_REFERENCES),
  )
  const unknown = Array.from({ length: 5 }, (_, k) => `ZZ-BENCH-${index}-${k}`)
  const lines = []
  for (let k = 0; k < 250; k++)
    lines.push(ours[k], theirs[k] ?? DISCONTINUED[k - 240] ?? unknown[k - 245])
  return lines.map((pn, k) => `${pn}\t${(k % 7) + 1}`).join('\n')
}

function percentiles(measured) {
  if (!measured.length) return { p50: '—', p95: '—', max: '—' }
  const sorted = [...measured].sort((a, b) => a - b)
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * q) - 1)]
  return { p50: round1(at(0.5)), p95: round1(at(0.95)), max: round1(sorted.at(-1)) }
}

/** One database: the server, the table imported, 5 pastes to warm up, then 50 timed. */
async function quickOrderRow(name, { parts, port, postgres, extraEnv = {} }) {
  const server = await startServer({
    parts,
    port,
    databaseUrl: postgres ? postgresUrl : null,
    extraEnv,
  })
  try {
    const pns = (await catalogueLines(server.base, 2_000))
      .map(({ pn }) => pn)
      .filter((pn) => !DISCONTINUED.includes(pn))
    const importMs = importCrossReferences(server, pns)
    const headers = { 'content-type': 'application/json', origin: server.env.SITE_URL }
    const statuses = {}
    let answered = 0
    const once = async (index) => {
      const started = performance.now()
      const answer = await fetch(`${server.base}/api/public/cart/quick-order`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ text: paste(index, pns), locale: 'en' }),
      })
      const body = await answer.json()
      const ms = performance.now() - started
      if (!answer.ok)
        throw new Error(`quick order answered ${answer.status}: ${JSON.stringify(body)}`)
      answered++
      for (const line of body.lines) statuses[line.status] = (statuses[line.status] ?? 0) + 1
      return ms
    }
    const measured = []
    try {
      for (let index = PASTES; index < PASTES + WARM_UP_PASTES; index++) await once(index)
      for (const key of Object.keys(statuses)) delete statuses[key]
      for (let index = 0; index < PASTES; index++) measured.push(await once(index))
    } catch (error) {
      // a server that stops mid-run (its bounded heap full, SERVER_HEAP_MB) is a result, not a crash
      const failed = `${error.cause?.message ?? error.message} after ${answered} pastes answered (${WARM_UP_PASTES} to warm up, then ${PASTES} timed)`
      console.log(`${name}: quick order failed: ${failed}`)
      return { name, importMs, statuses, failed, ...percentiles(measured) }
    }
    return { name, importMs, statuses, ...percentiles(measured) }
  } finally {
    await server.stop()
  }
}

/**
 * The bench section: markdown lines. Options: `parts` (default 50,000), `port` (default 3820),
 * `databases` (['SQLite', 'PostgreSQL'] by default; PostgreSQL only with a server named).
 */
export async function quickOrderSection(options = {}) {
  const parts = options.parts ?? 50_000
  const port = options.port ?? 3820
  const names = (options.databases ?? ['SQLite', 'PostgreSQL']).filter(
    (name) => name === 'SQLite' || postgresUrl,
  )
  const rows = []
  for (const name of names) {
    const postgres = name === 'PostgreSQL'
    const row = await quickOrderRow(name, { parts, port, postgres })
    rows.push(row)
    // the server's heap is bounded (SERVER_HEAP_MB, default 256): when the bound stopped it,
    // the same run unbounded says how fast the call is apart from its memory
    if (row.failed) {
      const extraEnv = { SERVER_HEAP_MB: '0' }
      rows.push(
        await quickOrderRow(`${name}, SERVER_HEAP_MB=0`, { parts, port, postgres, extraEnv }),
      )
    }
  }
  const perPaste = (count) => Math.round((count ?? 0) / PASTES)
  return [
    `## Quick order, 500-line paste on ${parts.toLocaleString('en-US')} parts (issue 41)`,
    '',
    `\`POST /api/public/cart/quick-order\` with a pasted bill of materials of 500 lines: 250 of our ` +
      `pns, 240 other makers' pns from a ${CROSS_REFERENCES.toLocaleString('en-US')}-row ` +
      `cross-reference table (imported first, timed), 5 discontinued and 5 unknown pns. ` +
      `${WARM_UP_PASTES} pastes to warm up, then ${PASTES} distinct pastes one at a time, from ` +
      `request to the whole JSON answer. Goal: p95 ≤ ${GOAL_P95_MS} ms.`,
    '',
    '| database | import ms | lines per paste: ok / replaced / unknown / other | p50 | p95 | max | goal p95 |',
    '|---|---:|---|---:|---:|---:|---:|',
    ...rows.map((row) => {
      const { ok = 0, rounded = 0, replaced = 0, unknown = 0, ...other } = row.statuses
      const others = Object.values(other).reduce((sum, count) => sum + count, 0)
      return (
        `| ${row.name} | ${row.importMs} | ${perPaste(ok + rounded)} / ${perPaste(replaced)} / ` +
        `${perPaste(unknown)} / ${perPaste(others)} | ${row.p50} ms | ${row.p95} ms | ${row.max} ms | ` +
        `≤ ${GOAL_P95_MS} ms ${row.p95 <= GOAL_P95_MS && !row.failed ? '✓' : '✗'}` +
        `${row.failed ? ` (${row.failed})` : ''} |`
      )
    }),
    ...(names.includes('PostgreSQL')
      ? []
      : ['', 'PostgreSQL not measured: no server named (TEST_DATABASE_URL).']),
  ]
}
