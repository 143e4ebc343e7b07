import { defineConfig } from 'vitest/config'

import shared from './vitest.config'

/**
 * `npm run test:resilience`: what the shop survives (backups, and the proof issue's suites as
 * they land). On SQLite always, and on PostgreSQL too when TEST_DATABASE_URL is set (.ci/run).
 */
export default defineConfig({
  ...shared,
  test: {
    ...shared.test,
    include: ['tests/resilience/**/*.test.ts'],
    // the demo catalogue the suites need is seeded once per run and dialect, then copied; the
    // servers start each in a folder of their own (tests/support/shop-sandbox.ts)
    globalSetup: ['tests/support/seeded-templates.ts', 'tests/support/shop-sandboxes.ts'],
    testTimeout: 300_000,
    // two files at a time: each suite's servers keep their page cache in a folder of their own
    // (shop-sandbox.ts), each database is a copy of its own, and the suites mostly wait on servers
    fileParallelism: true,
    maxWorkers: 2,
    // the servers these suites start count, time and kill requests: no start-up warm-up beside them
    env: { WARM_UP: '0' },
  },
})
