import { describe, expect, it } from 'vitest'

import { quantityRule } from '@/catalog/quantity'

import {
  addToCart,
  MAX_CART_LINES,
  mergeCarts,
  removeFromCart,
  replaceInCart,
  setInCart,
  sumDuplicates,
  type CartChange,
  type CartItem,
} from './cart-lines'

// Expected values are literals worked by hand; the arithmetic is in each case's name or comment.

const packOf10 = quantityRule({ pkgQty: 10, family: 'nema-terminal-blocks' })
const packOf7 = quantityRule({ pkgQty: 7, family: 'nema-terminal-blocks' })
const single = quantityRule({ pkgQty: 1, family: '22mm-nema-push-buttons' })
const duct = quantityRule({ pkgQty: 10, family: 'wire-duct' })

/** The lines of an accepted change; fails the test on a refusal. */
function accepted(change: CartChange): { items: CartItem[]; quantity: number } {
  if (!change.ok) throw new Error(`refused: ${change.code}`)
  return { items: change.items, quantity: change.quantity }
}

/** A cart of `count` distinct one-piece lines TB-0000, TB-0001, … */
function cartOf(count: number): CartItem[] {
  return Array.from({ length: count }, (_, i) => ({
    pn: `TB-${String(i).padStart(4, '0')}`,
    quantity: 1,
  }))
}

describe('business rules §3, the worked table (step 10)', () => {
  it('add → 10; add the same pn again → 20', () => {
    const first = accepted(addToCart([], 'TB-10', packOf10))
    expect(first).toEqual({ items: [{ pn: 'TB-10', quantity: 10 }], quantity: 10 })
    const second = accepted(addToCart(first.items, 'TB-10', packOf10))
    expect(second).toEqual({ items: [{ pn: 'TB-10', quantity: 20 }], quantity: 20 })
  })

  it('set 7 → 10 (rounded up to one pack)', () => {
    const cart = [{ pn: 'TB-10', quantity: 20 }]
    expect(setInCart(cart, 'TB-10', 7, packOf10)).toEqual({
      ok: true,
      items: [{ pn: 'TB-10', quantity: 10 }],
      quantity: 10,
    })
  })

  it('set 7 on wire duct → 7 (cut to length, kept as is)', () => {
    const cart = [{ pn: 'WD1X1-6FT.S', quantity: 10 }]
    expect(accepted(setInCart(cart, 'WD1X1-6FT.S', 7, duct)).items).toEqual([
      { pn: 'WD1X1-6FT.S', quantity: 7 },
    ])
  })

  it('wire duct at 7, add one step → 17 (7 + 10)', () => {
    const cart = [{ pn: 'WD1X1-6FT.S', quantity: 7 }]
    expect(accepted(addToCart(cart, 'WD1X1-6FT.S', duct)).quantity).toBe(17)
  })

  it('set 99,995 → 100,000 (⌈99,995 / 10⌉ × 10, allowed)', () => {
    const cart = [{ pn: 'TB-10', quantity: 10 }]
    expect(accepted(setInCart(cart, 'TB-10', 99_995, packOf10)).quantity).toBe(100_000)
  })

  it('set 99,999 with step 7 → 100,002 (⌈99,999 / 7⌉ × 7), over the limit: refused', () => {
    const cart = [{ pn: 'TB-7', quantity: 7 }]
    expect(setInCart(cart, 'TB-7', 99_999, packOf7)).toEqual({
      ok: false,
      code: 'quantityTooLarge',
    })
  })
})

