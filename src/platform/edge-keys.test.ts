import { describe, expect, it } from 'vitest'

import { publicPathOfInternal } from '@/i18n/routes'

import { purgeKeysFor } from './edge-keys'

describe('publicPathOfInternal', () => {
  it.each([
    ['/en', '/'],
    ['/es', '/es'],
    ['/en/products', '/products'],
    ['/es/products', '/es/productos'],
    ['/es/products/22mm-nema-push-buttons', '/es/productos/22mm-nema-push-buttons'],
    ['/en/products/22mm-nema-push-buttons/E22PB.1', '/products/22mm-nema-push-buttons/E22PB.1'],
    ['/es/article/motor-starters', '/es/articulo/motor-starters'],
    ['/es/white-paper', '/es/documento-tecnico'],
    ['/en/shop/13mm-pilot-lights', '/shop/13mm-pilot-lights'],
    ['/es/sitemap.xml', '/es/sitemap.xml'],
    ['/es/article/bot%C3%B3n', '/es/articulo/bot%C3%B3n'],
  ])('%s → %s', (internal, expected) => {
    expect(publicPathOfInternal(internal)).toBe(expected)
  })

  it('names nothing for dynamic or foreign paths', () => {
    expect(publicPathOfInternal('/[locale]/products/[...slug]')).toBeNull()
    expect(publicPathOfInternal('/fr/products')).toBeNull()
    expect(publicPathOfInternal('/en/%ff')).toBeNull()
  })
})

describe('purgeKeysFor', () => {
  it('turns the paths Next revalidates into the public paths the front stored', () => {
    expect(
      purgeKeysFor({
        kind: 'paths',
        internalPaths: ['/en/article/x', '/es/article/x', null, '/en/article/x', '/en/sitemap.xml'],
      }),
    ).toEqual(['path:/article/x', 'path:/es/articulo/x', 'path:/sitemap.xml'])
  })

  it('purges every stored page, or every catalogue answer', () => {
    expect(purgeKeysFor({ kind: 'everything' })).toEqual(['all'])
    expect(purgeKeysFor({ kind: 'catalog' })).toEqual(['catalog'])
  })
})
