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
    testTimeout: 300_000,
    // the servers these suites start count, time and kill requests: no start-up warm-up beside them
    env: { WARM_UP: '0' },
  },
})
