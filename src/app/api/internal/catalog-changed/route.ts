import { createHash, timingSafeEqual } from 'node:crypto'

import { NextResponse } from 'next/server'

import { afterCatalogChange } from '@/catalog/import/apply'
import { errorResponse, HttpError } from '@/platform/http'
import { internalSecret } from '@/platform/secrets'

/** Compares digests, so neither the length nor the content of the secret leaks through timing. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest()
  return timingSafeEqual(digest(given), digest(expected))
}

/**
 * Called by `npm run import` after a command-line import commits: this server's caches for
 * the catalogue (tagged data, product pages) are cleared here, which another process cannot
 * do. Authenticated by the `x-internal-secret` header (derived from PAYLOAD_SECRET).
 */
export async function POST(request: Request) {
  const given = request.headers.get('x-internal-secret') ?? ''
  if (!sameSecret(given, internalSecret())) {
    return errorResponse(new HttpError(403, 'forbidden', 'Forbidden'))
  }
  await afterCatalogChange()
  return NextResponse.json({ ok: true })
}
