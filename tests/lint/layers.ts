/**
 * The direction of `src/` (issue 40): its top folders in layers, top to bottom. A folder imports only
 * folders of a layer below its own, so the folders can never import each other round in a cycle and a
 * new capability is one new folder at its layer. ARCHITECTURE.md cites this module; `layers.test.ts`
 * holds `src/` to it in CI.
 *
 * A node is a top folder (`src/<name>/`) or a root file (`src/proxy.ts` → `proxy`). Left out: the
 * generated `payload-types.ts`, `migrations/` and test files (`*.test.ts`, `*.spec.ts`).
 */
import fs from 'node:fs'
import path from 'node:path'

import ts from 'typescript'

import { listSourceFiles, sourceFile } from './source-files'

export const layers: readonly (readonly string[])[] = [
  // the composition roots: routes, the Payload config, the proxy, instrumentation and the seed
  ['app', 'payload.config', 'proxy', 'instrumentation', 'instrumentation-node', 'seed'],
  // pages, the layout and the site chrome: what combines capabilities
  ['storefront'],
  // the capabilities the next issues add
  ['punchout', 'company', 'quotes'],
  ['checkout'],
  ['cart'],
  ['stock', 'cross-reference'],
  ['catalog'],
  ['content'],
  ['pricing'],
  // the buyer: session, web user, customer
  ['account'],
  // shared widgets, then the shop's machinery (database, Payload, mail, caches), then languages
  ['ui'],
  ['platform'],
  ['i18n'],
]

/** Content pages and menus stand beside the shop: content names no commerce folder, whatever the order. */
export const forbidden: Readonly<Record<string, readonly string[]>> = {
  content: ['pricing', 'catalog', 'cart', 'checkout'],
}

/** Layers above the capabilities: what may import the storefront. */
const composition = new Set(layers[0])
const storefront = 'storefront'

/** The one allowed import against the direction: the Payload getter loads the Payload config. */
export const payloadGetter = 'platform/payload.ts'
const isPayloadGetterImport = (entry: Import) =>
  entry.to === 'payload.config' && entry.file === payloadGetter

export type Import = {
  /** the importing file, relative to the source root (`account/buyer.ts`) */
  file: string
  /** the import as written (`@/pricing/price-lists`, `../cart/cart-service`) */
  specifier: string
  from: string
  to: string
}

export type Violation = Import & {
  rule: 'direction' | 'storefront' | 'content'
  message: string
}

export type Cycle = {
  folders: string[]
  /** the imports between folders of the cycle */
  imports: Import[]
  message: string
}

/** The node of a path inside the source root: its top folder, or the root file's name. */
function nodeOf(root: string, target: string): string | null {
  const rel = path.relative(root, target)
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null
  const [first, ...rest] = rel.split(path.sep)
  if (!first) return null
  if (rest.length > 0) return first
  const isFolder = fs.existsSync(target) && fs.statSync(target).isDirectory()
  // a root file, named with or without its extension (`@/payload.config`, `./proxy.ts`)
  return isFolder ? first : first.replace(sourceFile, '')
}

/** Every import of `src/` that crosses a top folder: static, re-exports, type-only and `import()`. */
export function readImports(root: string): Import[] {
  const imports: Import[] = []
  for (const full of listSourceFiles(root)) {
    const text = fs.readFileSync(full, 'utf8')
    const file = path.relative(root, full).split(path.sep).join('/')
    const from = nodeOf(root, full)
    if (!from) continue
    const seen = new Set<string>()
    for (const { fileName: specifier } of ts.preProcessFile(text, true, true).importedFiles) {
      if (seen.has(specifier)) continue
      seen.add(specifier)
      let target: string
      if (specifier === '@payload-config') target = path.join(root, 'payload.config.ts')
      else if (specifier.startsWith('@/')) target = path.join(root, specifier.slice(2))
      else if (specifier.startsWith('.')) target = path.resolve(path.dirname(full), specifier)
      else continue
      const to = nodeOf(root, target)
      if (!to || to === from || to === 'payload-types' || to === 'migrations') continue
      imports.push({ file, specifier, from, to })
    }
  }
  return imports
}

