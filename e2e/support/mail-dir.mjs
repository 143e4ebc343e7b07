import path from 'node:path'

/** Where the end-to-end SMTP server drops received mail (one .eml per message). */
export const e2eMailDir = path.resolve('test-results', 'e2e-mail')
