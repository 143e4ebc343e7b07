import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { Breadcrumbs } from '@/content/document-view'
import { fixedRouteAlternates, metadataOrEmpty, pageMetadata } from '@/content/resolve'
import {
  makerPageRows,
  partLinker,
  type MakerPageRow,
} from '@/cross-reference/cross-reference-pages'
import { matchKinds } from '@/cross-reference/matches'
import { cachedMakers, cachedMakerTable } from '@/cross-reference/page-data'
import { isLocale, locales, type Locale } from '@/i18n/locales'
import { pathFor } from '@/i18n/routes'
import { ShopLink } from '@/ui/shop-link'

import { MakerTable, type MakerTableText } from './maker-table'
import { matchBadge } from './match-badge'

type IndexParams = Promise<{ locale: string }>
type MakerParams = Promise<{ locale: string; maker: string }>

function Header({
  locale,
  crumbs,
  title,
  intro,
  home,
  breadcrumb,
}: {
  locale: Locale
  crumbs: { label: string; href?: string }[]
  title: string
  intro: string
  home: string
  breadcrumb: string
}) {
  return (
    <header className="border-b border-slate-200 bg-slate-50">
      <div className="container-page py-10">
        <Breadcrumbs
          label={breadcrumb}
          crumbs={[{ label: home, href: pathFor(locale, 'home') }, ...crumbs]}
        />
        <h1 className="mt-6 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
          {title}
        </h1>
        <p className="mt-3 max-w-3xl text-lg text-slate-600">{intro}</p>
      </div>
    </header>
  )
}

