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
    // the demo catalogue the suites need is seeded once per run and dialect, then copied
    globalSetup: ['tests/support/seeded-templates.ts'],
    testTimeout: 300_000,
    // one file at a time: the servers these suites start share the build's page cache under
    // .next, which each clears at start for its own database (src/platform/page-cache.ts)
    fileParallelism: false,
    maxWorkers: 1,
    // the servers these suites start count, time and kill requests: no start-up warm-up beside them
    env: { WARM_UP: '0' },
  },
})
