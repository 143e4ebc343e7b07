import { describe, expect, it } from 'vitest'

import { localeOfRequest } from './request-locale'

const headers = (entries: Record<string, string>) => new Headers(entries)

describe('localeOfRequest: the language of the site a buyer acted on', () => {
  it('takes the page language the browser sends first', () => {
    expect(localeOfRequest(headers({ 'x-shop-locale': 'es' }))).toBe('es')
    expect(
      localeOfRequest(
        headers({ 'x-shop-locale': 'en', referer: 'https://shop.example/es/mi-cuenta' }),
      ),
    ).toBe('en')
  })

  it('else the path of the page the call came from', () => {
    expect(localeOfRequest(headers({ referer: 'https://shop.example/es/mi-cuenta' }))).toBe('es')
    expect(localeOfRequest(headers({ referer: 'https://shop.example/es' }))).toBe('es')
    expect(localeOfRequest(headers({ referer: 'https://shop.example/my-account' }))).toBe('en')
    // a path that only starts with the letters is English
    expect(localeOfRequest(headers({ referer: 'https://shop.example/espresso' }))).toBe('en')
    // the page outranks the cookie of the bare /
    expect(
      localeOfRequest(
        headers({ referer: 'https://shop.example/my-account', cookie: 'NEXT_LOCALE=es' }),
      ),
    ).toBe('en')
  })

  it('else the language chosen at /, else English', () => {
    expect(localeOfRequest(headers({ cookie: 'a=1; NEXT_LOCALE=es' }))).toBe('es')
    expect(localeOfRequest(headers({ 'x-shop-locale': 'fr', referer: 'not a url' }))).toBe('en')
    expect(localeOfRequest(headers({}))).toBe('en')
    expect(localeOfRequest(undefined)).toBe('en')
  })
})
