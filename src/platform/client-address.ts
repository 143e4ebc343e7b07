import { getIP } from 'better-auth/api'

/**
 * The client a request comes from, for per-client limits: X-Forwarded-For as the production
 * server (scripts/serve.mjs) wrote it from the socket, read through the hops TRUSTED_PROXIES
 * names, the same way better-auth's own limiter reads it. 'unknown' when there is none.
 */
export function trustedProxiesOf(env: NodeJS.ProcessEnv = process.env): string[] {
  return (env.TRUSTED_PROXIES ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
}

export function clientAddressOf(headers: Headers, env: NodeJS.ProcessEnv = process.env): string {
  return (
    getIP(headers, {
      advanced: {
        ipAddress: { ipAddressHeaders: ['x-forwarded-for'], trustedProxies: trustedProxiesOf(env) },
      },
    }) ?? 'unknown'
  )
}
