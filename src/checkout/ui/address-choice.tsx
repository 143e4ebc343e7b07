'use client'

/**
 * The buyer's addresses as cards to pick one from (checkout's ship-to and bill-to), each with
 * its tax exemption when it has one: granted, or only requested (taxed until staff decide, §6).
 */
import { useLocale, useTranslations } from 'next-intl'

import { addressName, localityLine } from '@/account/address-format'
import type { AddressBookEntry } from '@/account/contacts'
import { countryName } from '@/account/countries'
import { toLocale } from '@/i18n/locales'

export function AddressChoice({
  name,
  entries,
  selected,
  onSelect,
  legend,
}: {
  name: string
  entries: AddressBookEntry[]
  selected: number | null
  onSelect: (entry: AddressBookEntry) => void
  legend: string
}) {
  const pageLocale = useLocale()
  const locale = toLocale(pageLocale)
  const t = useTranslations('address.badges')
  return (
    <fieldset>
      <legend className="sr-only">{legend}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {entries.map((entry) => (
          <label
            key={entry.id}
            className={`flex cursor-pointer gap-3 rounded-lg border p-3 text-sm has-focus-visible:ring-2 has-focus-visible:ring-primary-600 ${selected === entry.id ? 'border-primary-600 bg-primary-50' : 'border-slate-200 bg-white hover:border-slate-400'}`}
          >
            <input
              type="radio"
              name={name}
              value={entry.id}
              checked={selected === entry.id}
              onChange={() => onSelect(entry)}
              className="mt-1 accent-primary-700"
            />
            <span className="min-w-0">
              <span className="block font-semibold text-slate-900">
                {addressName(entry.nameCompany) || `${entry.nameFirst} ${entry.nameLast}`}
              </span>
              <span className="block text-slate-700">
                {addressName(entry.nameCompany) ? `${entry.nameFirst} ${entry.nameLast}, ` : ''}
                {entry.address1}
                {entry.address2 ? `, ${entry.address2}` : ''}
              </span>
              <span className="block text-slate-700">
                {localityLine(entry)} · {countryName(entry.addressCountry, locale)}
              </span>
              {entry.taxExemption === 'none' ? null : (
                <span
                  className={`mt-1.5 inline-flex rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${entry.taxExemption === 'granted' ? 'bg-white text-slate-600 ring-slate-300' : 'bg-amber-50 text-amber-800 ring-amber-600/25'}`}
                >
                  {entry.taxExemption === 'granted' ? t('taxExempt') : t('taxExemptionRequested')}
                </span>
              )}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
