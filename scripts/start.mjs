#!/usr/bin/env node
/**
 * `npm start`: the one command a newcomer needs. Builds once, migrates, seeds the demo content
 * when the database is empty (scripts/prepare-shop.mjs), then serves on PORT (default 3000),
 * starting the server again if it dies (scripts/keep-serving.mjs).
 * In production, serve behind the caching front instead: `npm run start:cached`.
 */
import { keepServing } from './keep-serving.mjs'
import { prepareShop } from './prepare-shop.mjs'

prepareShop()
const port = process.env.PORT || '3000'
console.log(`\n▶ Serving on http://localhost:${port}`)
const shop = keepServing({ port, env: process.env })
const stop = () => shop.stop().then(() => process.exit(0))
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
