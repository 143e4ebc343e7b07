import { describe, expect, it } from 'vitest'

// the server writes the cookie, the page reads it: both must use one name
import { errorReferenceCookie as written } from '../../scripts/request-log.mjs'
import { errorReferenceCookie, errorReferenceFrom } from './error-reference'

describe('errorReferenceFrom', () => {
  it('finds the failed request id among the cookies', () => {
    expect(written).toBe(errorReferenceCookie)
    expect(
      errorReferenceFrom('NEXT_LOCALE=es; shop_error_ref=1764111111-32770-482913845; other=1'),
    ).toBe('1764111111-32770-482913845')
    expect(errorReferenceFrom(`shop_error_ref=6f1c1b5e-1c1e-4d7e-9a53-0a4c1b7d2f10`)).toBe(
      '6f1c1b5e-1c1e-4d7e-9a53-0a4c1b7d2f10',
    )
  })

  it('shows nothing without one, or for a value that is not an id', () => {
    expect(errorReferenceFrom('')).toBeNull()
    expect(errorReferenceFrom('NEXT_LOCALE=en')).toBeNull()
    expect(errorReferenceFrom('shop_error_ref=<script>alert(1)</script>')).toBeNull()
    expect(errorReferenceFrom('x_shop_error_ref=1764111111-32770-4829')).toBeNull()
  })
})
