/**
 * Generates the ZIP-prefix → shipping-zone table (business rules §5), once; the output is
 * committed (src/checkout/data/zip-zones.json), seeded into the `zip-zones` collection, and
 * from then on staff's to correct in the admin.
 *
 *   node scripts/generate-zip-zones.mjs
 *
 * Data: the `zipcodes` package (BSD; every US ZIP with its state and latitude/longitude;
 * a dev dependency, used by this script only). A prefix's position is the mean of its ZIPs'
 * coordinates; its distance is the great-circle distance from Beaver, PA (15009), the origin.
 * Zones follow the carriers' distance bands: 2 ≤ 150 mi, 3 ≤ 300, 4 ≤ 600, 5 ≤ 1000,
 * 6 ≤ 1400, 7 ≤ 1800, 8 beyond. The rules' fixed points win over the distance (147–168 and
 * 215 → 2; 835–838, 850, 851, 889–961, 970–994 → 8), and every override is printed, then a
 * summary (prefix count, count per zone).
 *
 * Why `zipcodes`: zero dependencies, pure data (lib/codes.js, ~5.3 MB unpacked with a small
 * Canadian list beside it), 8.0.0 published December 2024, and unlike the coordinate-only
 * packages it carries each ZIP's state, which the table keeps (`states`) for the seed.
 *
 * Left out: ZIPs without coordinates (0,0) and the military mail prefixes (APO/FPO/DPO: 090–098,
 * 340, 962–966, states AA/AE/AP). The package places some of those at overseas bases, which
 * says nothing about what a parcel to them costs, so they are dropped whatever their coordinates.
 * Territories stay (PR, VI, GU, AS…), as do Alaska and Hawaii; they fall in zone 7 or 8.
 *
 * Output: { origin, generatedFrom, zones: { prefix: zone }, states: { prefix: [state…] } },
 * prefixes in ascending order (written by hand: JSON.stringify would put "100"… before "006");
 * and src/account/zip-states.json, the same states as { state: 'prefix ranges' } for the address
 * form (account/zip-state.ts).
 */
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const require = createRequire(import.meta.url)
const zipcodes = require('zipcodes')
const { version } = require('zipcodes/package.json')

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const out = path.join(root, 'src/checkout/data/zip-zones.json')

const bands = [
  [150, 2],
  [300, 3],
  [600, 4],
  [1000, 5],
  [1400, 6],
  [1800, 7],
]

const prefixesFrom = (from, to) =>
  Array.from({ length: to - from + 1 }, (_, i) => String(from + i).padStart(3, '0'))
const range = (from, to, zone) => prefixesFrom(from, to).map((prefix) => [prefix, zone])
const fixedPoints = new Map([
  ...range(147, 168, 2),
  ['215', 2],
  ...range(835, 838, 8),
  ['850', 8],
  ['851', 8],
  ...range(889, 961, 8),
  ...range(970, 994, 8),
])
const military = new Set([...prefixesFrom(90, 98), '340', ...prefixesFrom(962, 966)])
const militaryStates = new Set(['AA', 'AE', 'AP'])

const radians = (degrees) => (degrees * Math.PI) / 180
/** Great-circle distance in miles (haversine, mean Earth radius 3958.8 mi). */
function miles(a, b) {
  const dLat = radians(b.latitude - a.latitude)
  const dLon = radians(b.longitude - a.longitude)
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2
  return 2 * 3958.8 * Math.asin(Math.sqrt(h))
}

const zoneFor = (distance) => bands.find(([limit]) => distance <= limit)?.[1] ?? 8

const origin = zipcodes.lookup(15009)
const prefixes = new Map()
const leftOut = new Set()
for (const entry of Object.values(zipcodes.codes)) {
  if (entry.country !== 'US' || !/^\d{5}$/.test(entry.zip)) continue
  const prefix = entry.zip.slice(0, 3)
  if (military.has(prefix) || militaryStates.has(entry.state)) {
    leftOut.add(prefix)
    continue
  }
  if (!Number.isFinite(entry.latitude) || !Number.isFinite(entry.longitude)) continue
  if (entry.latitude === 0 && entry.longitude === 0) continue
  const found = prefixes.get(prefix) ?? { lat: 0, lon: 0, count: 0, states: new Set() }
  found.lat += entry.latitude
  found.lon += entry.longitude
  found.count += 1
  found.states.add(entry.state)
  prefixes.set(prefix, found)
}

const zones = {}
const states = {}
const overrides = []
for (const prefix of [...prefixes.keys()].sort()) {
  const found = prefixes.get(prefix)
  const centroid = { latitude: found.lat / found.count, longitude: found.lon / found.count }
  const distance = miles(origin, centroid)
  const computed = zoneFor(distance)
  const fixed = fixedPoints.get(prefix)
  if (fixed !== undefined && fixed !== computed)
    overrides.push([prefix, Math.round(distance), computed, fixed])
  zones[prefix] = fixed ?? computed
  states[prefix] = [...found.states].sort()
}

/** An object's JSON with its keys in the order given (integer-like keys would otherwise lead). */
const inOrder = (keys, valueOf) =>
  `{\n${keys.map((key) => `    ${JSON.stringify(key)}: ${JSON.stringify(valueOf(key))}`).join(',\n')}\n  }`
const sorted = Object.keys(zones).sort()
const json = [
  `{`,
  `  "origin": "15009",`,
  `  "generatedFrom": ${JSON.stringify(`zipcodes@${version}`)},`,
  `  "zones": ${inOrder(sorted, (prefix) => zones[prefix])},`,
  `  "states": ${inOrder(sorted, (prefix) => states[prefix])}`,
  `}`,
].join('\n')
JSON.parse(json) // a malformed table never reaches the disk
fs.mkdirSync(path.dirname(out), { recursive: true })
fs.writeFileSync(out, `${json}\n`)

// The address form's copy of the states (src/account/zip-states.json): each state's prefixes as
// ranges ('150-196'), ~1 kB, so the browser checks a ZIP against its state without the zones.
const rangesOf = (numbers) => {
  const ranges = []
  for (const n of numbers) {
    const last = ranges.at(-1)
    if (last && last[1] === n - 1) last[1] = n
    else ranges.push([n, n])
  }
  const pad = (n) => String(n).padStart(3, '0')
  return ranges.map(([a, b]) => (a === b ? pad(a) : `${pad(a)}-${pad(b)}`)).join(',')
}
const prefixesOfState = {}
for (const prefix of sorted) {
  for (const state of states[prefix]) (prefixesOfState[state] ??= []).push(Number(prefix))
}
const stateRanges = Object.fromEntries(
  Object.keys(prefixesOfState)
    .sort()
    .map((state) => [state, rangesOf(prefixesOfState[state])]),
)
fs.writeFileSync(
  path.join(root, 'src/account/zip-states.json'),
  `${JSON.stringify(stateRanges, null, 2)}\n`,
)

const perZone = Object.values(zones).reduce(
  (count, zone) => ({ ...count, [zone]: (count[zone] ?? 0) + 1 }),
  {},
)
console.log(`${Object.keys(zones).length} prefixes from zipcodes@${version}; per zone:`, perZone)
console.log(`${overrides.length} fixed points override the distance:`)
for (const [prefix, distance, computed, fixed] of overrides) {
  console.log(`  ${prefix}: ${distance} mi → zone ${computed}, fixed ${fixed}`)
}
const dropped = [...leftOut].sort()
console.log(`${dropped.length} military prefixes left out: ${dropped.join(', ')}`)
