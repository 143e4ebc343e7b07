import { describe, expect, it } from 'vitest'

import { requestErrorLine } from './request-errors'

describe('requestErrorLine', () => {
  it('names the request by its id, with the stack, the route and the digest the page got', () => {
    const error = Object.assign(new Error('relation "parts" does not exist'), { digest: '12345' })
    const line = JSON.parse(
      requestErrorLine(
        error,
        {
          path: '/products/x?q=secret',
          method: 'GET',
          headers: { 'x-request-id': '1764111111-32770-482913845' },
        },
        { routePath: '/[locale]/products/[family]', routeType: 'render' },
        new Date('2026-11-25T10:00:00Z'),
      ),
    )
    expect(line).toMatchObject({
      time: '2026-11-25T10:00:00.000Z',
      level: 'error',
      id: '1764111111-32770-482913845',
      method: 'GET',
      path: '/products/x',
      route: '/[locale]/products/[family]',
      kind: 'render',
      digest: '12345',
      message: 'relation "parts" does not exist',
    })
    expect(line.stack).toContain('request-errors.test.ts')
  })

  it('logs a thrown non-error and a request without an id', () => {
    const line = JSON.parse(
      requestErrorLine(
        'boom',
        { path: '/api/x', method: 'POST', headers: {} },
        {
          routePath: '/api/x',
          routeType: 'route',
        },
      ),
    )
    expect(line).toMatchObject({ id: null, message: 'boom', digest: null, kind: 'route' })
  })
})
