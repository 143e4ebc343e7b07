import { describe, expect, it } from 'vitest'

import { trackingCarriers, trackingFor } from './tracking'

describe('tracking a shipment (issue 39 #14)', () => {
  it('one table of carriers, each with its public tracking page', () => {
    expect(trackingCarriers.map((carrier) => carrier.name)).toEqual(['UPS', 'FedEx', 'DHL', 'USPS'])
    for (const carrier of trackingCarriers) {
      expect(carrier.url).toMatch(/^https:\/\/[^/]+\/.*\{number\}/)
    }
  })

  it('the order carrier names the company: by slug or by the name staff gave it', () => {
    expect(trackingFor('7946 1234 5678', { slug: 'c3-fedex', title: 'FedEx' })).toEqual({
      number: '7946 1234 5678',
      carrierName: 'FedEx',
      url: 'https://www.fedex.com/fedextrack/?trknbr=794612345678',
    })
    expect(trackingFor('1234567890', { slug: 'dhl-collect' })).toEqual({
      number: '1234567890',
      carrierName: 'DHL',
      url: 'https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id=1234567890',
    })
    expect(
      trackingFor('9400 1000 0000 0000 0000 00', { slug: 'mail', title: 'USPS Priority' }).url,
    ).toBe('https://tools.usps.com/go/TrackConfirmAction?tLabels=9400100000000000000000')
    expect(trackingFor('1Z999AA10123456784', { slug: 'ups-worldwide-collect' }).carrierName).toBe(
      'UPS',
    )
  })

  it('a number only one carrier issues decides, whatever carrier the buyer chose', () => {
    expect(trackingFor('1Z999AA10123456784', { slug: 'c3-fedex', title: 'FedEx' })).toEqual({
      number: '1Z999AA10123456784',
      carrierName: 'UPS',
      url: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    })
    expect(trackingFor('EC123456789US', { slug: 'c3-fedex' }).carrierName).toBe('USPS')
  })

  it('an unknown carrier: the number alone, no guessed link; odd characters stay in the query', () => {
    expect(trackingFor(' ABC-123 ', { slug: 'own-truck', title: 'Our truck' })).toEqual({
      number: 'ABC-123',
      carrierName: null,
      url: null,
    })
    expect(trackingFor('12&x=1', { slug: 'c3-fedex' }).url).toBe(
      'https://www.fedex.com/fedextrack/?trknbr=12%26x%3D1',
    )
  })
})
