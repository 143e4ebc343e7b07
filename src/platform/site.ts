/**
 * The shop's public origin (SITE_URL, else this machine's port): canonical URLs,
 * sitemaps, sign-in callbacks and the same-origin check all use this one value.
 */
export function siteOrigin(env: NodeJS.ProcessEnv = process.env): string {
  return (env.SITE_URL || `http://localhost:${env.PORT || 3000}`).replace(/\/$/, '')
}

/** Secure cookies (buyers' and staff's) on https sites and in production anywhere but a local machine. */
export function secureCookiesFor(env: NodeJS.ProcessEnv): boolean {
  const origin = new URL(siteOrigin(env))
  if (origin.protocol === 'https:') return true
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(origin.hostname)
  return env.NODE_ENV === 'production' && !local
}
