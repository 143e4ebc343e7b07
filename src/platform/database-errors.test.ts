import { describe, expect, it } from 'vitest'

import { isDatabaseUnavailable } from './database-errors'

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
