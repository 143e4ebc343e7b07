import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { writeProxyMatcher } from './proxy-matcher-file'

// Next's build-time reading of a proxy's config (what `next build` puts in its manifest)
const require = createRequire(import.meta.url)
const { loadBindings } = require('next/dist/build/swc')
const { getPageStaticInfo } = require('next/dist/build/analysis/get-page-static-info')

async function matcherNextReads(file: string): Promise<string[]> {
  await loadBindings()
  const info = await getPageStaticInfo({
    pageFilePath: file,
    nextConfig: {},
    isDev: false,
    page: '/proxy',
    pageType: 'root',
  })
  return (info.middleware?.matchers ?? []).map(
    (matcher: { originalSource: string }) => matcher.originalSource,
  )
}

const dirs: string[] = []
function copyOfProxy(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'proxy-matcher-'))
  dirs.push(dir)
  const file = path.join(dir, 'proxy.ts')
  fs.copyFileSync(path.resolve(__dirname, '../proxy.ts'), file)
  return file
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

describe('the matcher a build writes into the proxy', () => {
  it('is what Next reads from src/proxy.ts: the defaults, left as they are', async () => {
    const file = copyOfProxy()
    expect(writeProxyMatcher(file, {})).toBeNull()
    const read = await matcherNextReads(file)
    expect(read).toContain('/')
    expect(read).toContain('/es/mi-cuenta/:path*')
    expect(read).toContain('/es/carrito/:path*')
  })

  it('takes in the protected paths of AUTH_INCLUDE_PATHS, and Next reads them', async () => {
    const file = copyOfProxy()
    const env = { AUTH_INCLUDE_PATHS: '/products/**,/es/productos/**' }
    expect(writeProxyMatcher(file, env)).toContain('/products/:path*')
    const read = await matcherNextReads(file)
    expect(read).toContain('/products/:path*')
    expect(read).toContain('/es/productos/:path*')
    expect(read).toContain('/login/:path*')
    // a second build with the same list finds it written
    expect(writeProxyMatcher(file, env)).toBeNull()
  })
})
