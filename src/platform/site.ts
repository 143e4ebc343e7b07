/**
 * The shop's public origin (SITE_URL, else this machine's port): canonical URLs,
 * sitemaps, sign-in callbacks and the same-origin check all use this one value.
 */
export function siteOrigin(env: NodeJS.ProcessEnv = process.env): string {
  return (env.SITE_URL || `http://localhost:${env.PORT || 3000}`).replace(/\/$/, '')
}
