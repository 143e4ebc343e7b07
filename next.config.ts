import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'

import { colourHintsOnlyOnAdmin, type HeaderRule } from './src/platform/admin-client-hints'
import {
  adminPolicy,
  baseSecurityHeaders,
  cachedPagesSource,
  pagePolicy,
  thirdPartiesOfBuild,
} from './src/platform/content-security'

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts')

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  images: {
    localPatterns: [{ pathname: '/api/cms/media/file/**' }, { pathname: '/images/**' }],
    formats: ['image/avif', 'image/webp'],
    // spec §9 image scale factors → widths for a 1280 px design
    deviceSizes: [640, 768, 1024, 1280, 1600, 1920],
  },
  // Security headers (src/platform/content-security.ts). Later rules win for the same header:
  // the admin's policy replaces the pages' one. Pages rendered per request (sign-in, my account,
  // cart, checkout) get their policy with a nonce from the proxy instead.
  async headers() {
    return [
      {
        source: '/:path*',
        headers: baseSecurityHeaders(process.env.NODE_ENV === 'production'),
      },
      {
        source: cachedPagesSource(),
        headers: [
          {
            key: 'Content-Security-Policy',
            value: pagePolicy({ thirdParties: thirdPartiesOfBuild() }),
          },
        ],
      },
      { source: '/admin', headers: [{ key: 'Content-Security-Policy', value: adminPolicy }] },
      {
        source: '/admin/:path*',
        headers: [{ key: 'Content-Security-Policy', value: adminPolicy }],
      },
    ]
  },
}

const withCms = withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })

export default {
  ...withCms,
  // Payload's colour-scheme client hints belong to its admin, not to every page (admin-client-hints.ts)
  headers: async () => colourHintsOnlyOnAdmin(((await withCms.headers?.()) ?? []) as HeaderRule[]),
} satisfies NextConfig
