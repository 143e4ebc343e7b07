'use client'

/**
 * The heart beside "Add to cart" (family rows, part pages, search): filled when the part is a
 * favourite of the signed-in buyer. A guest's heart opens the sign-in modal; the part is added
 * once they are in (business rules §10). Every change is said in a toast. The heart itself is
 * drawn by cart-buttons.css (outline, filled when pressed), not sent as an SVG with every row.
 */
import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useSyncExternalStore } from 'react'

import { sessionStore } from '@/account/ui/session-store'
import { isLocale } from '@/i18n/locales'
import { accountPath } from '@/i18n/routes'
import { toast } from '@/ui/toast-store'

import './cart-buttons.css'
import { favoritesStore, type FavoritesState } from './favorites-store'

let following = false

/** The favourites, kept in step with the session by the first heart on the page. */
export function useFavorites(): FavoritesState {
  const t = useTranslations('favorites')
  const raw = useLocale()
  const locale = isLocale(raw) ? raw : 'en'
  useEffect(() => {
    if (following) return
    following = true
    // the first read leaves now, with the page's other viewer data, not after the session's answer
    favoritesStore.prime()
    let signedInAs: string | null | undefined
    const check = () => {
      const session = sessionStore.getSnapshot()
      if (session.status === 'loading') return
      const now = session.user?.email ?? null
      if (now === signedInAs) return
      signedInAs = now
      void favoritesStore.sessionChanged(now !== null).then(
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
      )
    }
    check()
    const unsubscribe = sessionStore.subscribe(check)
    return () => {
      following = false
      unsubscribe()
    }
  }, [t, locale])
  return useSyncExternalStore(
    favoritesStore.subscribe,
    favoritesStore.getSnapshot,
    favoritesStore.getSnapshot,
  )
}

export function FavoriteButton({ pn, className = '' }: { pn: string; className?: string }) {
  const t = useTranslations('favorites')
  const raw = useLocale()
  const locale = isLocale(raw) ? raw : 'en'
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
