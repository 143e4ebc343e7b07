/**
 * The app's route handlers as the file system has them: every `route.ts` under src/app with the
 * HTTP methods it exports, as `/pattern` (route groups dropped). The resilience suites take their
 * routes from here, not from a list, so a new route is covered the day it lands.
 */
import fs from 'node:fs'
import path from 'node:path'

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** Every route.ts under src/app with its methods, as `METHOD /pattern` (route groups dropped). */
export function routeFiles(): { pattern: string; methods: Method[] }[] {
  const root = path.resolve('src/app')
  const found: { pattern: string; methods: Method[] }[] = []
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (entry.name === 'route.ts') {
        const source = fs.readFileSync(full, 'utf8')
        const methods = [
          ...source.matchAll(/export[^\n]*?(?:function |const |as )(GET|POST|PUT|PATCH|DELETE)\b/g),
        ].map((match) => match[1] as Method)
        const pattern = `/${path
          .relative(root, path.dirname(full))
          .split(path.sep)
          .filter((segment) => !/^\(.*\)$/.test(segment))
          .join('/')}`
        found.push({ pattern, methods: [...new Set(methods)] })
      }
    }
  }
  walk(root)
  return found
}
