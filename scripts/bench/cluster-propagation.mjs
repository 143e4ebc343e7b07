/**
 * How long a staff change made through one instance of a group takes to show elsewhere (issue 25:
 * "the propagation time is a bench row, not a timed assertion"). On a group of two behind the
 * front (harness `startCluster`), staff change prices through the first instance's REST API, as
 * the admin does; from the moment that change is answered, the second instance (asked directly)
 * and the front are read until they show it:
 * - a part's list price: Next's page and data cache in Redis, and the front purged by key;
 * - an OEM price list entry: the price data each instance keeps in memory, forgotten on every
 *   instance through Redis (shared-invalidation.ts), read through the price API.
 */
import { clusterMissing, demoFamilySlugs, round1, sleep, startCluster } from './harness.mjs'

/** Reads `read` every 5 ms until it answers `wanted`; ms since `from`. */
async function shownAfter(from, read, wanted, what, timeoutMs = 30_000) {
  for (;;) {
    const seen = await read()
    if (seen === wanted) return performance.now() - from
    if (performance.now() - from > timeoutMs)
      throw new Error(`${what}: ${wanted} not shown within ${timeoutMs} ms (still ${seen})`)
    await sleep(5)
  }
}

async function json(url, init) {
  const answer = await fetch(url, init)
  if (!answer.ok) throw new Error(`${init?.method ?? 'GET'} ${url} answered ${answer.status}`)
  return answer.json()
}

function summary(measured) {
  const sorted = [...measured].sort((a, b) => a - b)
  return {
    p50: round1(sorted[Math.floor(sorted.length / 2)]),
    max: round1(sorted.at(-1)),
    count: sorted.length,
  }
}

/** @param {{ times?: number }} options */
export async function clusterPropagationSection({ times = 10 } = {}) {
  const missing = clusterMissing()
  if (missing)
    return [`## A change on one instance, seen on the other`, '', `Not measured: ${missing}.`, '']
  const group = await startCluster({ parts: 2400, port: 3620 })
  const rows = []
  try {
    const [first, second] = group.instances
    const { token } = await json(`${first}/api/cms/staff/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: group.env.ADMIN_EMAIL, password: group.env.ADMIN_PASSWORD }),
    })
    const staff = { authorization: `JWT ${token}`, 'content-type': 'application/json' }
    const slug = demoFamilySlugs[0]
    const partsPath = `/api/public/families/${slug}/parts`
    const { items } = await json(`${group.front}${partsPath}`)
    const pn = items[0].pn
    const listCentsOn = async (base) =>
      (await json(`${base}${partsPath}`)).items.find((item) => item.pn === pn)?.listCents
    const guestCentsOn = async (base) =>
      (
        await json(`${base}/api/public/prices`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: group.front },
          body: JSON.stringify({ pns: [pn] }),
        })
      ).prices[pn]?.saleCents

    // a list price, changed `times` times
    const part = (
      await json(`${first}/api/cms/parts?where[pn][equals]=${encodeURIComponent(pn)}&depth=0`, {
        headers: staff,
      })
    ).docs[0]
    const list = { second: [], front: [] }
    for (let i = 1; i <= times; i++) {
      const cents = part.listPriceCents + i
      await json(`${first}/api/cms/parts/${part.id}`, {
        method: 'PATCH',
        headers: staff,
        body: JSON.stringify({ listPriceCents: cents }),
      })
      const changed = performance.now()
      const [onSecond, onFront] = await Promise.all([
        shownAfter(changed, () => listCentsOn(second), cents, `list price ${i} on ${second}`),
        shownAfter(changed, () => listCentsOn(group.front), cents, `list price ${i} on the front`),
      ])
      list.second.push(onSecond)
      list.front.push(onFront)
    }
    await json(`${first}/api/cms/parts/${part.id}`, {
      method: 'PATCH',
      headers: staff,
      body: JSON.stringify({ listPriceCents: part.listPriceCents }),
    })

    // an OEM price list entry for the part, set `times` times
    const oem = (
      await json(`${first}/api/cms/price-lists?where[name][equals]=OEM&depth=0`, { headers: staff })
    ).docs[0]
    const before = await guestCentsOn(second)
    const entry = { second: [], front: [] }
    let entryId = null
    for (let i = 1; i <= times; i++) {
      const cents = before - 100 - i
      const data = { priceList: oem.id, valueType: 'Actual', pn, value: cents / 100 }
      const saved = entryId
        ? await json(`${first}/api/cms/price-list-entries/${entryId}`, {
            method: 'PATCH',
            headers: staff,
            body: JSON.stringify(data),
          })
        : await json(`${first}/api/cms/price-list-entries`, {
            method: 'POST',
            headers: staff,
            body: JSON.stringify(data),
          })
      entryId = saved.doc.id
      const changed = performance.now()
      const [onSecond, onFront] = await Promise.all([
        shownAfter(changed, () => guestCentsOn(second), cents, `entry ${i} on ${second}`),
        shownAfter(changed, () => guestCentsOn(group.front), cents, `entry ${i} on the front`),
      ])
      entry.second.push(onSecond)
      entry.front.push(onFront)
    }
    if (entryId)
      await fetch(`${first}/api/cms/price-list-entries/${entryId}`, {
        method: 'DELETE',
        headers: staff,
      })

    rows.push(
      ['A part’s list price (parts list)', 'the other instance', summary(list.second)],
      ['A part’s list price (parts list)', 'the front', summary(list.front)],
      ['An OEM price list entry (a guest’s price)', 'the other instance', summary(entry.second)],
      ['An OEM price list entry (a guest’s price)', 'the front', summary(entry.front)],
    )
  } finally {
    await group.stop()
  }
  return [
    '## A change on one instance, seen on the other',
    '',
    'Two instances (npm run start:cluster) on PostgreSQL and a Redis of their own, behind the front,',
    '2,400 parts. Staff change a price through the first instance’s REST API, as the admin does; from',
    'the moment the change is answered, the second instance (asked directly) and the front are read',
    'every 5 ms until they show it. A list price reaches them through Next’s cache in Redis and a purge',
    'of the front; a price list entry through the price data each instance keeps in memory, forgotten',
    'on every instance over Redis.',
    '',
    '| change | read on | changes | p50 ms | max ms |',
    '| --- | --- | ---: | ---: | ---: |',
    ...rows.map(
      ([change, where, figures]) =>
        `| ${change} | ${where} | ${figures.count} | ${figures.p50} | ${figures.max} |`,
    ),
    '',
  ]
}
