import path from 'node:path'

/** Where the end-to-end server writes its request log (REQUEST_LOG), one JSON line per request. */
export const e2eRequestLog = path.resolve('test-results', 'e2e-requests.log')
