import path from 'node:path'

/**
 * Where the end-to-end server writes what a second shop process needs to serve the same data
 * (its database, media and mail server): e2e/captcha.spec.ts starts one with a captcha site key.
 */
export const e2eServerEnvFile = path.resolve('test-results', 'e2e-server-env.json')
