'use client'

/**
 * "Equivalent of Schneider Electric XB4BA31 · exact" on a part found by another maker's pn
 * (business rules §11): the match kind coloured by how close it is, the note on hover (and
 * written out below it where there is room: the results page).
 */
import { useTranslations } from 'next-intl'

import type { EquivalentOf as Reference } from '../index'

const tones: Record<Reference['match'], string> = {
  exact: 'bg-emerald-50 text-emerald-800 ring-emerald-600/30',
  functional: 'bg-sky-50 text-sky-800 ring-sky-600/30',
  similar: 'bg-amber-50 text-amber-900 ring-amber-600/40',
  kit: 'bg-violet-50 text-violet-800 ring-violet-600/30',
}

export function EquivalentOf({
  reference,
  withNote = false,
}: {
  reference: Reference
  /** Write the note out under the label (the results page); the label's hover shows it always. */
  withNote?: boolean
}) {
  const t = useTranslations('search')
  const note = reference.note || t(`matchHelp.${reference.match}`)
  return (
    <span className="equivalent-of flex flex-col items-start gap-0.5" data-match={reference.match}>
      <span
        title={note}
        className="inline-flex flex-wrap items-center gap-x-1.5 text-xs font-medium text-slate-600"
      >
        <span>{t('equivalentOf', { maker: reference.maker, theirPn: reference.theirPn })}</span>
        <span
          className={`rounded px-1.5 py-px font-semibold tracking-wide uppercase ring-1 ring-inset ${tones[reference.match]}`}
          style={{ fontSize: '0.6875rem' }}
        >
          {t(`matchKinds.${reference.match}`)}
          {reference.match === 'kit'
            ? ` · ${t('kitQuantity', { quantity: reference.quantity })}`
            : ''}
        </span>
        {withNote ? null : <span className="sr-only">{note}</span>}
      </span>
      {withNote ? (
        <span className="text-xs leading-snug font-normal whitespace-normal text-slate-500">
          {note}
        </span>
      ) : null}
    </span>
  )
}
