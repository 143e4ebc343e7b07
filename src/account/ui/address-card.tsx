'use client'

/**
 * One address of the address book as a card: name, badges (defaults, company, read-only,
 * tax exempt or exemption requested), the address as its country writes it, and the actions the buyer may take.
 */
import { useTranslations } from 'next-intl'
import type { ReactNode } from 'react'

import { addressName, localityLine, phoneAsShown } from '@/account/address-format'
import type { AddressBookEntry } from '@/account/contacts'
import { Spinner } from '@/ui/form/button'
import {
  BuildingIcon,
  DocumentIcon,
  LockIcon,
  PencilIcon,
  PhoneIcon,
  TrashIcon,
  TruckIcon,
} from '@/ui/icons'

type Badge = { key: string; label: string; icon?: ReactNode; className: string }

export const cardId = (entry: AddressBookEntry) => `address-card-${entry.id}`

const smallButton =
  'inline-flex items-center gap-1.5 rounded-md border border-slate-300 bg-white px-2.5 py-1.5 text-xs font-semibold text-slate-700 shadow-xs hover:border-primary-600 hover:text-primary-800 disabled:cursor-not-allowed disabled:opacity-60 disabled:hover:border-slate-300 disabled:hover:text-slate-700'

export const fullName = (entry: AddressBookEntry) => `${entry.nameFirst} ${entry.nameLast}`.trim()

/** The address's name as the buyer reads it: their label, else the person's name. */
export const titleOf = (entry: AddressBookEntry) => addressName(entry.label) || fullName(entry)

/** An address told apart from the buyer's others in a sentence: 'Main plant, 200 Front St'. */
export const noticeNameOf = (entry: AddressBookEntry) =>
  [
    addressName(entry.label) || addressName(entry.nameCompany) || fullName(entry),
    entry.address1,
  ].join(', ')

export function summaryOf(entry: AddressBookEntry): string {
  return [titleOf(entry), entry.address1, entry.city].filter(Boolean).join(', ')
}

function badgesOf(entry: AddressBookEntry, t: (key: string) => string): Badge[] {
  const badges: Badge[] = []
  if (entry.defaultShipping) {
    badges.push({
      key: 'shipping',
      label: t('badges.defaultShipping'),
      icon: <TruckIcon aria-hidden />,
      className: 'bg-primary-50 text-primary-800 ring-primary-700/20',
    })
  }
  if (entry.defaultBilling) {
    badges.push({
      key: 'billing',
      label: t('badges.defaultBilling'),
      icon: <DocumentIcon aria-hidden />,
      className: 'bg-secondary-50 text-secondary-700 ring-secondary-700/20',
    })
  }
  if (entry.shared) {
    badges.push({
      key: 'shared',
      label: t('badges.shared'),
      icon: <BuildingIcon />,
      className: 'bg-slate-100 text-slate-700 ring-slate-600/15',
    })
  }
  if (entry.readOnly) {
    badges.push({
      key: 'readOnly',
      label: t('badges.readOnly'),
      icon: <LockIcon />,
      className: 'bg-slate-100 text-slate-700 ring-slate-600/15',
    })
  }
  if (entry.taxExemption === 'granted') {
    badges.push({
      key: 'taxExempt',
      label: t('badges.taxExempt'),
      className: 'bg-white text-slate-600 ring-slate-300',
    })
  } else if (entry.taxExemption === 'requested') {
    badges.push({
      key: 'taxExemptionRequested',
      label: t('badges.taxExemptionRequested'),
      className: 'bg-amber-50 text-amber-800 ring-amber-600/25',
    })
  }
  return badges
}