const layerOf = new Map(layers.flatMap((names, index) => names.map((name) => [name, index])))

/** Why this import breaks the layering, or null when it points down. */
function ruleBroken(entry: Import): Omit<Violation, keyof Import> | null {
  const where = `${entry.file} imports '${entry.specifier}'`
  if (isPayloadGetterImport(entry)) return null
  if (entry.to === storefront && !composition.has(entry.from)) {
    return {
      rule: 'storefront',
      message: `${where}: ${entry.from} is a capability, and no capability imports the storefront`,
    }
  }
  if (forbidden[entry.from]?.includes(entry.to)) {
    return {
      rule: 'content',
      message: `${where}: ${entry.from} imports no commerce folder (${entry.to})`,
    }
  }
  const from = layerOf.get(entry.from)
  const to = layerOf.get(entry.to)
  if (from === undefined || to === undefined) {
    const unknown = from === undefined ? entry.from : entry.to
    return {
      rule: 'direction',
      message: `${where}: '${unknown}' has no layer yet; add it to tests/lint/layers.ts`,
    }
  }
  if (to > from) return null
  // the composition roots wire each other (instrumentation.ts loads instrumentation-node.ts)
  if (to === from && composition.has(entry.from)) return null
  return {
    rule: 'direction',
    message: `${where}: ${entry.from} may import only folders below it, and ${entry.to} is ${
      to === from ? 'beside' : 'above'
    } it`,
  }
}

export function violationsOf(imports: Import[]): Violation[] {
  return imports.flatMap((entry) => {
    const broken = ruleBroken(entry)
    return broken ? [{ ...entry, ...broken }] : []
  })
}

/** The folder cycles (strongly connected components of the folder graph), each with its imports. */
export function cyclesOf(all: Import[]): Cycle[] {
  // the Payload config is left out of the graph: the getter loading it closes no cycle of ours
  const imports = all.filter((entry) => !isPayloadGetterImport(entry))
  const edges = new Map<string, Set<string>>()
  for (const { from, to } of imports) {
    if (!edges.has(from)) edges.set(from, new Set())
    edges.get(from)!.add(to)
  }
  const nodes = new Set([...imports.map((i) => i.from), ...imports.map((i) => i.to)])
  let counter = 0
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const components: string[][] = []
  const visit = (node: string) => {
    index.set(node, counter)
    low.set(node, counter)
    counter++
    stack.push(node)
    onStack.add(node)
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next)
        low.set(node, Math.min(low.get(node)!, low.get(next)!))
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!))
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = []
      let member: string
      do {
        member = stack.pop()!
        onStack.delete(member)
        component.push(member)
      } while (member !== node)
      if (component.length > 1) components.push(component.sort())
    }
  }
  for (const node of [...nodes].sort()) if (!index.has(node)) visit(node)

  return components.map((folders) => {
    const inside = new Set(folders)
    const within = imports.filter((i) => inside.has(i.from) && inside.has(i.to))
    // one import per arrow names it; the message stays readable in a wide cycle
    const arrows = new Map<string, Import>()
    for (const entry of within) {
      const arrow = `${entry.from} → ${entry.to}`
      if (!arrows.has(arrow)) arrows.set(arrow, entry)
    }
    const lines = [...arrows].map(
      ([arrow, entry]) => `  ${arrow}: ${entry.file} imports '${entry.specifier}'`,
    )
    return {
      folders,
      imports: within,
      message: `import cycle between ${folders.join(', ')}:\n${lines.join('\n')}`,
    }
  })
}

/** `file → import`: how the ratchet list names an import. */
export const keyOf = (entry: Pick<Import, 'file' | 'specifier'>) =>
  `${entry.file} → ${entry.specifier}`

export function checkLayers(root: string) {
  const imports = readImports(root)
  return { imports, violations: violationsOf(imports), cycles: cyclesOf(imports) }
}
