import { NextIntlClientProvider } from 'next-intl'
import { getMessages } from 'next-intl/server'
import type { ReactNode } from 'react'

type ClientPart = 'list' | 'purchase'

/**
 * Gives the catalogue's islands the part of the `catalog` messages they use, on the pages
 * that show them only (the layout's provider carries the site-wide namespaces). Inside, only
 * these messages exist: wrap the islands, not other client components.
 */
export async function CatalogMessages({
  parts,
  children,
}: {
  parts: ClientPart[]
  children: ReactNode
}) {
  const messages = await getMessages()
  const catalog = (messages.catalog ?? {}) as Record<string, unknown>
  return (
    <NextIntlClientProvider
      messages={{
        catalog: Object.fromEntries(parts.map((part) => [part, catalog[part]])),
        // the islands add to the cart and to favourites, whose toasts speak their words
        cart: messages.cart,
        favorites: messages.favorites,
      }}
    >
      {children}
    </NextIntlClientProvider>
  )
}