/** The match kinds explained once per page, in its language. */
async function MatchLegend({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'crossReference' })
  return (
    <section aria-labelledby="match-kinds" className="rounded-xl border border-slate-200 p-5">
      <h2 id="match-kinds" className="text-sm font-semibold tracking-wide text-slate-900 uppercase">
        {t('legendHeading')}
      </h2>
      <dl className="mt-3 space-y-3 text-sm">
        {matchKinds.map((kind) => (
          <div key={kind}>
            <dt>
              <span
                className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${matchBadge[kind]}`}
              >
                {t(`matchKinds.${kind}`)}
              </span>
            </dt>
            <dd className="mt-1 text-slate-600">{t(`matchHelp.${kind}`)}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

async function indexMetadata({ params }: { params: IndexParams }): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  const t = await getTranslations({ locale, namespace: 'crossReference' })
  return pageMetadata({
    locale,
    title: t('title'),
    description: t('indexDescription'),
    alternates: fixedRouteAlternates('crossReference'),
  })
}

async function IndexPage({ params }: { params: IndexParams }) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const [t, lists, makers] = await Promise.all([
    getTranslations({ locale, namespace: 'crossReference' }),
    getTranslations({ locale, namespace: 'lists' }),
    cachedMakers(),
  ])
  return (
    <>
      <Header
        locale={locale}
        breadcrumb={lists('breadcrumb')}
        home={lists('home')}
        crumbs={[{ label: t('title') }]}
        title={t('title')}
        intro={t('intro')}
      />
      <div className="container-page grid gap-10 py-10 lg:grid-cols-[1fr_20rem]">
        <section aria-labelledby="makers">
          <h2 id="makers" className="text-2xl font-bold text-slate-900">
            {t('makersHeading')}
          </h2>
          {makers.length === 0 ? (
            <p className="mt-4 text-slate-600">{t('noMakers')}</p>
          ) : (
            <ul className="mt-4 grid gap-3 sm:grid-cols-2" data-testid="makers">
              {makers.map((maker) => (
                <li key={maker.slug}>
                  <ShopLink
                    href={pathFor(locale, 'crossReference', maker.slug)}
                    className="flex items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm hover:border-primary-400 hover:shadow"
                  >
                    <span className="font-semibold text-slate-900">{maker.name}</span>
                    <span className="text-sm text-slate-600 tabular-nums">
                      {t('rows', { count: maker.rows })} →
                    </span>
                  </ShopLink>
                </li>
              ))}
            </ul>
          )}
        </section>
        <aside>
          <MatchLegend locale={locale} />
        </aside>
      </div>
    </>
  )
}

/** A maker's page: its rows as the buyer may see them; null for an unknown maker. */
async function loadMaker(params: MakerParams) {
  const { locale, maker: segment } = await params
  if (!isLocale(locale)) notFound()
  let slug: string
  try {
    slug = decodeURIComponent(segment)
  } catch {
    notFound()
  }
  if (!/^[a-z0-9][a-z0-9-]{0,80}$/.test(slug)) notFound()
  const table = await cachedMakerTable(slug)
  if (!table) notFound()
  const link = partLinker(new Map(Object.entries(table.parts)), (pn) => table.listed[pn] === true)
  return { locale, maker: table.maker, rows: makerPageRows(table.rows, link, locale) }
}

function makerPaths(slug: string): Record<Locale, string> {
  return Object.fromEntries(
    locales.map((locale) => [locale, pathFor(locale, 'crossReference', slug)]),
  ) as Record<Locale, string>
}

async function makerMetadata({ params }: { params: MakerParams }): Promise<Metadata> {
  return metadataOrEmpty(async () => {
    const { locale, maker, rows } = await loadMaker(params)
    const t = await getTranslations({ locale, namespace: 'crossReference' })
    return pageMetadata({
      locale,
      title: t('makerTitle', { maker: maker.name }),
      description: t('makerDescription', { maker: maker.name, count: rows.length }),
      alternates: makerPaths(maker.slug),
    })
  }, params)
}

function partHrefs(locale: Locale, rows: readonly MakerPageRow[]): Record<string, string> {
  const hrefs: Record<string, string> = {}
  for (const row of rows)
    for (const part of row.parts)
      hrefs[part.pn] = pathFor(locale, 'product', [part.familySlug, part.pn])
  return hrefs
}

async function MakerPage({ params }: { params: MakerParams }) {
  const { locale, maker, rows } = await loadMaker(params)
  setRequestLocale(locale)
  const [t, lists, makers] = await Promise.all([
    getTranslations({ locale, namespace: 'crossReference' }),
    getTranslations({ locale, namespace: 'lists' }),
    cachedMakers(),
  ])
  const text: MakerTableText = {
    filterLabel: t('filterLabel'),
    filterPlaceholder: t('filterPlaceholder'),
    theirPn: t('theirPn', { maker: maker.name }),
    ourPart: t('ourPart'),
    match: t('match'),
    note: t('note'),
    previous: t('previous'),
    next: t('next'),
    pages: t('pages'),
    showing: t.raw('showing') as string,
    noMatches: t.raw('noMatches') as string,
    matchKinds: Object.fromEntries(matchKinds.map((k) => [k, t(`matchKinds.${k}`)])) as Record<
      (typeof matchKinds)[number],
      string
    >,
    matchHelp: Object.fromEntries(matchKinds.map((k) => [k, t(`matchHelp.${k}`)])) as Record<
      (typeof matchKinds)[number],
      string
    >,
  }
  const others = makers.filter((each) => each.slug !== maker.slug)
  return (
    <>
      <Header
        locale={locale}
        breadcrumb={lists('breadcrumb')}
        home={lists('home')}
        crumbs={[
          { label: t('title'), href: pathFor(locale, 'crossReference') },
          { label: maker.name },
        ]}
        title={t('makerTitle', { maker: maker.name })}
        intro={t('makerIntro', { maker: maker.name })}
      />
      <div className="container-page grid gap-10 py-10 lg:grid-cols-[1fr_18rem]">
        <div className="min-w-0">
          <MakerTable rows={rows} hrefs={partHrefs(locale, rows)} text={text} />
        </div>
        <aside className="space-y-6">
          <MatchLegend locale={locale} />
          {others.length > 0 ? (
            <nav aria-labelledby="other-makers" className="rounded-xl border border-slate-200 p-5">
              <h2
                id="other-makers"
                className="text-sm font-semibold tracking-wide text-slate-900 uppercase"
              >
                {t('otherMakers')}
              </h2>
              <ul className="mt-3 space-y-2 text-sm">
                {others.map((each) => (
                  <li key={each.slug}>
                    <ShopLink
                      href={pathFor(locale, 'crossReference', each.slug)}
                      className="font-medium text-primary-700 hover:underline"
                    >
                      {each.name}
                    </ShopLink>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </aside>
      </div>
    </>
  )
}

/** `/cross-reference` ↔ `/es/referencia-cruzada`: every maker with rows, and what the kinds mean. */
export const crossReferenceIndexRoute = { generateMetadata: indexMetadata, Page: IndexPage }

/** `/cross-reference/{maker}`: one maker's pns → ours (404 for an unknown maker). */
export const makerRoute = { generateMetadata: makerMetadata, Page: MakerPage }
