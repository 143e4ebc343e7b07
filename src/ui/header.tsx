import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import type { Locale } from '@/i18n/locales'
import { pathFor } from '@/i18n/routes'
import { languageSwitchHref } from '@/i18n/switch-language'

import { DesktopNav } from './desktop-nav'
import { PhoneIcon } from './icons'
import { LanguageSwitcher } from './language-switcher'
import { CompactLogo, Logo } from './logo'
import { MobileMenu } from './mobile-menu'
import type { HeaderModel } from './nav-types'
import { ShopLink } from './shop-link'

/**
 * The site header. `account` (the sign-in/account control), `cart` (the cart button and
 * slide-over) and `search` (the search modal) are passed in, so the chrome does not depend on
 * those capabilities.
 */
export async function SiteHeader({
  locale,
  model,
  account,
  cart,
  search,
  shopNote,
}: {
  locale: Locale
  model: HeaderModel
  account: ReactNode
  cart: ReactNode
  /** The search modal (its results come from the catalogue). */
  search: ReactNode
  /** The staff's note at the foot of the shop menu (rich text, rendered by `src/content`). */
  shopNote?: ReactNode
}) {
  const t = await getTranslations({ locale, namespace: 'header' })
  const { shop, items, phone } = model
  const otherLocale: Locale = locale === 'en' ? 'es' : 'en'

  return (
    <header className="print:hidden sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="bg-slate-900 text-slate-200">
        <div className="container-page flex h-9 items-center justify-between gap-4 text-xs sm:text-sm">
          <p className="truncate">{t('tradeOnly')}</p>
          <div className="flex shrink-0 items-center gap-4">
            <ShopLink
              href={pathFor(locale, 'quickOrder')}
              className="font-semibold text-white underline-offset-2 hover:underline"
            >
              {t('quickOrder')}
            </ShopLink>
            {phone ? (
              <a
                href={`tel:${phone.replace(/[^+\d]/g, '')}`}
                className="hidden items-center gap-1.5 hover:text-white sm:flex"
                aria-label={t('callUs', { phone })}
              >
                <PhoneIcon aria-hidden /> {phone}
              </a>
            ) : null}
            <LanguageSwitcher
              locale={locale}
              fallbackHref={languageSwitchHref(otherLocale)}
              label={t('switchTo')}
              ariaLabel={t('switchToLabel')}
            />
          </div>
        </div>
      </div>
      {/* phones: smaller gaps and the two-line logo, so the cart button stays on a 320-px screen */}
      <div className="container-page flex h-16 items-center gap-3 sm:gap-6">
        <MobileMenu
          shop={shop}
          items={items}
          labels={{
            menu: t('menu'),
            close: t('closeMenu'),
            allProducts: t('allProducts'),
            newTab: t('opensInNewTab'),
          }}
          shopNote={shopNote}
        />
        <ShopLink
          href={pathFor(locale, 'home')}
          className="shrink-0 text-slate-900"
          aria-label={t('home')}
        >
          <CompactLogo title={model.companyName} className="h-[30px] w-auto min-[420px]:hidden" />
          <Logo
            title={model.companyName}
            className="hidden h-[22px] w-auto min-[420px]:block sm:h-[27px]"
          />
        </ShopLink>
        <DesktopNav
          shop={shop}
          items={items}
          label={t('mainNav')}
          allProductsLabel={t('allProducts')}
          newTabHint={t('opensInNewTab')}
          shopNote={shopNote}
        />
        <div className="ml-auto flex shrink-0 items-center sm:gap-1">
          {search}
          {account}
          {cart}
        </div>
      </div>
    </header>
  )
}
