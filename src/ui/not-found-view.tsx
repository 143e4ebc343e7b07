import type { Metadata } from 'next'
import { getLocale, getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { toLocale } from '@/i18n/locales'
import { pathFor } from '@/i18n/routes'

import { RequestedPath } from './requested-path'
import { ShopLink } from './shop-link'

/** Where the visitor's path goes in the translated sentence; the browser's island fills it in. */
const pathSlot = '\u0000'

async function notFoundLocale(fromRoute?: string) {
  const requested = fromRoute ?? (await getLocale())
  return toLocale(requested)
}

/**
 * The 404's title in the tab and in bookmarks ("Page Not Found · …" by the site's template), in
 * the language of the route's `[locale]` (metadata may be resolved before the layout sets it).
 */
export async function notFoundMetadata(props?: {
  params?: Promise<{ locale?: string }>
}): Promise<Metadata> {
  const params = props?.params ? await props.params : undefined
  const t = await getTranslations({
    locale: await notFoundLocale(params?.locale),
    namespace: 'errors',
  })
  return { title: t('notFoundTitle') }
}

/**
 * 404: "Page not found: {path}" with the address the visitor asked for, and the shop's search box
 * (`search`, given by the route: this layer knows no catalogue) to find what the old address
 * held. Rendered on the server, so every page's 404 boundary costs the browser the path alone
 * (issue 23), not this view's translations and links.
 */
export async function NotFoundView({ search }: { search?: ReactNode }) {
  const locale = await notFoundLocale()
  const t = await getTranslations({ locale, namespace: 'errors' })
  const [before, after] = t('notFound', { path: pathSlot }).split(pathSlot)
  return (
    <section className="container-page flex flex-col items-center py-24 text-center">
      <p className="text-6xl font-black text-primary-600">404</p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">
        {t('notFoundTitle')}
      </h1>
      <p className="mt-3 text-lg break-all text-slate-700" data-testid="not-found-message">
        {before}
        <RequestedPath />
        {after}
      </p>
      <p className="mt-2 max-w-xl text-slate-600">{t('notFoundHelp')}</p>
      {search ? <div className="w-full max-w-xl text-left">{search}</div> : null}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ShopLink
          href={pathFor(locale, 'home')}
          className="rounded-md bg-primary-700 px-5 py-3 font-semibold text-white hover:bg-primary-800"
        >
          {t('goHome')}
        </ShopLink>
        <ShopLink
          href={pathFor(locale, 'products')}
          className="rounded-md border border-slate-300 px-5 py-3 font-semibold text-slate-800 hover:bg-slate-50"
        >
          {t('browseProducts')}
        </ShopLink>
      </div>
    </section>
  )
}
