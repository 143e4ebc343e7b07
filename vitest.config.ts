import path from 'node:path'

import { configDefaults, defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: {
    alias: {
      '@payload-config': path.resolve(__dirname, 'src/payload.config.ts'),
      '@': path.resolve(__dirname, 'src'),
    },
  },
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'tests/integration/**/*.test.ts', 'tests/lint/**/*.test.ts'],
    // the layer checker's fixture trees hold test files it must skip, not tests to run
    exclude: [...configDefaults.exclude, 'tests/lint/fixtures/**'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // two files at a time (Vitest's default is one on a 2-core machine): each test database is
    // a copy of a template of its own (tests/support/databases.ts) and each file a process of
    // its own, so files share nothing but the cores; a Payload boot per file keeps both busy
    fileParallelism: true,
    maxWorkers: 2,
  },
})
