/**
 * Import rows of `npm run bench`: the catalogue import as staff run it (`npm run import`, i.e.
 * scripts/run-ts.mjs scripts/import.ts, a process of its own each time), on SQLite, and on
 * PostgreSQL when a server is named. Each database is migrated and seeded with the demo
 * catalogue (2,400 parts), then imports in turn:
 * - a parts file of 50,000 demo parts (the seeded 2,400 among them, unchanged);
 * - a 20,000-entry price list for 'OEM' (a discount per schedule, net prices for parts);
 * - a parts file of 500,000 demo parts (goal: ≤ 60 s);
 * - the same 500,000 again with `--full`: nothing changes (a nightly full-catalogue import);
 * - the 500,000 with every list price a cent higher: each price change is kept in the audit
 *   trail (`audit_changes`, one row per part, in the import's transaction; goal: ≤ 60 s).
 * The files come from the demo catalogue (scripts/bench/import-files.ts): its families, part
 * numbers, descriptions in both languages and attributes. Each row: the command's wall time
 * (bundling, start, parse, checks, writes, search index, the server notice), rows per second,
 * the seconds the import itself reports, and the process's peak memory. The databases and the
 * files are removed afterwards.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { postgresUrl, runTs, withSeededDatabase } from './harness.mjs'

/** Runs `npm run import -- …args` (the same command, without npm) and times it. */
function timedImport(args, env) {
  const started = performance.now()
  const result = spawnSync(process.execPath, ['scripts/run-ts.mjs', 'scripts/import.ts', ...args], {
    env: {
      ...process.env,
      ...env,
      // no server of this database to notify: a closed port answers at once (never a real site)
      SITE_URL: 'http://127.0.0.1:9',
      EDGE_PURGE_URLS: '',
    },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 64 * 1024 * 1024,
  })
  const seconds = (performance.now() - started) / 1000
  if (result.status !== 0) {
    process.stderr.write(result.stdout + result.stderr)
    throw new Error(`npm run import -- ${args.join(' ')} failed (exit ${result.status})`)
  }
  // "50,000 parts imported: … (12.3 s, 850 MB peak memory)"
  const summary = result.stdout.split('\n').find((line) => / s, \d+ MB peak memory\)$/.test(line))
  const [, own, peak] = / \((\d+(?:\.\d+)?) s, (\d+) MB peak memory\)$/.exec(summary ?? '') ?? []
  return {
    seconds,
    ownSeconds: own ? Number(own) : null,
    peakMb: peak ? Number(peak) : null,
    summary: summary?.replace(/ \([^)]*\)$/, '') ?? '',
  }
}

const fmt = (n) => n.toLocaleString('en')
const round1 = (n) => Math.round(n * 10) / 10

/**
 * @param {{ parts?: number, entries?: number, largeParts?: number, seedParts?: number }} options
 * @returns {Promise<string[]>} the section's Markdown lines
 */
export async function importSection({
  parts = 50_000,
  entries = 20_000,
  largeParts = 500_000,
  seedParts = 2_400,
} = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-import-'))
  const rows = []
  try {
    const file = (name) => path.join(dir, name)
    runTs('scripts/bench/import-files.ts', ['parts', String(parts), file('parts.csv')], {})
    runTs(
      'scripts/bench/import-files.ts',
      ['pricelist', String(entries), String(parts), file('oem.csv')],
      {},
    )
    runTs('scripts/bench/import-files.ts', ['parts', String(largeParts), file('large.csv')], {})
    runTs(
      'scripts/bench/import-files.ts',
      ['parts', String(largeParts), file('repriced.csv'), 'repriced'],
      {},
    )
    const steps = [
      { label: `${fmt(parts)} parts`, count: parts, args: ['parts', file('parts.csv')] },
      {
        label: `${fmt(entries)} price entries (OEM)`,
        count: entries,
        args: ['pricelist', 'OEM', file('oem.csv')],
      },
      {
        label: `${fmt(largeParts)} parts`,
        count: largeParts,
        args: ['parts', file('large.csv')],
        goal: 60,
      },
      {
        label: `${fmt(largeParts)} parts again, \`--full\` (nothing changes)`,
        count: largeParts,
        args: ['parts', file('large.csv'), '--full'],
      },
      {
        label: `${fmt(largeParts)} parts, every price changed (each kept in the audit trail)`,
        count: largeParts,
        args: ['parts', file('repriced.csv')],
        goal: 60,
      },
    ]
    for (const database of postgresUrl ? ['SQLite', 'PostgreSQL'] : ['SQLite']) {
      await withSeededDatabase(
        { parts: seedParts, postgres: database === 'PostgreSQL', label: database },
        async (env) => {
          for (const step of steps) {
            const measured = timedImport(step.args, env)
            console.log(`${database}: ${measured.summary} in ${round1(measured.seconds)} s`)
            rows.push({ database, ...step, ...measured })
          }
        },
      )
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }

  return [
    `## Catalogue import (\`npm run import\`), after ${fmt(seedParts)} demo parts`,
    '',
    'Each import is a process of its own, timed from start to exit (bundling the script,',
    'starting Payload, parsing and checking the file, one transaction of bulk writes, the search',
    'index of the parts written, the server notice); "in import" is the time the import reports',
    `itself, without the start. Goal: ${fmt(largeParts)} parts ≤ 60 s.`,
    '',
    '| database | file | what changed | s | rows/s | s in import | peak MB | goal |',
    '| --- | --- | --- | ---: | ---: | ---: | ---: | --- |',
    ...rows.map(
      (row) =>
        `| ${row.database} | ${row.label} | ${row.summary.replace(/^[^:]*: /, '')} | ${round1(row.seconds)} | ${fmt(Math.round(row.count / row.seconds))} | ${row.ownSeconds ?? '–'} | ${row.peakMb ?? '–'} | ${row.goal ? (row.seconds <= row.goal ? `✓ ≤ ${row.goal} s` : `✗ > ${row.goal} s`) : ''} |`,
    ),
    '',
  ]
}
