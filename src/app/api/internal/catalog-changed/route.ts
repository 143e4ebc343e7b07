import { createHash, timingSafeEqual } from 'node:crypto'

import { NextResponse } from 'next/server'

import { afterCatalogChange } from '@/catalog/import/apply'
import { forgetQuoteTables } from '@/checkout/quote-tables'
import { forgetCrossReferences } from '@/cross-reference/memory'
import { errorResponse, HttpError } from '@/platform/http'
import { internalSecret } from '@/platform/secrets'

/** Compares digests, so neither the length nor the content of the secret leaks through timing. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest()
  return timingSafeEqual(digest(given), digest(expected))
}

/**
 * Called by `npm run import` after a command-line import of any kind commits (catalogue,
 * shipping, tax, cross-references): what the shop keeps is forgotten here and on every instance of its group
 * (search answers, the quote's tables, cross-references), Next's catalogue data and product pages expire and the
 * front is purged, which another process cannot do. One route for every kind: what an import
 * changed is cheap to read again, a stale figure is not. Authenticated by the
 * `x-internal-secret` header (derived from PAYLOAD_SECRET).
 */
export async function POST(request: Request) {
  const given = request.headers.get('x-internal-secret') ?? ''
  if (!sameSecret(given, internalSecret())) {
    return errorResponse(new HttpError(403, 'forbidden', 'Forbidden'))
  }
  forgetQuoteTables()
  forgetCrossReferences()
  await afterCatalogChange()
  return NextResponse.json({ ok: true })
}
