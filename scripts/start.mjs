#!/usr/bin/env node
/**
 * `npm start`: the one command a newcomer needs. Builds once, migrates, seeds the demo content
 * when the database is empty (scripts/prepare-shop.mjs), then serves on PORT (default 3000).
 * In production, serve behind the caching front instead: `npm run start:cached`.
 */
import { spawnSync } from 'node:child_process'

import { prepareShop } from './prepare-shop.mjs'

prepareShop()
const port = process.env.PORT || '3000'
console.log(`\n▶ Serving on http://localhost:${port}`)
const server = spawnSync(process.execPath, ['scripts/serve.mjs', port], {
  stdio: 'inherit',
  env: process.env,
})
process.exit(server.status ?? 0)
