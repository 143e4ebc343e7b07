'use client'

/**
 * The heart beside "Add to cart" (family rows, part pages, search): filled when the part is a
 * favourite of the signed-in buyer. A guest's heart opens the sign-in modal; the part is added
 * once they are in (business rules §10). Every change is said in a toast. The heart itself is
 * drawn by cart-buttons.css (outline, filled when pressed), not sent as an SVG with every row.
 */
import { useLocale, useTranslations } from 'next-intl'
import { useCallback, useSyncExternalStore } from 'react'

import { useFollowSession } from '@/account/ui/use-session'
import { toLocale } from '@/i18n/locales'
import { accountPath } from '@/i18n/routes'
import { toast } from '@/ui/toast-store'

import './cart-buttons.css'
import { favoritesStore, type FavoritesState } from './favorites-store'

const primeFavorites = () => favoritesStore.prime()

/** The favourites, kept in step with the session by the first heart on the page. */
export function useFavorites(): FavoritesState {
  const t = useTranslations('favorites')
  const raw = useLocale()
  const locale = toLocale(raw)
  const sessionChanged = useCallback(
    (email: string | null) =>
      void favoritesStore.sessionChanged(email !== null).then(
        (added) => {
          if (added) {
            toast({
              tone: 'success',
              title: t('added', { pn: added }),
              action: { label: t('view'), href: accountPath(locale, 'favorites') },
            })
          }
        },
        () => undefined,
      ),
    [t, locale],
  )
  useFollowSession('favorites', sessionChanged, primeFavorites)
  return useSyncExternalStore(
    favoritesStore.subscribe,
    favoritesStore.getSnapshot,
    favoritesStore.getSnapshot,
  )
}

export function FavoriteButton({ pn, className = '' }: { pn: string; className?: string }) {
  const t = useTranslations('favorites')
  const raw = useLocale()
  const locale = toLocale(raw)
  const favorites = useFavorites()
  const key = pn.trim().toUpperCase()
  const on = favorites.pns.includes(key)
  const toggle = async () => {
    const outcome = await favoritesStore.toggle(key)
    if (outcome.ok) {
      toast(
        outcome.favorite
          ? {
              tone: 'success',
              title: t('added', { pn: key }),
              action: { label: t('view'), href: accountPath(locale, 'favorites') },
            }
          : { tone: 'info', title: t('removed', { pn: key }) },
      )
    } else if (outcome.code === 'signInFirst') {
      toast({ tone: 'info', title: t('signInFirst', { pn: key }) })
    } else {
      toast({
        tone: 'error',
        title: t('notChanged', { pn: key }),
        description: t(`refusal.${refusalKeyOf(outcome.code)}`),
      })
    }
  }
  return (
    <button
      type="button"
      aria-pressed={on}
      aria-label={on ? t('remove', { pn: key }) : t('add', { pn: key })}
      title={on ? t('remove', { pn: key }) : t('add', { pn: key })}
      onClick={() => void toggle()}
      className={`btn-fav${className ? ` ${className}` : ''}`}
    />
  )
}

const knownRefusals = new Set(['partNotAvailable', 'favoritesFull', 'network'])

function refusalKeyOf(code: string): string {
  return knownRefusals.has(code) ? code : 'failed'
}
