/**
 * Browser rows of `npm run bench`: what a buyer's Chromium sees on the catalogue pages, at desktop
 * (1366×768, no throttling) and on a phone-sized screen with the CPU slowed 4× (the network is not
 * throttled in either): largest contentful paint, layout shift, total blocking time, and the
 * JavaScript and CSS the page transfers. Each figure is the median of three cold loads, each in a
 * fresh browser context (a revisit would take the scripts from the browser's cache and transfer
 * nothing), after one warm-up load that fills the server's and the front's caches.
 *
 * `node scripts/bench/browser.mjs [base]` prints the section alone: against `base`, or against a
 * server of its own (2,400 parts, port 3700, through the caching front when there is one).
 */
import { chromium, devices } from 'playwright-core'

import { sleep, startServer } from './harness.mjs'

const family = '22mm-nema-push-buttons'
const loads = 3
/** Goals of issue 23. */
const goals = { desktopLcp: 600, throttledLcp: 1000, cls: 0.02, js: 120 }

const viewports = [
  { name: 'desktop', context: { viewport: { width: 1366, height: 768 } }, cpu: 1 },
  {
    name: 'mobile, 4× CPU',
    // Pixel 7: 412×915 at 2.625 device pixels, touch, a phone's user agent
    context: { ...devices['Pixel 7'] },
    cpu: 4,
  },
]

/**
 * Runs in the page before any of its scripts: records paints, layout shifts and long tasks as they
 * happen (long tasks are not buffered for a late observer).
 */
function observe() {
  const seen = { lcp: 0, fcp: 0, shifts: [], longTasks: [] }
  window.__bench = seen
  // room for every chunk and image of a long page (the default buffer holds 250 entries)
  performance.setResourceTimingBufferSize(2000)
  const watch = (type, onEntry) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({
        type,
        buffered: true,
      })
    } catch {
      // an entry type this browser lacks
    }
  }
  watch('largest-contentful-paint', (entry) => (seen.lcp = entry.renderTime || entry.startTime))
  watch('paint', (entry) => {
    if (entry.name === 'first-contentful-paint') seen.fcp = entry.startTime
  })
  watch('layout-shift', (entry) => {
    if (!entry.hadRecentInput) seen.shifts.push({ at: entry.startTime, value: entry.value })
  })
  watch('longtask', (entry) =>
    seen.longTasks.push({ at: entry.startTime, duration: entry.duration }),
  )
}

/** CLS as Chromium reports it: the largest session window (gaps < 1 s, at most 5 s long). */
export function cumulativeLayoutShift(shifts) {
  let largest = 0
  let current = 0
  let start = -Infinity
  let last = -Infinity
  for (const { at, value } of [...shifts].sort((a, b) => a.at - b.at)) {
    if (at - last > 1000 || at - start > 5000) {
      current = 0
      start = at
    }
    current += value
    last = at
    largest = Math.max(largest, current)
  }
  return largest
}

/** Blocking time: each long task's part beyond 50 ms, from the first contentful paint on. */
export function totalBlockingTime(longTasks, fcp) {
  return longTasks
    .filter((task) => task.at + task.duration > fcp)
    .reduce((sum, task) => {
      const from = Math.max(task.at, fcp)
      return sum + Math.max(0, task.at + task.duration - from - 50)
    }, 0)
}

/**
 * One cold load in a fresh context: waits for the network to be idle (no request for 500 ms),
 * then 2 s more, so late long tasks, shifts and lazily loaded scripts count.
 */