export function AddressCard({
  entry,
  countryName,
  settingDefault,
  onDefault,
  onEdit,
  onRemove,
}: {
  entry: AddressBookEntry
  countryName: string
  /** The default being set anywhere in the book (`shipping:12`), or null. */
  settingDefault: string | null
  onDefault: (kind: 'shipping' | 'billing') => void
  onEdit: () => void
  onRemove: () => void
}) {
  const t = useTranslations('address')
  const badges = badgesOf(entry, t)
  const name = fullName(entry)
  const summary = summaryOf(entry)
  const isDefault = entry.defaultShipping || entry.defaultBilling
  return (
    <li
      id={cardId(entry)}
      tabIndex={-1}
      className={`flex flex-col rounded-lg border bg-white p-5 shadow-xs ${isDefault ? 'border-primary-700/30' : 'border-slate-200'}`}
    >
      <h3 className="font-semibold break-words text-slate-900">{titleOf(entry)}</h3>
      {badges.length > 0 ? (
        <ul className="mt-2 flex flex-wrap gap-1.5">
          {badges.map((badge) => (
            <li
              key={badge.key}
              className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${badge.className}`}
            >
              {badge.icon}
              {badge.label}
            </li>
          ))}
        </ul>
      ) : null}
      <address className="mt-3 text-sm leading-6 break-words text-slate-600 not-italic">
        {entry.label ? <span className="block font-medium text-slate-800">{name}</span> : null}
        {addressName(entry.nameCompany) ? (
          <span className="block">{addressName(entry.nameCompany)}</span>
        ) : null}
        <span className="block">{entry.address1}</span>
        {entry.address2 ? <span className="block">{entry.address2}</span> : null}
        <span className="block">{localityLine(entry)}</span>
        <span className="block">{countryName}</span>
        <span className="mt-2 flex items-center gap-1.5 tabular-nums">
          <PhoneIcon aria-hidden className="shrink-0 text-slate-400" />
          <span className="sr-only">{t('card.phone')}: </span>
          {phoneAsShown(entry.phone1)}
        </span>
      </address>
      {entry.readOnly ? (
        <p className="mt-3 text-xs leading-5 text-slate-500">{t('card.readOnlyNote')}</p>
      ) : null}

      <div className="mt-auto pt-4">
        {!entry.defaultShipping || !entry.defaultBilling ? (
          <div className="flex flex-wrap gap-2">
            {entry.defaultShipping ? null : (
              <button
                type="button"
                disabled={settingDefault !== null}
                onClick={() => onDefault('shipping')}
                aria-label={`${t('actions.useForShipping')}: ${summary}`}
                className={smallButton}
              >
                {settingDefault === `shipping:${entry.id}` ? (
                  <Spinner />
                ) : (
                  <TruckIcon aria-hidden className="text-sm" />
                )}
                {t('actions.useForShipping')}
              </button>
            )}
            {entry.defaultBilling ? null : (
              <button
                type="button"
                disabled={settingDefault !== null}
                onClick={() => onDefault('billing')}
                aria-label={`${t('actions.useForBilling')}: ${summary}`}
                className={smallButton}
              >
                {settingDefault === `billing:${entry.id}` ? (
                  <Spinner />
                ) : (
                  <DocumentIcon aria-hidden className="text-sm" />
                )}
                {t('actions.useForBilling')}
              </button>
            )}
          </div>
        ) : null}
        {entry.readOnly ? null : (
          <div className="mt-4 flex items-center gap-5 border-t border-slate-100 pt-3">
            <button
              type="button"
              onClick={onEdit}
              aria-label={`${t('actions.edit')}: ${summary}`}
              className="inline-flex items-center gap-1.5 rounded text-sm font-semibold text-secondary-700 hover:text-secondary-600 hover:underline"
            >
              <PencilIcon />
              {t('actions.edit')}
            </button>
            {entry.customerPrimary ? null : (
              <button
                type="button"
                onClick={onRemove}
                aria-label={`${t('actions.remove')}: ${summary}`}
                className="inline-flex items-center gap-1.5 rounded text-sm font-semibold text-error-700 hover:underline"
              >
                <TrashIcon />
                {t('actions.remove')}
              </button>
            )}
          </div>
        )}
      </div>
    </li>
  )
}

/** Two grey cards while the address book loads. */
export function AddressCardSkeletons({ label }: { label: string }) {
  return (
    <div role="status" className="mt-6 grid gap-4 lg:grid-cols-2">
      <span className="sr-only">{label}</span>
      {[0, 1].map((index) => (
        <div
          key={index}
          aria-hidden
          className="animate-pulse rounded-lg border border-slate-200 p-5 motion-reduce:animate-none"
        >
          <div className="h-4 w-1/3 rounded bg-slate-200" />
          <div className="mt-4 space-y-2.5">
            <div className="h-3 w-2/3 rounded bg-slate-100" />
            <div className="h-3 w-1/2 rounded bg-slate-100" />
            <div className="h-3 w-3/5 rounded bg-slate-100" />
          </div>
          <div className="mt-6 h-7 w-2/5 rounded bg-slate-100" />
        </div>
      ))}
    </div>
  )
}
