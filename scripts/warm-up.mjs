/**
 * Warms the page and image caches after a start (issue 39 item 21): the first visit after a
 * start took 5–12 s, because Next renders each page on its first request (then keeps it, ISR;
 * a start on another database clears them, src/platform/page-cache.ts) and its image optimizer
 * resizes and encodes each picture (AVIF) on its first request. Once the server listens,
 * scripts/serve.mjs asks for the home page, the products index, every category and family page
 * it links, in both languages, then the pictures those pages show at the width a desktop
 * (1280 px) and a phone (390 px at 3×) would pick, two requests at a time, in the background:
 * the server is ready before and during it. One line is logged when it ends. `WARM_UP=0` turns
 * it off.
 */

/** The pages every warm-up starts from: the homes and the products indexes of both languages. */
export const WARM_START_PATHS = ['/', '/es', '/products', '/es/productos']

/** Paths of the category and family pages (EN and ES route segments, src/i18n/routes.ts). */
const CATALOGUE_PATH = /^\/(?:es\/)?(?:products|productos|category|categoria)\/[^?#]+$/

/** At most this many pages and pictures per warm-up, however large the catalogue. */
const MAX_PAGES = 200
const MAX_IMAGES = 300

/** The screens whose pictures are warmed: a desktop, and a phone at 3 device pixels per px. */
export const WARM_SCREENS = [
  { width: 1280, dpr: 1 },
  { width: 390, dpr: 3 },
]

/** What Chrome asks the image optimizer for (it answers AVIF, the slowest to encode). */
const IMAGE_ACCEPT = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8'

const decodeEntities = (text) =>
  text
    .replaceAll('&amp;', '&')
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&#39;', "'")

const attribute = (tag, name) => {
  const match = tag.match(new RegExp(`\\s${name}="([^"]*)"`, 'i'))
  return match ? decodeEntities(match[1]) : null
}

/** The category and family pages a page links to (same-site paths, once each, in order). */
export function catalogueLinksIn(html) {
  const links = new Set()
  for (const match of html.matchAll(/<a\s[^>]*href="([^"]+)"/gi)) {
    const href = decodeEntities(match[1]).split('#')[0]
    if (CATALOGUE_PATH.test(href)) links.add(href)
  }
  return [...links]
}

/** A length of `sizes` in CSS px at a viewport width (px, rem, vw; anything else: null). */
function cssPx(length, viewport) {
  const match = length.trim().match(/^(\d+(?:\.\d+)?)(px|rem|em|vw)$/)
  if (!match) return null
  const value = Number(match[1])
  return match[2] === 'vw' ? (value * viewport) / 100 : match[2] === 'px' ? value : value * 16
}

/** The slot width `sizes` gives a picture at a viewport width (media: min-/max-width only). */
export function slotWidth(sizes, viewport) {
  for (const entry of (sizes ?? '100vw').split(',')) {
    const match = entry.trim().match(/^\((min|max)-width:\s*(\d+(?:\.\d+)?)(px|rem|em)\)\s+(.+)$/)
    if (!match) return cssPx(entry, viewport) ?? viewport
    const bound = Number(match[2]) * (match[3] === 'px' ? 1 : 16)
    const applies = match[1] === 'min' ? viewport >= bound : viewport <= bound
    if (applies) return cssPx(match[4], viewport) ?? viewport
  }
  return viewport
}

/** The srcset candidate a browser picks: the narrowest at least slot × dpr wide, else the widest. */
export function chosenCandidate(srcset, sizes, screen) {
  const candidates = srcset
    .split(/,\s+/)
    .map((item) => item.trim().split(/\s+/))
    .map(([url, descriptor]) => ({ url, width: Number(descriptor?.replace(/w$/, '')) }))
    .filter((candidate) => candidate.url && Number.isFinite(candidate.width))
    .sort((a, b) => a.width - b.width)
  if (candidates.length === 0) return null
  const needed = slotWidth(sizes, screen.width) * screen.dpr
  return (candidates.find((candidate) => candidate.width >= needed) ?? candidates.at(-1)).url
}

/** The optimizer URLs of a page's pictures the warm screens would load, once each. */
export function imageUrlsIn(html, screens = WARM_SCREENS) {
  const urls = new Set()
  for (const match of html.matchAll(/<img\s[^>]*>/gi)) {
    const tag = match[0]
    const srcset = attribute(tag, 'srcset')
    const sizes = attribute(tag, 'sizes')
    const chosen = srcset
      ? screens.map((screen) => chosenCandidate(srcset, sizes, screen))
      : [attribute(tag, 'src')]
    for (const url of chosen) if (url?.startsWith('/_next/image?')) urls.add(url)
  }
  return [...urls]
}

/** Runs `work` over `items`, at most `limit` at a time. */
async function eachLimited(items, limit, work) {
  let next = 0
  const worker = async () => {
    while (next < items.length) await work(items[next++])
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
}

/**
 * Asks `origin` for the start pages, the category and family pages they link, then their
 * pictures; never throws (a page that fails is counted, not retried). Resolves with the counts.
 */
export async function warmUp({
  origin,
  concurrency = 2,
  fetchImpl = fetch,
  log = console.log,
  now = Date.now,
}) {
  const started = now()
  const counts = { pages: 0, images: 0, failed: 0 }
  const images = new Set()
  const get = async (path, headers) => {
    try {
      const response = await fetchImpl(`${origin}${path}`, {
        headers: { 'user-agent': 'shop-warm-up', ...headers },
        redirect: 'manual',
      })
      const body = (response.headers.get('content-type') ?? '').startsWith('text/html')
        ? await response.text()
        : (await response.arrayBuffer(), '')
      if (!response.ok) counts.failed += 1
      return response.ok ? body : ''
    } catch {
      counts.failed += 1
      return ''
    }
  }
  const page = async (path) => {
    const html = await get(path, {
      accept: 'text/html',
      'accept-language': path === '/es' || path.startsWith('/es/') ? 'es' : 'en',
    })
    counts.pages += 1
    for (const url of imageUrlsIn(html)) images.add(url)
    return html
  }

  const startPages = await Promise.all(WARM_START_PATHS.map(page))
  const linked = [...new Set(startPages.flatMap(catalogueLinksIn))]
    .filter((path) => !WARM_START_PATHS.includes(path))
    .slice(0, MAX_PAGES)
  await eachLimited(linked, concurrency, page)
  await eachLimited([...images].slice(0, MAX_IMAGES), concurrency, async (url) => {
    await get(url, { accept: IMAGE_ACCEPT })
    counts.images += 1
  })
  const seconds = ((now() - started) / 1000).toFixed(1)
  log(
    `▶ Warmed ${counts.pages} pages and ${counts.images} picture(s) in ${seconds} s` +
      (counts.failed ? ` (${counts.failed} failed)` : ''),
  )
  return counts
}

/** The origin the server answers on, from its listening address (any interface: loopback). */
export function localOrigin(address) {
  if (!address || typeof address === 'string') return null
  const host =
    address.address === '::' || address.address === '0.0.0.0'
      ? '127.0.0.1'
      : address.family === 'IPv6'
        ? `[${address.address}]`
        : address.address
  return `http://${host}:${address.port}`
}
