import { describe, expect, it } from 'vitest'

import { addFavorite, distinctFavorites, MAX_FAVORITES, removeFavorite } from './favorite-lines'

describe('favourite lines', () => {
  it('keeps each part once, in the order first added, upper case', () => {
    expect(
      distinctFavorites([{ pn: 'tb-10' }, { pn: ' TB-5 ' }, { pn: 'TB-10' }, { pn: '' }]),
    ).toEqual([{ pn: 'TB-10' }, { pn: 'TB-5' }])
  })

  it('adds at the end; a part already there stays where it is', () => {
    const once = addFavorite([{ pn: 'TB-10' }], 'e22es40k-01')
    expect(once).toEqual({ ok: true, items: [{ pn: 'TB-10' }, { pn: 'E22ES40K-01' }] })
    expect(addFavorite([{ pn: 'TB-10' }, { pn: 'TB-5' }], 'tb-10')).toEqual({
      ok: true,
      items: [{ pn: 'TB-10' }, { pn: 'TB-5' }],
    })
  })

  it('refuses the 501st part, but not one already kept', () => {
    const full = Array.from({ length: MAX_FAVORITES }, (_, i) => ({ pn: `P-${i}` }))
    expect(addFavorite(full, 'P-NEW')).toEqual({ ok: false, code: 'favoritesFull' })
    expect(addFavorite(full, 'p-7').ok).toBe(true)
  })

  it('removes by part number, whatever its spelling', () => {
    expect(removeFavorite([{ pn: 'TB-10' }, { pn: 'TB-5' }], ' tb-10')).toEqual([{ pn: 'TB-5' }])
    expect(removeFavorite([{ pn: 'TB-5' }], 'TB-99')).toEqual([{ pn: 'TB-5' }])
  })
})
