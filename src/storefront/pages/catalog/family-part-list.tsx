'use client'

/**
 * The family page's part list with the cart's controls on each row: the catalogue's list draws
 * the rows, the cart its favourite and "Add to cart" buttons (a client module, since a render
 * prop cannot cross from the server page).
 */
import type { ComponentProps } from 'react'

import { AddToCartButton } from '@/cart/ui/add-to-cart'
import { FavoriteButton } from '@/cart/ui/favorite-button'
import { PartList } from '@/catalog/ui/part-list'
import type { PartRowActions } from '@/catalog/ui/part-list-rows'

const rowActions: PartRowActions = ({ pn, rule }) => (
  <>
    <FavoriteButton pn={pn} />
    <AddToCartButton pn={pn} rule={rule} compact />
  </>
)

export function FamilyPartList(props: Omit<ComponentProps<typeof PartList>, 'rowActions'>) {
  return <PartList {...props} rowActions={rowActions} />
}
