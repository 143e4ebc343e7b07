/**
 * Writes the proxy's matcher into its source (src/proxy.ts) for the protected paths a build is
 * given: Next reads `config.matcher` only as a literal, at build (src/platform/proxy-paths.ts).
 * next.config calls it when a build or a development server starts. Relative imports: next.config
 * loads this file.
 */
import fs from 'node:fs'

import { matcherIn, proxyMatcher, withMatcher } from './proxy-paths'
import { protectionRulesFrom } from './protected-paths'

/** Writes the matcher these settings need into `file`; the matcher written, or null if it was there. */
export function writeProxyMatcher(
  file: string,
  env: Record<string, string | undefined>,
): string[] | null {
  const source = fs.readFileSync(file, 'utf8')
  const wanted = proxyMatcher(protectionRulesFrom(env))
  if (JSON.stringify(matcherIn(source)) === JSON.stringify(wanted)) return null
  fs.writeFileSync(file, withMatcher(source, wanted))
  return wanted
}