describe('addToCart', () => {
  it('appends a new pn at the end, upper case, and leaves the others where they are', () => {
    const cart = [
      { pn: 'E22PB-R10', quantity: 1 },
      { pn: 'TB-10', quantity: 10 },
    ]
    expect(accepted(addToCart(cart, ' e22pl-g24 ', single)).items).toEqual([
      { pn: 'E22PB-R10', quantity: 1 },
      { pn: 'TB-10', quantity: 10 },
      { pn: 'E22PL-G24', quantity: 1 },
    ])
  })

  it('with a quantity: existing 10 + 13 rounded up to 20 = 30', () => {
    const cart = [{ pn: 'TB-10', quantity: 10 }]
    expect(accepted(addToCart(cart, 'TB-10', packOf10, 13))).toEqual({
      items: [{ pn: 'TB-10', quantity: 30 }],
      quantity: 30,
    })
  })

  it('with a quantity on a new line: 7 rounds up to 10; wire duct 7 stays 7', () => {
    expect(accepted(addToCart([], 'TB-10', packOf10, 7)).quantity).toBe(10)
    expect(accepted(addToCart([], 'WD1X1-6FT.S', duct, 7)).quantity).toBe(7)
  })

  it('wire duct 7 + 5 = 12 (no rounding, a cut line)', () => {
    const cart = [{ pn: 'WD1X1-6FT.S', quantity: 7 }]
    expect(accepted(addToCart(cart, 'WD1X1-6FT.S', duct, 5)).quantity).toBe(12)
  })

  it.each<[number, string]>([
    [0, 'quantityNotPositive'],
    [-3, 'quantityNotPositive'],
    [2.5, 'quantityNotWhole'],
    [Number.NaN, 'quantityNotWhole'],
    [100_001, 'quantityTooLarge'],
  ])('refuses quantity %d with %s and leaves the cart as it was', (quantity, code) => {
    const cart = [{ pn: 'TB-10', quantity: 10 }]
    expect(addToCart(cart, 'TB-10', packOf10, quantity)).toEqual({ ok: false, code })
    expect(cart).toEqual([{ pn: 'TB-10', quantity: 10 }])
  })

  it('refuses a line that would pass 100,000: 99,990 + 20 = 100,010', () => {
    const cart = [{ pn: 'TB-10', quantity: 99_990 }]
    expect(addToCart(cart, 'TB-10', packOf10, 20)).toEqual({ ok: false, code: 'quantityTooLarge' })
    // 99,990 + 10 = 100,000 exactly is allowed
    expect(accepted(addToCart(cart, 'TB-10', packOf10, 10)).quantity).toBe(100_000)
  })

  it('one step more on a full line (100,000 + 10) is refused, not silently kept', () => {
    const cart = [{ pn: 'TB-10', quantity: 100_000 }]
    expect(addToCart(cart, 'TB-10', packOf10)).toEqual({ ok: false, code: 'quantityTooLarge' })
  })

  it('the 501st distinct line is refused with cartFull; the 500th is accepted', () => {
    const almost = cartOf(MAX_CART_LINES - 1)
    const full = accepted(addToCart(almost, 'E22PB-R10', single)).items
    expect(full).toHaveLength(500)
    expect(addToCart(full, 'E22PL-G24', single)).toEqual({ ok: false, code: 'cartFull' })
    // a pn already in a full cart still takes one step more
    expect(accepted(addToCart(full, 'E22PB-R10', single)).quantity).toBe(2)
  })

  it('a bad quantity on a full cart is reported as the quantity, not cartFull', () => {
    expect(addToCart(cartOf(500), 'E22PL-G24', single, 0)).toEqual({
      ok: false,
      code: 'quantityNotPositive',
    })
  })

  it('never changes the lines it was given', () => {
    const cart = [{ pn: 'TB-10', quantity: 10 }]
    const changed = accepted(addToCart(cart, 'TB-10', packOf10))
    changed.items[0]!.quantity = 999
    expect(cart).toEqual([{ pn: 'TB-10', quantity: 10 }])
  })
})

