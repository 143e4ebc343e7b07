/**
 * `GET /api/cross-references/export`: the whole table as CSV (editors and admins, who edit it;
 * business rules §10). The same columns as the import, so staff can edit the file and import
 * it again.
 */
import type { Endpoint, PayloadRequest } from 'payload'

import { hasRole } from '@/platform/access'
import { errorResponse, HttpError } from '@/platform/http'

import { allCrossReferences } from '../cross-reference-store'
import { crossReferenceCsv } from '../export'

export async function exportCrossReferences(req: PayloadRequest): Promise<Response> {
  if (!hasRole(req, 'editor')) return errorResponse(new HttpError(403, 'forbidden', 'Forbidden'))
  const body = crossReferenceCsv(await allCrossReferences(req.payload))
  const day = new Date().toISOString().slice(0, 10)
  return new Response(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="cross-references-${day}.csv"`,
      'Cache-Control': 'private, no-store',
    },
  })
}

export const crossReferenceExportEndpoint: Endpoint = {
  path: '/export',
  method: 'get',
  handler: exportCrossReferences,
}
