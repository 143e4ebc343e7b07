import { getTranslations } from 'next-intl/server'

import { equivalentOfEntries } from '@/cross-reference/cross-reference-pages'
import type { OurPartFacts } from '@/cross-reference/cross-reference-store'
import type { PartCrossReferences } from '@/cross-reference/page-data'
import type { Locale } from '@/i18n/locales'
import { pathFor } from '@/i18n/routes'
import { ShopLink } from '@/ui/shop-link'

import { matchBadge } from './match-badge'

const partHref = (locale: Locale, part: OurPartFacts) =>
  part.familySlug ? pathFor(locale, 'product', [part.familySlug, part.pn]) : null

/** "Replaced by X" on a discontinued part's page, with the link to X. */
export async function ReplacedByNotice({
  locale,
  replacedBy,
}: {
  locale: Locale
  replacedBy: OurPartFacts & { chain: string[] }
}) {
  const t = await getTranslations({ locale, namespace: 'crossReference' })
  const href = partHref(locale, replacedBy)
  // the whole chain, when X is not this part's own successor (`chain` runs from this part to X)
  const chain = replacedBy.chain.length > 2 ? replacedBy.chain : []
  return (
    <div
      className="mt-5 max-w-2xl rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950"
      data-testid="replaced-by"
    >
      <p className="text-xs font-bold tracking-wider uppercase">{t('discontinued')}</p>
      <p className="mt-1">{t('replacedBy', { pn: replacedBy.pn })}</p>
      {chain.length > 0 ? (
        <p className="mt-1 text-sm">{t('viaChain', { chain: chain.join(' → ') })}</p>
      ) : null}
      {href ? (
        <ShopLink
          href={href}
          className="mt-3 inline-block rounded-md bg-primary-700 px-4 py-2 text-sm font-semibold text-white hover:bg-primary-800"
        >
          {t('replacedByLink', { pn: replacedBy.pn })} →
        </ShopLink>
      ) : null}
    </div>
  )
}

/**
 * The part page's "Replaces / equivalent of": other makers' pns this part is our equivalent of
 * (with the match kind and note), and our discontinued parts it replaces. Nothing when none.
 */
export async function PartCrossReferenceSection({
  locale,
  pn,
  references,
}: {
  locale: Locale
  pn: string
  references: PartCrossReferences
}) {
  const entries = equivalentOfEntries(pn, references.rows, locale)
  if (entries.length === 0 && references.replaces.length === 0) return null
  const t = await getTranslations({ locale, namespace: 'crossReference' })
  return (
    <section
      className="mt-10"
      aria-labelledby="cross-references"
      data-testid="part-cross-references"
    >
      <h2 id="cross-references" className="text-xl font-bold text-slate-900">
        {t('partHeading')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('partIntro')}</p>
      <ul className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200">
        {references.replaces.map((part) => {
          const href = partHref(locale, part)
          return (
            <li
              key={`ours-${part.pn}`}
              className="flex flex-wrap items-baseline gap-x-3 gap-y-1 p-3"
            >
              <span className="text-sm text-slate-600">{t('replaces')}</span>
              {href ? (
                <ShopLink
                  href={href}
                  className="font-mono font-semibold text-primary-700 hover:underline"
                >
                  {part.pn}
                </ShopLink>
              ) : (
                <span className="font-mono font-semibold">{part.pn}</span>
              )}
            </li>
          )
        })}
        {entries.map((entry) => (
          <li
            key={`${entry.makerSlug}-${entry.theirPn}-${entry.match}`}
            className="flex flex-wrap items-baseline gap-x-3 gap-y-1 p-3"
          >
            <span className="text-sm text-slate-600">{t('equivalentOf')}</span>
            <span>
              <ShopLink
                href={pathFor(locale, 'crossReference', entry.makerSlug)}
                className="font-medium text-slate-900 hover:underline"
              >
                {entry.maker}
              </ShopLink>{' '}
              <span className="font-mono font-semibold text-slate-900">{entry.theirPn}</span>
            </span>
            <span
              className={`rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${matchBadge[entry.match]}`}
              title={t(`matchHelp.${entry.match}`)}
            >
              {t(`matchKinds.${entry.match}`)}
            </span>
            {entry.match === 'kit' ? (
              <span className="text-sm text-slate-700">
                {t('kitOf', { quantity: entry.quantity })} {pn}{' '}
                {entry.withParts.length > 0
                  ? t('withParts', {
                      parts: entry.withParts
                        .map((part) => `${t('kitOf', { quantity: part.quantity })} ${part.pn}`)
                        .join(', '),
                    })
                  : null}
              </span>
            ) : null}
            {entry.note ? <p className="w-full text-sm text-slate-600">{entry.note}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  )
}
