import { describe, expect, it } from 'vitest'

import { mailtoHref, mapHref, telHref } from './contact-links'
import { contactMessageSchema } from './contact-message-schema'
import { contactRecipients, contactThrottles } from './contact-rules'

describe('contact links', () => {
  it('dials the digits, writes to the address and finds the address on a map', () => {
    expect(telHref('+1 (724) 555-0142')).toBe('tel:+17245550142')
    expect(mailtoHref(' sales@allegheny-controls.example ')).toBe(
      'mailto:sales@allegheny-controls.example',
    )
    expect(mapHref('1400 Industrial Way\nBeaver, PA 15009, USA')).toBe(
      'https://www.google.com/maps/search/?api=1&query=1400%20Industrial%20Way%2C%20Beaver%2C%20PA%2015009%2C%20USA',
    )
  })
})

describe('contactRecipients', () => {
  it('sends to the company e-mail, else to the staff who get new orders', () => {
    expect(
      contactRecipients({ contactEmail: 'sales@a.example', orderNoticeRecipients: 'o@a.example' }),
    ).toEqual(['sales@a.example'])
    expect(
      contactRecipients({ contactEmail: '', orderNoticeRecipients: 'o@a.example, p@a.example' }),
    ).toEqual(['o@a.example', 'p@a.example'])
    expect(contactRecipients({})).toEqual([])
  })
})

describe('contactThrottles', () => {
  it('counts per client, and per address on that client (nobody can use up another’s address)', () => {
    expect(contactThrottles('203.0.113.9', ' Ana@X.example').map((entry) => entry.key)).toEqual([
      'contact:client:203.0.113.9',
      'contact:address:ana@x.example|203.0.113.9',
    ])
  })
})

describe('contactMessageSchema', () => {
  it('trims, lower-cases the e-mail and lets the phone stay empty', () => {
    expect(
      contactMessageSchema.parse({
        name: ' Ana ',
        company: 'X',
        email: 'Ana@X.example',
        message: '  Ten chars!  ',
      }),
    ).toEqual({
      name: 'Ana',
      company: 'X',
      email: 'ana@x.example',
      phone: '',
      message: 'Ten chars!',
    })
  })

  it('accepts phone numbers as people write them and refuses what cannot be called', () => {
    const phone = (value: string) =>
      contactMessageSchema.safeParse({
        name: 'A',
        company: 'B',
        email: 'a@b.example',
        phone: value,
        message: 'Long enough message',
      }).success
    expect(phone('+1 (724) 555-0142 ext. 12')).toBe(true)
    expect(phone('81 5555 0199')).toBe(true)
    expect(phone('555-01')).toBe(false)
    expect(phone('call me')).toBe(false)
  })
  it('refuses a NUL or another control character naming the field, but keeps line breaks in the message', () => {
    const base = {
      name: 'Ana',
      company: 'Acme',
      email: 'a@b.example',
      message: 'Line one\nline two',
    }
    expect(contactMessageSchema.safeParse(base).success).toBe(true)
    const refused = contactMessageSchema.safeParse({ ...base, company: 'Acme\u0000 Panels' })
    expect(refused.success).toBe(false)
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['company', 'controlCharacters'],
    ])
    expect(
      contactMessageSchema.safeParse({ ...base, message: 'Ten chars\u0007 here' }).success,
    ).toBe(false)
  })
})
