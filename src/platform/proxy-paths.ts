/**
 * Where the proxy (src/proxy.ts) runs: only where a request needs code of ours before Next
 * answers it. The bare `/` (its language comes from a cookie or Accept-Language), the protected
 * paths (a visitor without a session goes to sign in) and the pages whose policy carries a
 * per-request nonce (the admin's too). Every other path maps onto its page through next.config's rewrites
 * (src/i18n/route-rules.ts), which run no code of ours: a cached catalogue page then costs Next
 * no proxy call at all (issue 23).
 *
 * Next reads `config.matcher` from the proxy's source at build, as a literal (values computed or
 * imported are ignored, Next's docs say), so the literal in src/proxy.ts is written from here:
 * `next build` rewrites it when the protected paths it is built with (AUTH_INCLUDE_PATHS) ask for
 * another list, and a unit test holds the committed one to the defaults. Pure; relative imports
 * because next.config loads it.
 */
import { adminPath, noncePagePaths } from './content-security'
import { type ProtectionRules } from './protected-paths'

/** path-to-regexp's special characters, taken literally in a path written by staff. */
const escapePath = (path: string) => path.replace(/[()[\]{}?+*:\\]/g, '\\$&')

/** The matcher source of one protection pattern (`/x/**`: x and below; `/x*`: a prefix; else exact). */
export function matcherSourceOf(pattern: string): string {
  if (pattern.endsWith('/**')) return `${escapePath(pattern.slice(0, -3))}/:path*`
  if (pattern.endsWith('*')) return `${escapePath(pattern.slice(0, -1))}(.*)`
  const exact = pattern.length > 1 && pattern.endsWith('/') ? pattern.slice(0, -1) : pattern
  return escapePath(exact)
}

/** The proxy's matcher for these protection rules (the excluded paths are its own business). */
export function proxyMatcher(rules: ProtectionRules): string[] {
  const sources = [
    '/',
    ...noncePagePaths.map((path) => `${escapePath(path)}/:path*`),
    `${adminPath}/:path*`,
    ...rules.include.map(matcherSourceOf),
  ]
  return [...new Set(sources)]
}

const matcherLiteral = /matcher: \[([^\]]*)\]/

/** The matcher written in the proxy's source, or null when it has no literal list. */
export function matcherIn(proxySource: string): string[] | null {
  const found = matcherLiteral.exec(proxySource)
  if (!found) return null
  return [...(found[1] ?? '').matchAll(/'((?:[^'\\]|\\.)*)'/g)].map(([, text]) =>
    (text ?? '').replace(/\\(.)/g, '$1'),
  )
}

/** The proxy's source with this matcher as its literal (formatted as prettier writes it). */
export function withMatcher(proxySource: string, matcher: readonly string[]): string {
  if (!matcherLiteral.test(proxySource))
    throw new Error('The proxy has no `matcher: [...]` literal')
  const quoted = matcher.map((source) => `'${source.replace(/[\\']/g, '\\$&')}'`)
  const oneLine = `matcher: [${quoted.join(', ')}]`
  const literal =
    oneLine.length <= 80
      ? oneLine
      : `matcher: [\n${quoted.map((source) => `    ${source},\n`).join('')}  ]`
  return proxySource.replace(matcherLiteral, () => literal)
}
