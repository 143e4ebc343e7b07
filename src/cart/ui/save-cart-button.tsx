'use client'

/**
 * "Save cart" on the cart page, for a signed-in buyer: the live cart kept under a name in
 * My account → saved carts (names unique per buyer; the server says when one is taken).
 */
import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'

import { toLocale } from '@/i18n/locales'
import { accountPath } from '@/i18n/routes'
import { BookmarkIcon } from '@/ui/icons'
import { toast } from '@/ui/toast-store'

import { NameDialog } from './saved-cart-dialogs'
import { savedCartErrorKey, savedCartsClient } from './saved-carts-client'

export function SaveCartButton({ className = '' }: { className?: string }) {
  const t = useTranslations('savedCarts')
  const raw = useLocale()
  const locale = toLocale(raw)
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className={className}>
        <BookmarkIcon aria-hidden className="mr-1.5 inline-block align-[-2px]" />
        {t('saveCart')}
      </button>
      <NameDialog
        open={open}
        title={t('saveCartTitle')}
        description={t('saveCartHelp')}
        submitLabel={t('save')}
        onClose={() => setOpen(false)}
        onSubmit={async (name) => {
          try {
            const saved = await savedCartsClient.save(name)
            setOpen(false)
            toast({
              tone: 'success',
              title: t('savedAs', { name: saved.name }),
              action: { label: t('viewSaved'), href: accountPath(locale, 'savedCarts') },
            })
            return null
          } catch (error) {
            return savedCartErrorKey(error)
          }
        }}
      />
    </>
  )
}
