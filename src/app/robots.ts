import type { MetadataRoute } from 'next'

import { siteUrl } from '@/content/resolve'

// per request: the sitemap URLs name this server's SITE_URL, not the build machine's
export const dynamic = 'force-dynamic'

export default function robots(): MetadataRoute.Robots {
  const origin = siteUrl()
  return {
    rules: [
      { userAgent: '*', allow: '/', disallow: ['/admin', '/api/', '/my-account', '/es/mi-cuenta'] },
    ],
    sitemap: [`${origin}/sitemap.xml`, `${origin}/es/sitemap.xml`],
  }
}
