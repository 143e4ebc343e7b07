/**
 * Playwright's `test` with two differences:
 * - each test is its own client. Sign-in codes are limited per client address (10 sends in 10
 *   minutes), and every journey here comes from 127.0.0.1; the e2e server trusts 127.0.0.1 as a
 *   proxy (TRUSTED_PROXIES), so each test sends its own X-Forwarded-For, as buyers behind a load
 *   balancer would;
 * - a page that breaks its own Content-Security-Policy fails the test (every journey is also a
 *   check that the policy lets the shop work), unless the test says it does so on purpose.
 */
import { test as base, expect } from '@playwright/test'

export { expect, type APIRequestContext, type Page } from '@playwright/test'

function clientAddress(testId: string): string {
  let hash = 0
  for (const char of testId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  // 198.18.0.0/15 is reserved for tests
  return `198.${18 + ((hash >>> 16) & 1)}.${(hash >>> 8) & 0xff}.${hash & 0xff}`
}

/** The annotation of a test whose page breaks the policy on purpose. */
export const refusedByPolicy = 'refused-by-policy'

export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide, testInfo) => {
    await provide({ ...extraHTTPHeaders, 'x-forwarded-for': clientAddress(testInfo.testId) })
  },
  page: async ({ page }, provide, testInfo) => {
    const violations: string[] = []
    page.on('console', (message) => {
      const text = message.text()
      if (/Content Security Policy/i.test(text)) violations.push(`${page.url()}: ${text}`)
    })
    await provide(page)
    // a test that injects scripts for the policy to refuse says so (`refusedByPolicy`)
    if (testInfo.annotations.some((annotation) => annotation.type === refusedByPolicy)) return
    expect(violations, 'Content-Security-Policy violations').toEqual([])
  },
})
