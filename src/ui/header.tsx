import { getTranslations } from 'next-intl/server'

import { AccountButton } from '@/account/ui/account-button'
import { documentPath } from '@/content/links'
import { getHeaderMenu, getSiteSettings, listDocuments } from '@/content/queries'
import type { Locale } from '@/i18n/locales'
import { accountPath, pathFor } from '@/i18n/routes'

import { CartButton } from './cart-button'
import { DesktopNav } from './desktop-nav'
import { PhoneIcon } from './icons'
import { LanguageSwitcher } from './language-switcher'
import { Logo } from './logo'
import { MobileMenu } from './mobile-menu'
import { menuItemsModel, shopMenuModel, type NavLink } from './nav-model'
import { SearchDialog } from './search-dialog'
import { ShopLink } from './shop-link'

export async function SiteHeader({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'header' })
  const [settings, menu, families] = await Promise.all([
    getSiteSettings(locale),
    getHeaderMenu(locale),
    listDocuments('products', locale, 200),
  ])
  const shop = shopMenuModel(locale, menu)
  const items = menuItemsModel(locale, menu)
  const searchable: NavLink[] = families
    .map((family) => ({
      label: family.title,
      href: documentPath(locale, 'products', family) ?? '',
    }))
    .filter((entry) => entry.href !== '')
  const phone = settings.contact?.phone
  const otherLocale: Locale = locale === 'en' ? 'es' : 'en'

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="bg-slate-900 text-slate-200">
        <div className="container-page flex h-9 items-center justify-between gap-4 text-xs sm:text-sm">
          <p className="truncate">{t('tradeOnly')}</p>
          <div className="flex shrink-0 items-center gap-4">
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
              fallbackHref={pathFor(otherLocale, 'home')}
              label={t('switchTo')}
              ariaLabel={t('switchToLabel')}
            />
          </div>
        </div>
      </div>
      <div className="container-page flex h-16 items-center gap-6">
        <MobileMenu
          shop={shop}
          items={items}
          labels={{ menu: t('menu'), close: t('closeMenu'), allProducts: t('allProducts') }}
        />
        <ShopLink
          href={pathFor(locale, 'home')}
          className="shrink-0 text-slate-900"
          aria-label={t('home')}
        >
          <Logo title={settings.companyName} className="h-[22px] w-auto sm:h-[27px]" />
        </ShopLink>
        <DesktopNav
          shop={shop}
          items={items}
          label={t('mainNav')}
          allProductsLabel={t('allProducts')}
        />
        <div className="ml-auto flex items-center gap-1">
          <SearchDialog families={searchable} resultsHref={pathFor(locale, 'search')} />
          <AccountButton
            accountHref={accountPath(locale, 'profile')}
            loginHref={pathFor(locale, 'login')}
          />
          <CartButton productsHref={pathFor(locale, 'products')} />
        </div>
      </div>
    </header>
  )
}