describe('setInCart', () => {
  it('a pn that is not in the cart is notInCart', () => {
    expect(setInCart([{ pn: 'TB-10', quantity: 10 }], 'TB-20', 10, packOf10)).toEqual({
      ok: false,
      code: 'notInCart',
    })
  })

  it('finds the line whatever the case of the pn: set 21 on "tb-10" → 30', () => {
    const cart = [
      { pn: 'E22PB-R10', quantity: 1 },
      { pn: 'TB-10', quantity: 10 },
    ]
    expect(accepted(setInCart(cart, 'tb-10', 21, packOf10)).items).toEqual([
      { pn: 'E22PB-R10', quantity: 1 },
      { pn: 'TB-10', quantity: 30 },
    ])
  })

  it.each<[number, string]>([
    [0, 'quantityNotPositive'],
    [-10, 'quantityNotPositive'],
    [1.5, 'quantityNotWhole'],
  ])('refuses %d with %s', (quantity, code) => {
    expect(setInCart([{ pn: 'TB-10', quantity: 10 }], 'TB-10', quantity, packOf10)).toEqual({
      ok: false,
      code,
    })
  })
})

describe('removeFromCart', () => {
  it('removes the line and keeps the order of the rest', () => {
    const cart = [
      { pn: 'A-1', quantity: 1 },
      { pn: 'B-2', quantity: 2 },
      { pn: 'C-3', quantity: 3 },
    ]
    expect(removeFromCart(cart, 'b-2')).toEqual([
      { pn: 'A-1', quantity: 1 },
      { pn: 'C-3', quantity: 3 },
    ])
    expect(cart).toHaveLength(3)
  })

  it('a pn that is not there changes nothing', () => {
    expect(removeFromCart([{ pn: 'A-1', quantity: 1 }], 'Z-9')).toEqual([
      { pn: 'A-1', quantity: 1 },
    ])
    expect(removeFromCart([], 'Z-9')).toEqual([])
  })
})

describe('sumDuplicates (§3: duplicate pns in one body are summed)', () => {
  it('sums into the first position: TB-10 10 + 20 = 30, E22PB-R10 1 + 2 + 3 = 6', () => {
    expect(
      sumDuplicates([
        { pn: 'TB-10', quantity: 10 },
        { pn: 'E22PB-R10', quantity: 1 },
        { pn: 'tb-10', quantity: 20 },
        { pn: 'WD1X1-6FT.S', quantity: 7 },
        { pn: 'E22PB-R10', quantity: 2 },
        { pn: 'E22PB-R10 ', quantity: 3 },
      ]),
    ).toEqual([
      { pn: 'TB-10', quantity: 30 },
      { pn: 'E22PB-R10', quantity: 6 },
      { pn: 'WD1X1-6FT.S', quantity: 7 },
    ])
  })

  it('leaves a cart without duplicates as it is, and does not check sums (60,000 × 2)', () => {
    const cart = [
      { pn: 'A-1', quantity: 60_000 },
      { pn: 'A-1', quantity: 60_000 },
    ]
    expect(sumDuplicates(cart)).toEqual([{ pn: 'A-1', quantity: 120_000 }])
    expect(sumDuplicates([{ pn: 'A-1', quantity: 1 }])).toEqual([{ pn: 'A-1', quantity: 1 }])
    expect(cart[0]).toEqual({ pn: 'A-1', quantity: 60_000 })
  })
})

