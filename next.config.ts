import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'

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
}

export default withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })
