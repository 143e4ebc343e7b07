import { describe, expect, it } from 'vitest'

import { isDatabaseUnavailable, isStillReferenced } from './database-errors'

describe('isDatabaseUnavailable', () => {
  it('knows a refused or lost connection, also wrapped as Drizzle and Payload wrap it', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5999'), {
      code: 'ECONNREFUSED',
    })
    expect(isDatabaseUnavailable(refused)).toBe(true)
    const wrapped = new Error('Failed query: select 1', {
      cause: new Error('Connection terminated unexpectedly'),
    })
    expect(isDatabaseUnavailable(wrapped)).toBe(true)
    const shutdown = Object.assign(
      new Error('terminating connection due to administrator command'),
      {
        code: '57P01',
      },
    )
    expect(isDatabaseUnavailable(new Error('outer', { cause: shutdown }))).toBe(true)
  })

  it('leaves bugs and bad queries alone (they stay 500)', () => {
    expect(
      isDatabaseUnavailable(new TypeError("Cannot read properties of undefined (reading 'id')")),
    ).toBe(false)
    const syntax = Object.assign(new Error('syntax error at or near "FORM"'), { code: '42601' })
    expect(isDatabaseUnavailable(syntax)).toBe(false)
    const unique = Object.assign(new Error('duplicate key value'), { code: '23505' })
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: unique }))).toBe(false)
    expect(isDatabaseUnavailable(null)).toBe(false)
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false)
  })

  it('does not loop on a cause that points back at itself', () => {
    const error = new Error('odd') as Error & { cause?: unknown }
    error.cause = error
    expect(isDatabaseUnavailable(error)).toBe(false)
  })
})

describe('isStillReferenced', () => {
  const deleting = { deleting: true }
  it('knows a foreign key that keeps a row, wrapped as Drizzle wraps it, on both databases', () => {
    const sqlite = Object.assign(new Error('SQLITE_CONSTRAINT: FOREIGN KEY constraint failed'), {
      code: 'SQLITE_CONSTRAINT_FOREIGNKEY',
    })
    const failed = new Error('Failed query: delete from "categories"', { cause: sqlite })
    expect(isStillReferenced(failed, deleting)).toBe(true)
    expect(isStillReferenced(failed, { deleting: false })).toBe(true)
    const postgres = Object.assign(new Error('update or delete violates foreign key'), {
      code: '23503',
    })
    expect(isStillReferenced(new Error('Failed query', { cause: postgres }), deleting)).toBe(true)
  })

  it('counts a reference set to null on a required column only when deleting', () => {
    const sqlite = Object.assign(
      new Error('SQLITE_CONSTRAINT_NOTNULL: NOT NULL constraint failed: parts.product_id'),
      { code: 'SQLITE_CONSTRAINT_NOTNULL' },
    )
    const failed = new Error('Failed query: delete from "products"', { cause: sqlite })
    expect(isStillReferenced(failed, deleting)).toBe(true)
    expect(isStillReferenced(failed, { deleting: false })).toBe(false)
    const postgres = Object.assign(new Error('null value in column'), { code: '23502' })
    expect(isStillReferenced(new Error('Failed query', { cause: postgres }), deleting)).toBe(true)
  })

  it('leaves every other failure alone', () => {
    const unique = Object.assign(new Error('duplicate key value'), { code: '23505' })
    expect(isStillReferenced(new Error('Failed query', { cause: unique }), deleting)).toBe(false)
    expect(isStillReferenced(new Error('connect ECONNREFUSED'), deleting)).toBe(false)
    expect(isStillReferenced(null, deleting)).toBe(false)
    const loop = new Error('odd') as Error & { cause?: unknown }
    loop.cause = loop
    expect(isStillReferenced(loop, deleting)).toBe(false)
  })
})
