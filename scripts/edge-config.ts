/**
 * Writes the caching front's site-specific VCL (`shop-site.vcl`) into a folder:
 *   node scripts/run-ts.mjs scripts/edge-config.ts <folder> <backend host:port>… [--purger <address>]…
 * The protected paths come from AUTH_INCLUDE_PATHS / AUTH_EXCLUDE_PATHS, as the shop reads them;
 * the purge secret from the same secrets the shop derives it from (EDGE_PURGE_SECRET, else
 * PAYLOAD_SECRET or the installation's generated one).
 */
import fs from 'node:fs'
import path from 'node:path'

import { frontSiteVcl, type FrontBackend } from '@/platform/edge-front'
import { protectionRulesFrom } from '@/platform/protected-paths'
import { edgePurgeSecret } from '@/platform/secrets'

const [folder, ...rest] = process.argv.slice(2)
const backends: FrontBackend[] = []
const purgers: string[] = []
for (let index = 0; index < rest.length; index++) {
  const argument = rest[index]!
  if (argument === '--purger') {
    purgers.push(rest[++index] ?? '')
    continue
  }
  const match = /^\[?([^\]]+?)\]?:(\d+)$/.exec(argument)
  if (!match) throw new Error(`Not a backend host:port: ${argument}`)
  backends.push({ host: match[1]!, port: Number(match[2]) })
}
if (!folder || backends.length === 0) {
  console.error('usage: edge-config.ts <folder> <host:port>… [--purger <address>]…')
  process.exit(2)
}
fs.mkdirSync(folder, { recursive: true })
const vcl = frontSiteVcl({
  backends,
  purgers: purgers.length > 0 ? purgers : ['127.0.0.1', '::1'],
  purgeSecret: edgePurgeSecret(process.env),
  rules: protectionRulesFrom(process.env),
})
// it holds the purge secret: for the front's user alone
fs.writeFileSync(path.join(folder, 'shop-site.vcl'), vcl, { mode: 0o600 })
fs.chmodSync(path.join(folder, 'shop-site.vcl'), 0o600)
