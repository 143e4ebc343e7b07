/* Payload's REST API, kept at /api/cms so /api/public, /api/private and /api/auth stay the shop's. */
import config from '@payload-config'
import '@payloadcms/next/css'
import {
  REST_DELETE,
  REST_GET,
  REST_OPTIONS,
  REST_PATCH,
  REST_POST,
  REST_PUT,
} from '@payloadcms/next/routes'

import { guardCmsRest } from '@/platform/cms-api'

// a client's bad id, date, depth or where is a 4xx here, never a database error
export const GET = guardCmsRest(config, REST_GET(config))
export const POST = guardCmsRest(config, REST_POST(config))
export const DELETE = guardCmsRest(config, REST_DELETE(config))
export const PATCH = guardCmsRest(config, REST_PATCH(config))
export const PUT = guardCmsRest(config, REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)
