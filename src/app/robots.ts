import type { MetadataRoute } from 'next'

import { siteUrl } from '@/content/resolve'

export default function robots(): MetadataRoute.Robots {
  const origin = siteUrl()
  return {
    rules: [
      { userAgent: '*', allow: '/', disallow: ['/admin', '/api/', '/my-account', '/es/mi-cuenta'] },
    ],
    sitemap: [`${origin}/sitemap.xml`, `${origin}/es/sitemap.xml`],
  }
}
