import fs from 'node:fs'
import path from 'node:path'

import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import {
  PHASE_DEVELOPMENT_SERVER,
  PHASE_PRODUCTION_BUILD,
  PHASE_PRODUCTION_SERVER,
} from 'next/constants'
import createNextIntlPlugin from 'next-intl/plugin'

import { localeRedirects, localeRewrites } from './src/i18n/route-rules'
import { colourHintsOnlyOnAdmin, type HeaderRule } from './src/platform/admin-client-hints'
import { groupBuildProblem } from './src/platform/group'
import {
  baseSecurityHeaders,
  cachedPagesSource,
  pagePolicy,
  configuredThirdParties,
} from './src/platform/content-security'
import { writeProxyMatcher } from './src/platform/proxy-matcher-file'

const withNextIntl = createNextIntlPlugin('./src/content/intl-request.ts')

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Next hashes every cached page's whole HTML per request for its ETag: 0.4-1.0 ms of CPU per
  // family page measured, against a goal of 1.2 ms for the whole request (issue 23). The caching
  // front gives the pages it stores an ETag of its own (deploy/varnish/shop.vcl) and answers
  // browsers' If-None-Match itself; Next's would only serve the front's revalidations.
  generateEtags: false,
  images: {
    localPatterns: [{ pathname: '/api/cms/media/file/**' }, { pathname: '/images/**' }],
    formats: ['image/avif', 'image/webp'],
    // spec §9 image scale factors → widths for a 1280 px design
    deviceSizes: [640, 768, 1024, 1280, 1600, 1920],
  },
  // The route table's EN/ES paths onto the `[locale]` folders, and its old paths (308): Next
  // answers them without running code of ours (src/i18n/route-rules.ts). Before Next looks at its
  // files: `/products/x` would otherwise be the `[locale]` folder with locale "products".
  async redirects() {
    return localeRedirects()
  },
  async rewrites() {
    return { beforeFiles: localeRewrites(), afterFiles: [], fallback: [] }
  },
  // scripts/serve.mjs compresses every answer, after it has added the hashes of an HTML answer's
  // inline scripts to its policy (scripts/inline-script-csp.mjs): the hashes are taken from the
  // HTML, not from Next's gzip of it.
  compress: false,
  // Security headers (src/platform/content-security.ts). Pages rendered per request (sign-in, my
  // account, cart, checkout) and the admin get their policy with a nonce from the proxy instead;
  // the cached pages' policy gets its inline scripts' hashes from scripts/serve.mjs.
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
            value: pagePolicy({
              thirdParties: configuredThirdParties(),
              development: process.env.NODE_ENV !== 'production',
            }),
          },
        ],
      },
    ]
  },
}

/**
 * Next reads the proxy's matcher from its source as a literal, at build: a build (or a development
 * server) for another list of protected paths (AUTH_INCLUDE_PATHS) writes that list into it
 * first (src/platform/proxy-paths.ts). A running server keeps the matcher it was built with.
 */
function matchProxyToProtectedPaths() {
  const written = writeProxyMatcher('src/proxy.ts', process.env)
  if (written) console.log(`▶ src/proxy.ts: matcher written for this build (${written.join(', ')})`)
}

const withCms = withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })

/**
 * A build for a group of instances (issue 25) is named by DEPLOYMENT_ID: Next's build id (the
 * `/_next/static/<id>/` paths, compared on every client navigation) and its `deploymentId`
 * (asset queries, skew detection), so machines that build the same commit with the same
 * DEPLOYMENT_ID and NEXT_SERVER_ACTIONS_ENCRYPTION_KEY serve one shop. A server takes the
 * `deploymentId` its build was made with (the browser's code has it compiled in), never one from
 * its own environment; the instance checks DEPLOYMENT_ID against the build at start
 * (src/instrumentation.ts). Unset: Next's defaults.
 */
function groupBuild(phase: string): Pick<NextConfig, 'deploymentId' | 'generateBuildId'> {
  if (phase === PHASE_PRODUCTION_SERVER) {
    const built = builtDeploymentId()
    return built ? { deploymentId: built } : {}
  }
  const id = process.env.DEPLOYMENT_ID
  if (phase !== PHASE_PRODUCTION_BUILD || !id) return {}
  const problem = groupBuildProblem(process.env)
  if (problem) throw new Error(problem)
  return { deploymentId: id, generateBuildId: async () => id }
}

/** The `deploymentId` the production build in `.next` was made with, if any. */
function builtDeploymentId(): string | undefined {
  try {
    const manifest = JSON.parse(
      fs.readFileSync(path.resolve(process.cwd(), '.next', 'required-server-files.json'), 'utf8'),
    ) as { config?: { deploymentId?: string } }
    return manifest.config?.deploymentId || undefined
  } catch {
    return undefined
  }
}

/**
 * A group's instances (REDIS_URL) share Next's page and data cache in Redis
 * (src/platform/page-cache-handler.mjs), so a page one instance revalidates is fresh on all, and
 * keep no copy of their own in memory. Only when serving: a build never needs Redis.
 */
function sharedPageCache(phase: string): Pick<NextConfig, 'cacheHandler' | 'cacheMaxMemorySize'> {
  if (!process.env.REDIS_URL || phase === PHASE_PRODUCTION_BUILD) return {}
  return {
    cacheHandler: path.resolve(process.cwd(), 'src/platform/page-cache-handler.mjs'),
    cacheMaxMemorySize: 0,
  }
}

export default function config(phase: string): NextConfig {
  if (phase === PHASE_PRODUCTION_BUILD || phase === PHASE_DEVELOPMENT_SERVER) {
    matchProxyToProtectedPaths()
  }
  return {
    ...withCms,
    ...groupBuild(phase),
    ...sharedPageCache(phase),
    // Payload's colour-scheme client hints belong to its admin, not to every page (admin-client-hints.ts)
    headers: async () =>
      colourHintsOnlyOnAdmin(((await withCms.headers?.()) ?? []) as HeaderRule[]),
  }
}
