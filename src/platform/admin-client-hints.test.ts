import { describe, expect, it } from 'vitest'

import { colourHintsOnlyOnAdmin, type HeaderRule } from './admin-client-hints'

const payloadRule: HeaderRule = {
  source: '/:path*',
  headers: [
    { key: 'Accept-CH', value: 'Sec-CH-Prefers-Color-Scheme' },
    { key: 'Vary', value: 'Sec-CH-Prefers-Color-Scheme' },
    { key: 'Critical-CH', value: 'Sec-CH-Prefers-Color-Scheme' },
  ],
}
const ours: HeaderRule = {
  source: '/:path*',
  headers: [{ key: 'X-Content-Type-Options', value: 'nosniff' }],
}

describe('colourHintsOnlyOnAdmin', () => {
  it("moves Payload's colour-scheme hints from every route to the admin's", () => {
    const rules = colourHintsOnlyOnAdmin([ours, payloadRule])
    expect(rules).toEqual([
      ours,
      { source: '/admin', headers: payloadRule.headers },
      { source: '/admin/:path*', headers: payloadRule.headers },
    ])
    const everyRoute = rules.filter((rule) => rule.source === '/:path*')
    expect(everyRoute.flatMap((rule) => rule.headers.map((header) => header.key))).toEqual([
      'X-Content-Type-Options',
    ])
  })

  it('keeps other headers of the same rule on every route', () => {
    const mixed: HeaderRule = {
      ...payloadRule,
      headers: [...payloadRule.headers, { key: 'X-Powered-By', value: 'Next.js, Payload' }],
    }
    const rules = colourHintsOnlyOnAdmin([mixed])
    expect(rules[0]).toEqual({
      source: '/:path*',
      headers: [{ key: 'X-Powered-By', value: 'Next.js, Payload' }],
    })
    expect(rules.slice(1).map((rule) => rule.source)).toEqual(['/admin', '/admin/:path*'])
  })
})
