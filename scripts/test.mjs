#!/usr/bin/env node
/**
 * `npm test`: unit and integration tests (Vitest), a production build, then
 * the end-to-end tests (Playwright) in Chromium. Finds a system Chromium
 * (CHROME_PATH, /usr/bin/chromium, Chrome) or installs Playwright's own, and
 * fails loudly, never skips, when there is no browser.
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

import { canarySecrets } from '../e2e/support/canary-secrets.mjs'

const bin = (name) => `node_modules/.bin/${name}`
const summary = []

function step(label, command, args, env = process.env) {
  const started = Date.now()
  console.log(`\n━━ ${label} ━━`)
  const result = spawnSync(command, args, { stdio: 'inherit', env })
  const seconds = ((Date.now() - started) / 1000).toFixed(0)
  summary.push(`${result.status === 0 ? '✓' : '✗'} ${label} (${seconds} s)`)
  if (result.status !== 0) {
    console.error(
      `\n${summary.join('\n')}\n✗ ${label} failed (exit ${result.status ?? result.signal})`,
    )
    process.exit(result.status || 1)
  }
}

function findBrowser() {
  const candidates = [
    process.env.CHROME_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
    '/usr/bin/google-chrome-stable',
  ].filter(Boolean)
  const found = candidates.find((candidate) => existsSync(candidate))
  if (found) return found
  console.log('No system Chromium found: installing Playwright’s own Chromium…')
  const install = spawnSync(bin('playwright'), ['install', 'chromium'], { stdio: 'inherit' })
  if (install.status === 0) {
    const probe = spawnSync(
      process.execPath,
      ['-e', "console.log(require('@playwright/test').chromium.executablePath())"],
      { encoding: 'utf8' },
    )
    const path = probe.stdout.trim()
    if (path && existsSync(path)) return path
  }
  return null
}

const browser = findBrowser()
if (!browser) {
  console.error(
    '\n✗ No browser for the end-to-end tests. Install Chromium (apt-get install -y chromium) or set CHROME_PATH. The tests are not skipped: npm test fails without one.',
  )
  process.exit(1)
}
console.log(`Browser for end-to-end tests: ${browser}`)

step('Unit and integration tests (Vitest)', bin('vitest'), ['run'])
if (process.env.SKIP_BUILD === '1' && existsSync('.next/BUILD_ID')) {
  summary.push('- production build skipped (SKIP_BUILD=1)')
} else {
  // built with recognisable secrets, so e2e/security.spec.ts can prove none reaches the browser
  step('Production build', bin('next'), ['build'], { ...process.env, ...canarySecrets })
}
step('End-to-end tests (Playwright, Chromium)', bin('playwright'), ['test'], {
  ...process.env,
  CHROME_PATH: browser,
})

console.log(`\n${summary.join('\n')}\nAll test steps passed.`)
