/**
 * The layers of `src/` (tests/lint/layers.ts) hold, in CI: no import cycle between top folders,
 * no import against the direction, no capability importing the storefront. The fixture trees
 * prove the checker fails on a cycle and on each kind of wrong import, and passes a clean tree.
 */
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { checkLayers, keyOf } from './layers'

const fixture = (name: string) => path.join(__dirname, 'fixtures', name, 'src')

describe('the layer checker', () => {
  it('passes a tree whose imports all point down', () => {
    const { imports, violations, cycles } = checkLayers(fixture('clean'))
    expect(violations.map((violation) => violation.message)).toEqual([])
    expect(cycles.map((cycle) => cycle.message)).toEqual([])
    // it did read the tree: relative, `@/`, type-only, re-exported and dynamic imports
    expect(imports.map(keyOf)).toEqual(
      expect.arrayContaining([
        'cart/cart-store.ts → ../catalog/parts',
        'checkout/place-order.ts → @/cart/cart-store',
        'content/document-view.ts → @/ui/modal',
        'ui/modal.ts → @/platform/payload',
        'platform/payload.ts → @payload-config',
      ]),
    )
    // test files, migrations, comments, strings and the generated types are not imports of the tree
    const files = new Set(imports.map((entry) => entry.file))
    expect(files.has('i18n/locales.test.ts')).toBe(false)
    expect(files.has('migrations/20260101_000000.ts')).toBe(false)
    expect(files.has('cart/cart-lines.ts')).toBe(false)
    expect(imports.some((entry) => entry.specifier === '@/payload-types')).toBe(false)
  })

  it('fails on a cycle between folders, naming each import in it', () => {
    const { cycles } = checkLayers(fixture('broken'))
    expect(cycles.map((cycle) => cycle.folders)).toEqual([['cart', 'checkout']])
    expect(cycles[0]!.message).toContain("cart/cart-service.ts imports '../checkout/quote'")
    expect(cycles[0]!.message).toContain("checkout/quote.ts imports '@/cart/cart-service'")
  })

  it('fails on every import against the layers, naming the file and the import', () => {
    const { violations } = checkLayers(fixture('broken'))
    expect(violations.map((violation) => [violation.rule, keyOf(violation)])).toEqual([
      ['direction', 'account/buyer.ts → @/pricing/price-types'],
      ['direction', 'cart/cart-service.ts → ../checkout/quote'],
      ['storefront', 'catalog/part-view.ts → @/storefront/part-page'],
      ['content', 'content/contact-rules.ts → @/pricing/price'],
      ['direction', 'i18n/messages.ts → @/platform/payload'],
      ['direction', 'reports/sales.ts → @/checkout/quote'],
      ['direction', 'ui/widget.ts → @/payload.config'],
    ])
    const messages = violations.map((violation) => violation.message)
    expect(messages).toContain(
      "catalog/part-view.ts imports '@/storefront/part-page': catalog is a capability, and no capability imports the storefront",
    )
    expect(messages).toContain(
      "cart/cart-service.ts imports '../checkout/quote': cart may import only folders below it, and checkout is above it",
    )
    expect(messages).toContain(
      "ui/widget.ts imports '@/payload.config': ui may import only folders below it, and payload.config is above it",
    )
    expect(messages).toContain(
      "reports/sales.ts imports '@/checkout/quote': 'reports' has no layer yet; add it to tests/lint/layers.ts",
    )
  })
})

describe('src/ keeps its layers', () => {
  const src = path.resolve(__dirname, '../../src')
  const { violations, cycles } = checkLayers(src)

  it('has no import against the layers (issue 40)', () => {
    expect(violations.map((violation) => violation.message)).toEqual([])
  })

  it('has no import cycle between top folders', () => {
    expect(cycles.map((cycle) => cycle.message)).toEqual([])
  })
})
