import { describe, expect, it } from 'vitest'

import { documentInternalPath, documentPath, resolveLink } from './links'

describe('document URLs per locale', () => {
  it('builds each content type’s public and internal path from the route table', () => {
    expect(documentPath('en', 'articles', { slug: 'choosing-a-contactor' })).toBe(
      '/article/choosing-a-contactor',
    )
    expect(documentPath('es', 'articles', { slug: 'como-elegir-un-contactor' })).toBe(
      '/es/articulo/como-elegir-un-contactor',
    )
    expect(documentPath('es', 'white-papers', { slug: 'arc-flash' })).toBe(
      '/es/documento-tecnico/arc-flash',
    )
    expect(documentPath('es', 'resources', { slug: 'ficha' })).toBe('/es/documento/ficha')
    expect(documentPath('es', 'products', { slug: 'wire-duct' })).toBe('/es/productos/wire-duct')
    expect(documentInternalPath('es', 'articles', { slug: 'x' })).toBe('/es/article/x')
  })

  it('uses a page’s nested path, and / for the home page', () => {
    expect(
      documentPath('es', 'pages', { slug: '13mm-luces-piloto', path: 'tienda/13mm-luces-piloto' }),
    ).toBe('/es/tienda/13mm-luces-piloto')
    expect(documentPath('es', 'pages', { slug: 'inicio', path: 'inicio', isHome: true })).toBe(
      '/es',
    )
    expect(documentPath('en', 'pages', { slug: 'home', path: 'home', isHome: true })).toBe('/')
  })

  it('percent-encodes accented slugs in URLs', () => {
    expect(documentPath('es', 'pages', { path: 'tienda/contactores-de-propósito-definido' })).toBe(
      '/es/tienda/contactores-de-prop%C3%B3sito-definido',
    )
  })

  it('has no URL for a document without a slug in that locale', () => {
    expect(documentPath('es', 'articles', { slug: null })).toBeNull()
    expect(documentPath('es', 'articles', { slug: '' })).toBeNull()
  })

  it('resolves link fields: internal by the populated target in the locale, external as typed', () => {
    const reference = { relationTo: 'categories', value: { id: 3, slug: 'luces-piloto' } }
    expect(resolveLink('es', { type: 'internal', reference })).toBe('/es/categoria/luces-piloto')
    expect(resolveLink('en', { type: 'external', url: 'https://www.linkedin.com' })).toBe(
      'https://www.linkedin.com',
    )
    expect(
      resolveLink('en', { type: 'internal', reference: { relationTo: 'categories', value: 3 } }),
    ).toBeNull()
    expect(resolveLink('en', null)).toBeNull()
  })
})
