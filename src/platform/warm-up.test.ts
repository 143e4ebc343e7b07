import { describe, expect, it } from 'vitest'

import {
  catalogueLinksIn,
  chosenCandidate,
  imageUrlsIn,
  localOrigin,
  slotWidth,
  warmUp,
} from '../../scripts/warm-up.mjs'

const srcset = [16, 384, 640, 768, 1024, 1280, 1600]
  .map((w) => `/_next/image?url=%2Fa.png&amp;w=${w}&amp;q=75 ${w}w`)
  .join(', ')

describe('the warm-up after a start (issue 39 item 21)', () => {
  it('finds the category and family pages a page links, once each', () => {
    const html = `
      <a href="/products/wire-duct">a</a><a href="/products/wire-duct#parts">again</a>
      <a href="/es/productos/canaleta">b</a><a href="/category/pilot-lights">c</a>
      <a href="/es/categoria/luces-piloto">d</a><a href="/products">index</a>
      <a href="/cart">cart</a><a href="https://example.com/products/x">away</a>`
    expect(catalogueLinksIn(html)).toEqual([
      '/products/wire-duct',
      '/es/productos/canaleta',
      '/category/pilot-lights',
      '/es/categoria/luces-piloto',
    ])
  })

  it('takes the slot width from sizes at a viewport width', () => {
    const sizes = '(min-width: 1024px) 22rem, (min-width: 640px) 100vw, 14rem'
    expect(slotWidth(sizes, 1280)).toBe(352)
    expect(slotWidth(sizes, 800)).toBe(800)
    expect(slotWidth(sizes, 390)).toBe(224)
    expect(slotWidth(undefined, 390)).toBe(390)
  })

  it('picks the candidate a browser would: the narrowest at least slot × dpr wide', () => {
    const decoded = srcset.replaceAll('&amp;', '&')
    // desktop: 352 px at 1× → 384; phone: 224 px at 3× = 672 → 768
    const sizes = '(min-width: 1024px) 22rem, 14rem'
    expect(chosenCandidate(decoded, sizes, { width: 1280, dpr: 1 })).toContain('w=384')
    expect(chosenCandidate(decoded, sizes, { width: 390, dpr: 3 })).toContain('w=768')
    // wider than every candidate: the widest
    expect(chosenCandidate(decoded, '100vw', { width: 1280, dpr: 2 })).toContain('w=1600')
  })

  it('warms the desktop’s and the phone’s picture of each image, decoded, the optimizer’s only', () => {
    const html = `<img alt="" sizes="(min-width: 1024px) 22rem, 14rem" srcset="${srcset}" src="/_next/image?url=%2Fa.png&amp;w=1600&amp;q=75">
      <img alt="" sizes="100vw" srcset="${srcset}">
      <img alt="" src="/images/logo.svg">`
    expect(imageUrlsIn(html)).toEqual([
      '/_next/image?url=%2Fa.png&w=384&q=75',
      '/_next/image?url=%2Fa.png&w=768&q=75',
      // full width: 1280 at 1×, 390 × 3 = 1170 → 1280 too, asked once
      '/_next/image?url=%2Fa.png&w=1280&q=75',
    ])
  })

  it('asks for the start pages, the pages they link, then their pictures, and logs once', async () => {
    const asked: string[] = []
    const pages: Record<string, string> = {
      '/products': `<a href="/products/wire-duct">x</a><img sizes="100vw" srcset="/_next/image?url=%2Fd.png&amp;w=640&amp;q=75 640w, /_next/image?url=%2Fd.png&amp;w=1280&amp;q=75 1280w">`,
      '/es/productos': '<a href="/es/productos/canaleta">x</a>',
    }
    const fetchImpl = async (url: string) => {
      const path = url.replace('http://127.0.0.1:3000', '')
      asked.push(path)
      const html = path.startsWith('/_next') ? null : (pages[path] ?? '<p>page</p>')
      return new Response(html ?? new Uint8Array(4), {
        status: path === '/es/productos/canaleta' ? 500 : 200,
        headers: { 'content-type': html === null ? 'image/avif' : 'text/html; charset=utf-8' },
      })
    }
    const lines: string[] = []
    let clock = 0
    const counts = await warmUp({
      origin: 'http://127.0.0.1:3000',
      fetchImpl: fetchImpl as typeof fetch,
      log: (line: string) => lines.push(line),
      now: () => (clock += 1500),
    })
    expect(asked.slice(0, 4).sort()).toEqual(['/', '/es', '/es/productos', '/products'])
    expect(asked.slice(4)).toEqual([
      '/products/wire-duct',
      '/es/productos/canaleta',
      '/_next/image?url=%2Fd.png&w=1280&q=75',
    ])
    expect(counts).toEqual({ pages: 6, images: 1, failed: 1 })
    expect(lines).toEqual(['▶ Warmed 6 pages and 1 picture(s) in 1.5 s (1 failed)'])
  })

  it('answers on loopback when the server listens on every interface', () => {
    expect(localOrigin({ address: '::', family: 'IPv6', port: 3000 })).toBe('http://127.0.0.1:3000')
    expect(localOrigin({ address: '127.0.0.1', family: 'IPv4', port: 80 })).toBe(
      'http://127.0.0.1:80',
    )
    expect(localOrigin({ address: '::1', family: 'IPv6', port: 3000 })).toBe('http://[::1]:3000')
  })
})
