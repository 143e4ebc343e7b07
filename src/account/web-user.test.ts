import { describe, expect, it } from 'vitest'

import { customerIdsOf, needsName, splitFullName } from './web-user'
import type { WebUser } from '@/payload-types'

describe('web users', () => {
  it.each([
    ['Ana María López', { first: 'Ana María', last: 'López' }],
    ['  Greg   Kowalski ', { first: 'Greg', last: 'Kowalski' }],
    ['Cher', { first: 'Cher', last: '' }],
    [null, { first: '', last: '' }],
  ])('a provider name %j splits into %j', (name, expected) => {
    expect(splitFullName(name)).toEqual(expected)
  })

  it('needs a name until both first and last are filled (blank counts as missing)', () => {
    expect(needsName({ nameFirst: 'Pat', nameLast: 'Quinlan' })).toBe(false)
    expect(needsName({ nameFirst: 'Pat', nameLast: '  ' })).toBe(true)
    expect(needsName({ nameFirst: null, nameLast: 'Quinlan' })).toBe(true)
  })

  it('the primary customer comes first, else the first of the customers (business rules §S3)', () => {
    const user = { primaryCustomer: 7, customers: [3, 7, 9] } as unknown as WebUser
    expect(customerIdsOf(user)).toEqual([7, 3, 9])
    const noPrimary = { primaryCustomer: null, customers: [{ id: 4 }, 2] } as unknown as WebUser
    expect(customerIdsOf(noPrimary)).toEqual([4, 2])
  })
})
