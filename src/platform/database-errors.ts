/**
 * Whether an error means the database cannot be reached right now (issue 24: PostgreSQL gone
 * during requests), as opposed to a bug or a bad query. Such a request is answered 503 with
 * Retry-After, not 500: nothing is wrong with it, and it will work once the database is back.
 * Looks through the `cause` chain (Drizzle and Payload wrap the driver's error). Pure.
 */

/** Socket-level codes of Node and the PostgreSQL SQLSTATEs of a lost or refused connection. */
const unavailableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  // class 08: connection exception
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  // class 57P: operator intervention (admin shutdown, crash shutdown, cannot connect now)
  '57P01',
  '57P02',
  '57P03',
  // Redis of a group of instances out of reach (src/platform/redis.ts): also answered 503
  'SHARED_STORE_UNAVAILABLE',
])

/** The driver's messages for a connection that ended or never came (node-postgres). */
const unavailableMessages = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error/i,
  /cannot connect to Postgres/i,
]

type ErrorLink = { code: string; message: string }

/** Whether `test` holds for the error or any error in its `cause` chain (each seen once). */
function anyCause(error: unknown, test: (link: ErrorLink) => boolean): boolean {
  const seen = new Set<unknown>()
  let current: unknown = error
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current)
    const { code, message, cause } = current as {
      code?: unknown
      message?: unknown
      cause?: unknown
    }
    const link = {
      code: typeof code === 'string' ? code : '',
      message: typeof message === 'string' ? message : '',
    }
    if (test(link)) return true
    current = cause
  }
  return false
}

export function isDatabaseUnavailable(error: unknown): boolean {
  return anyCause(
    error,
    ({ code, message }) =>
      unavailableCodes.has(code) || unavailableMessages.some((pattern) => pattern.test(message)),
  )
}

/** SQLite's and PostgreSQL's words for a foreign key that keeps a row. */
const foreignKeyCodes = new Set(['SQLITE_CONSTRAINT_FOREIGNKEY', '23503'])
/** …and for a NOT NULL column, which a reference set to null on delete runs into. */
const notNullCodes = new Set(['SQLITE_CONSTRAINT_NOTNULL', '23502'])

/**
 * Whether an error is the database refusing to remove a row that others still point at: staff
 * deleting a category, a product family or a price list still in use. Such a request is
 * answered 409, not 500: nothing was removed and nothing is broken. A foreign key says so
 * directly; a reference declared `ON DELETE SET NULL` on a required column (a part's family)
 * fails as a NOT NULL violation, which counts only when `deleting`. Looks through the `cause`
 * chain.
 */
export function isStillReferenced(error: unknown, options: { deleting: boolean }): boolean {
  return anyCause(
    error,
    ({ code, message }) =>
      foreignKeyCodes.has(code) ||
      /FOREIGN KEY constraint failed/i.test(message) ||
      (options.deleting && (notNullCodes.has(code) || /NOT NULL constraint failed/i.test(message))),
  )
}
