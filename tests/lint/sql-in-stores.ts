/**
 * SQL in stores (issue 40): the raw SQL of `src/` lives in store modules, one per table or group
 * of tables (`*-store.ts` or `store.ts`), beside the shared helpers of `platform/sql.ts` and the
 * migrations. Everything else calls a store. A raw SQL user is a file that imports drizzle's
 * `sql` template (from `drizzle-orm…` or `@payloadcms/db-…`), or calls a client's `execute`,
 * or hands a `query` a statement as a string.
 */
import fs from 'node:fs'
import path from 'node:path'

import ts from 'typescript'

import { listSourceFiles } from './source-files'

export type SqlUse = {
  /** relative to the source root (`checkout/orders/outbox.ts`) */
  file: string
  line: number
  what: string
  message: string
}

const sqlModule = /^(drizzle-orm(\/.*)?|@payloadcms\/db-[\w-]+)$/
const statement = /^\s*(SELECT|INSERT|UPDATE|DELETE|WITH|CREATE|ALTER|DROP|VACUUM|PRAGMA)\b/i

/** May hold raw SQL: a store, the shared SQL helpers, a migration. */
export function maySql(file: string): boolean {
  const name = path.posix.basename(file)
  return (
    /(^|-)store\.(ts|tsx|mts)$/.test(name) ||
    file === 'platform/sql.ts' ||
    file.startsWith('migrations/')
  )
}

function usesOf(file: string, text: string): Omit<SqlUse, 'message'>[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)
  const uses: Omit<SqlUse, 'message'>[] = []
  const at = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart()).line + 1
  const visit = (node: ts.Node) => {
    if (
      ts.isImportDeclaration(node) &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      sqlModule.test(node.moduleSpecifier.text) &&
      !node.importClause?.isTypeOnly
    ) {
      const bindings = node.importClause?.namedBindings
      if (bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements) {
          const imported = (element.propertyName ?? element.name).text
          if (imported === 'sql' && !element.isTypeOnly) {
            uses.push({
              file,
              line: at(node),
              what: `imports sql from '${node.moduleSpecifier.text}'`,
            })
          }
        }
      }
    }
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const method = node.expression.name.text
      const [first] = node.arguments
      const literal =
        first && (ts.isStringLiteral(first) || ts.isNoSubstitutionTemplateLiteral(first))
          ? first.text
          : null
      if (method === 'execute') {
        uses.push({ file, line: at(node), what: 'calls execute' })
      } else if (method === 'query' && literal !== null && statement.test(literal)) {
        uses.push({ file, line: at(node), what: 'runs a query written as a string' })
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return uses
}

/** Every raw SQL use of the tree outside its stores, the SQL helpers and the migrations. */
export function sqlOutsideStores(root: string): SqlUse[] {
  return listSourceFiles(root).flatMap((full) => {
    const file = path.relative(root, full).split(path.sep).join('/')
    if (maySql(file)) return []
    return usesOf(file, fs.readFileSync(full, 'utf8')).map((use) => ({
      ...use,
      message: `${use.file}:${use.line} ${use.what}: raw SQL belongs in a store (*-store.ts) the code calls`,
    }))
  })
}