describe('mergeCarts (business rules §S4, merge on sign-in)', () => {
  it('same pn takes the local quantity in the server position; local-only lines appended in local order', () => {
    const server = [
      { pn: 'TB-10', quantity: 10 },
      { pn: 'TB-P00', quantity: 5 },
      { pn: 'E22PB-R10', quantity: 1 },
    ]
    const local = [
      { pn: 'WD1X1-6FT.S', quantity: 3 },
      { pn: 'TB-P00', quantity: 15 },
      { pn: 'E22PL-G24', quantity: 2 },
    ]
    expect(mergeCarts(server, local)).toEqual({
      items: [
        { pn: 'TB-10', quantity: 10 },
        { pn: 'TB-P00', quantity: 15 },
        { pn: 'E22PB-R10', quantity: 1 },
        { pn: 'WD1X1-6FT.S', quantity: 3 },
        { pn: 'E22PL-G24', quantity: 2 },
      ],
      overflow: [],
    })
  })

  it('the local quantity wins even when it is smaller (server 50, local 10 → 10)', () => {
    expect(
      mergeCarts([{ pn: 'TB-10', quantity: 50 }], [{ pn: 'TB-10', quantity: 10 }]).items,
    ).toEqual([{ pn: 'TB-10', quantity: 10 }])
  })

  it('an empty side gives the other side', () => {
    const cart = [{ pn: 'TB-10', quantity: 10 }]
    expect(mergeCarts([], cart)).toEqual({ items: cart, overflow: [] })
    expect(mergeCarts(cart, [])).toEqual({ items: cart, overflow: [] })
  })

  it('duplicates in the local cart are summed first (TB-10 10 + 10 = 20 wins over 50)', () => {
    expect(
      mergeCarts(
        [{ pn: 'TB-10', quantity: 50 }],
        [
          { pn: 'TB-10', quantity: 10 },
          { pn: 'tb-10', quantity: 10 },
        ],
      ).items,
    ).toEqual([{ pn: 'TB-10', quantity: 20 }])
  })

  it('498 server + 5 new local lines = 503: 500 kept, the last 3 local lines in overflow', () => {
    const server = cartOf(498)
    const local = [
      { pn: 'TB-0000', quantity: 4 }, // in both: takes 4, no new line
      { pn: 'NEW-1', quantity: 1 },
      { pn: 'NEW-2', quantity: 2 },
      { pn: 'NEW-3', quantity: 3 },
      { pn: 'NEW-4', quantity: 4 },
      { pn: 'NEW-5', quantity: 5 },
    ]
    const merged = mergeCarts(server, local)
    expect(merged.items).toHaveLength(500)
    expect(merged.items[0]).toEqual({ pn: 'TB-0000', quantity: 4 })
    expect(merged.items.slice(498)).toEqual([
      { pn: 'NEW-1', quantity: 1 },
      { pn: 'NEW-2', quantity: 2 },
    ])
    expect(merged.overflow).toEqual([
      { pn: 'NEW-3', quantity: 3 },
      { pn: 'NEW-4', quantity: 4 },
      { pn: 'NEW-5', quantity: 5 },
    ])
  })

  it('exactly 500 after the merge: nothing overflows', () => {
    const merged = mergeCarts(cartOf(499), [{ pn: 'NEW-1', quantity: 1 }])
    expect(merged.items).toHaveLength(500)
    expect(merged.overflow).toEqual([])
  })
})

describe('replaceInCart', () => {
  const lines = [
    { pn: 'E22PLR-6', quantity: 12 },
    { pn: 'TB12-F', quantity: 50 },
  ]

  it('puts the successor in the old line place at the rounded quantity', () => {
    expect(replaceInCart(lines, 'e22plr-6', { pn: 'E22PLHR-6', quantity: 20 })).toEqual({
      ok: true,
      items: [
        { pn: 'E22PLHR-6', quantity: 20 },
        { pn: 'TB12-F', quantity: 50 },
      ],
      quantity: 20,
    })
  })

  it('adds into a line of the successor already in the cart', () => {
    const outcome = replaceInCart([...lines, { pn: 'E22PLHR-6', quantity: 10 }], 'E22PLR-6', {
      pn: 'E22PLHR-6',
      quantity: 20,
    })
    expect(outcome).toEqual({
      ok: true,
      items: [
        { pn: 'E22PLHR-6', quantity: 30 },
        { pn: 'TB12-F', quantity: 50 },
      ],
      quantity: 30,
    })
  })

  it('refuses a pn that is not in the cart, and a sum past 100,000', () => {
    expect(replaceInCart(lines, 'NOPE', { pn: 'X', quantity: 1 })).toEqual({
      ok: false,
      code: 'notInCart',
    })
    expect(
      replaceInCart([...lines, { pn: 'TB12-G', quantity: 99_000 }], 'TB12-F', {
        pn: 'TB12-G',
        quantity: 2_000,
      }),
    ).toEqual({ ok: false, code: 'quantityTooLarge' })
  })
})
