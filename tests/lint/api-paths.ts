/**
 * Where the browser's code may name the shop's API (issue 40): only in a capability's client
 * module, a file named `client.ts` (`account/client.ts`, `checkout/client.ts`, …). Components
 * and hooks call its named functions, never `apiFetch` with a path.
 *
 * The rule, precisely:
 * - browser code is every file of `src/` that starts with the `'use client'` directive, and
 *   every `src/` file such a file loads, transitively: static imports, re-exports and
 *   `import()`, not type-only imports (erased, they load nothing). Server code (route files,
 *   handlers, server components) is left alone unless a client file loads it;
 * - an API path is a string literal, or a template literal's text before its first `${…}`,
 *   that starts with `/api/` and goes on (the bare prefix `'/api/'` is a test on any path, not
 *   an endpoint). Comments are not literals;
 * - browser code outside a `client.ts` file holds no API path.
 * Test files, `migrations/` and the generated `payload-types.ts` are left out.
 */
import fs from 'node:fs'
import path from 'node:path'

import ts from 'typescript'

import { listSourceFiles, sourceFile } from './source-files'

export type ApiPathFinding = {
  /** the file, relative to the source root (`account/ui/profile-form.tsx`) */
  file: string
  /** the literal as written, without its quotes */
  literal: string
  line: number
}

const resolvable = ['.ts', '.tsx', '.mts', '.js', '.jsx', '.mjs']

/** The one name a module holding API paths has. */
export const isClientModule = (file: string) => path.posix.basename(file) === 'client.ts'

/** The file an import names inside the source root, or null (a package, a JSON file, outside). */
function resolve(root: string, from: string, specifier: string): string | null {
  let base: string
  if (specifier.startsWith('@/')) base = path.join(root, specifier.slice(2))
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier)
  else return null
  const candidates = [
    base,
    ...resolvable.map((ext) => base + ext),
    ...resolvable.map((ext) => path.join(base, `index${ext}`)),
  ]
  for (const candidate of candidates) {
    if (sourceFile.test(candidate) && fs.existsSync(candidate) && fs.statSync(candidate).isFile())
      return candidate
  }
  return null
}

function parse(full: string): ts.SourceFile {
  const kind = full.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS
  return ts.createSourceFile(
    full,
    fs.readFileSync(full, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    kind,
  )
}

/** Whether the file starts with the `'use client'` directive. */
function isClientEntry(source: ts.SourceFile): boolean {
  for (const statement of source.statements) {
    if (!ts.isExpressionStatement(statement) || !ts.isStringLiteral(statement.expression)) break
    if (statement.expression.text === 'use client') return true
  }
  return false
}

/** The modules a file loads when it runs: type-only imports and exports load nothing. */
function loadedSpecifiers(source: ts.SourceFile): string[] {
  const specifiers: string[] = []
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause
      const typeOnly =
        clause !== undefined &&
        (clause.isTypeOnly ||
          (!clause.name &&
            clause.namedBindings !== undefined &&
            ts.isNamedImports(clause.namedBindings) &&
            clause.namedBindings.elements.length > 0 &&
            clause.namedBindings.elements.every((element) => element.isTypeOnly)))
      if (!typeOnly) specifiers.push(node.moduleSpecifier.text)
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const typeOnly =
        node.isTypeOnly ||
        (node.exportClause !== undefined &&
          ts.isNamedExports(node.exportClause) &&
          node.exportClause.elements.length > 0 &&
          node.exportClause.elements.every((element) => element.isTypeOnly))
      if (!typeOnly) specifiers.push(node.moduleSpecifier.text)
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      specifiers.push(node.arguments[0].text)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return specifiers
}

const apiPath = /^\/api\/./

/** The API paths a file writes: string literals and the text of a template before its first hole. */
function apiPathsOf(source: ts.SourceFile): { literal: string; line: number }[] {
  const found: { literal: string; line: number }[] = []
  const visit = (node: ts.Node) => {
    let text: string | null = null
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) text = node.text
    else if (ts.isTemplateExpression(node)) text = node.head.text
    // an import's specifier is a module, not a path
    const isSpecifier =
      node.parent &&
      (ts.isImportDeclaration(node.parent) || ts.isExportDeclaration(node.parent)) &&
      node.parent.moduleSpecifier === node
    if (text !== null && !isSpecifier && apiPath.test(text)) {
      const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1
      found.push({ literal: ts.isTemplateExpression(node) ? node.getText(source) : text, line })
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

/** The browser's files: each `'use client'` file and all it loads, relative to the root. */
export function browserFiles(root: string): string[] {
  const sources = new Map(listSourceFiles(root).map((full) => [full, parse(full)]))
  const seen = new Set<string>()
  const queue = [...sources].filter(([, source]) => isClientEntry(source)).map(([full]) => full)
  while (queue.length > 0) {
    const full = queue.pop()!
    if (seen.has(full)) continue
    seen.add(full)
    const source = sources.get(full)
    if (!source) continue
    for (const specifier of loadedSpecifiers(source)) {
      const target = resolve(root, full, specifier)
      if (target && sources.has(target) && !seen.has(target)) queue.push(target)
    }
  }
  return [...seen].map((full) => path.relative(root, full).split(path.sep).join('/')).sort()
}

/** Every API path that browser code writes outside a `client.ts`. */
export function apiPathsOutsideClients(root: string): ApiPathFinding[] {
  return browserFiles(root)
    .filter((file) => !isClientModule(file))
    .flatMap((file) =>
      apiPathsOf(parse(path.join(root, file))).map((found) => ({ file, ...found })),
    )
}
