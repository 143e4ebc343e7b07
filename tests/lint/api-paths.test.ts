/**
 * The browser's code names the shop's API only in a capability's `client.ts` (issue 40; the rule
 * is written out in `api-paths.ts`). The fixture tree proves the checker finds a path in a
 * client component, in a module a client component loads (statically or with `import()`), and
 * passes a `client.ts`, server code, a type-only import, a comment and the bare `/api/` prefix.
 */
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { apiPathsOutsideClients, browserFiles } from './api-paths'

const fixture = path.join(__dirname, 'fixtures', 'api-paths', 'src')

describe('the API path checker', () => {
  it('reads as browser code the client files and what they load, not what they only type', () => {
    expect(browserFiles(fixture)).toEqual([
      'account/auth-redirect.ts',
      'account/client.ts',
      'account/ui/profile-form.tsx',
      'cart/ui/cart-paths.ts',
      'cart/ui/cart-widget.tsx',
      'storefront/search/search-body.tsx',
      'storefront/search/search-button.tsx',
    ])
  })

  it('fails on an API path in browser code outside a client.ts, naming the file and line', () => {
    expect(apiPathsOutsideClients(fixture)).toEqual([
      {
        file: 'cart/ui/cart-paths.ts',
        line: 2,
        literal: '`/api/private/favorites/${encodeURIComponent(pn)}`',
      },
      { file: 'cart/ui/cart-widget.tsx', line: 6, literal: '/api/private/cart/lines' },
      {
        file: 'storefront/search/search-body.tsx',
        line: 1,
        literal: '`/api/public/search?q=${q}`',
      },
    ])
  })
})

describe('src/ names the API only in client modules', () => {
  it('has no API path in browser code outside a client.ts', () => {
    const findings = apiPathsOutsideClients(path.resolve(__dirname, '../../src')).map(
      ({ file, line, literal }) =>
        `src/${file}:${line} writes ${literal}: call a function of the capability's client.ts`,
    )
    expect(findings).toEqual([])
  })
})