async function coldLoad(browser, url, viewport) {
  const context = await browser.newContext(viewport.context)
  try {
    const page = await context.newPage()
    await page.addInitScript(observe)
    const cdp = await context.newCDPSession(page)
    if (viewport.cpu > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: viewport.cpu })
    const response = await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 })
    if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`)
    await sleep(2000)
    return await page.evaluate(() => {
      const seen = window.__bench
      // the compressed bodies of every script and style sheet the page fetched (headers excluded)
      const bytes = { js: 0, css: 0 }
      for (const entry of performance.getEntriesByType('resource')) {
        const pathname = new URL(entry.name).pathname
        if (/\.m?js$/.test(pathname)) bytes.js += entry.encodedBodySize
        else if (/\.css$/.test(pathname)) bytes.css += entry.encodedBodySize
      }
      return { ...seen, bytes }
    })
  } finally {
    await context.close()
  }
}

/** The middle value (not rounded: CLS lives in hundredths). */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

async function measurePage(browser, base, pathname, viewport) {
  const url = `${base}${pathname}`
  const runs = []
  for (let i = 0; i < loads; i++) runs.push(await coldLoad(browser, url, viewport))
  return {
    lcp: Math.round(median(runs.map((run) => run.lcp))),
    cls: median(runs.map((run) => cumulativeLayoutShift(run.shifts))),
    tbt: Math.round(median(runs.map((run) => totalBlockingTime(run.longTasks, run.fcp)))),
    jsKb: median(runs.map((run) => run.bytes.js / 1024)),
    cssKb: median(runs.map((run) => run.bytes.css / 1024)),
  }
}

/** The catalogue pages a buyer lands on, in both languages where the family page is. */
async function pagesOf(base) {
  const search = await (await fetch(`${base}/api/public/search?q=E22PB&locale=en&limit=5`)).json()
  const partHref = search?.parts?.[0]?.href ?? search?.parts?.[0]?.url
  if (!partHref) throw new Error('The search API found no part for "E22PB": is the demo seeded?')
  return [
    ['Home', '/'],
    ['Products listing', '/products'],
    ['Family page', `/products/${family}`],
    ['Part page', partHref],
    ['Family page (Spanish)', `/es/productos/${family}`],
  ]
}

/** `## Browser metrics` with one row per page and viewport, against a running production server. */
export async function browserSection({ base }) {
  const pages = await pagesOf(base)
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
  const rows = []
  try {
    for (const [, pathname] of pages) {
      // warm-up: the server renders or reads its cache, the front stores the page and chunks
      const warm = await browser.newPage()
      await warm.goto(`${base}${pathname}`, { waitUntil: 'networkidle' })
      await warm.close()
    }
    for (const [label, pathname] of pages) {
      for (const viewport of viewports) {
        const figures = await measurePage(browser, base, pathname, viewport)
        rows.push({ label, pathname, viewport: viewport.name, cpu: viewport.cpu, ...figures })
        console.log(`browser: ${label} (${viewport.name}) ${JSON.stringify(figures)}`)
      }
    }
  } finally {
    await browser.close()
  }
  const mark = (ok) => (ok ? '' : ' ✗')
  return [
    '## Browser metrics (Chromium)',
    '',
    `Headless Chromium, each figure the median of ${loads} cold loads (a fresh context each: empty ` +
      'cache, no cookies) after one warm-up; desktop is 1366×768 without throttling, mobile a ' +
      'Pixel 7 screen (412×915) with the CPU slowed 4× (CDP `Emulation.setCPUThrottlingRate`); the ' +
      'network is not throttled. LCP: the last `largest-contentful-paint` entry once the network ' +
      'has been idle for 0.5 s and 2 s more. CLS: layout shifts without recent input, largest ' +
      'session window (gaps < 1 s, at most 5 s), as Chromium reports it. TBT: the part beyond 50 ms ' +
      'of each long task from first contentful paint to the end of that window. JS and CSS: the ' +
      'compressed bodies (`encodedBodySize`) of every script and style sheet fetched in that ' +
      'window, including chunks loaded after the first paint. ' +
      `Goals: LCP ≤ ${goals.desktopLcp} ms desktop and ≤ ${goals.throttledLcp} ms at 4× CPU, ` +
      `CLS ≤ ${goals.cls}, ≤ ${goals.js} KB of compressed JavaScript on a family page (✗ marks a miss).`,
    '',
    '| page | path | viewport | LCP ms | CLS | TBT ms | JS KB | CSS KB |',
    '|---|---|---|---:|---:|---:|---:|---:|',
    ...rows.map((row) => {
      const lcpGoal = row.cpu > 1 ? goals.throttledLcp : goals.desktopLcp
      const jsGoal = /^Family page/.test(row.label) ? row.jsKb <= goals.js : true
      return (
        `| ${row.label} | ${row.pathname} | ${row.viewport} | ${row.lcp}${mark(row.lcp <= lcpGoal)} | ` +
        `${row.cls.toFixed(3)}${mark(row.cls <= goals.cls)} | ${row.tbt} | ` +
        `${row.jsKb.toFixed(1)}${mark(jsGoal)} | ${row.cssKb.toFixed(1)} |`
      )
    }),
  ]
}

// run alone: node scripts/bench/browser.mjs [base]
if (import.meta.url === `file://${process.argv[1]}`) {
  const given = process.argv[2]?.replace(/\/$/, '')
  const server = given ? null : await startServer({ parts: 2400, port: 3700 })
  try {
    const lines = await browserSection({ base: given ?? server.frontBase ?? server.base })
    console.log(lines.join('\n'))
  } finally {
    await server?.stop()
  }
}
