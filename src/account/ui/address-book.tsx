'use client'

import { useTranslations } from 'next-intl'
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react'

import { movedDefaultNotices } from '@/account/address-defaults'
import * as accountClient from '@/account/client'
import type { Contact } from '@/account/contact-schema'
import type { AddressBookEntry } from '@/account/contacts'
import { ApiError } from '@/platform/client-fetch'
import { MapPinIcon, PlusIcon } from '@/ui/icons'
import { toast } from '@/ui/toast-store'

import { AddressCard, AddressCardSkeletons, cardId, noticeNameOf, summaryOf } from './address-card'
import { AddressSlideOver, RemoveAddressDialog } from './address-dialogs'
import type { AddressBookProps } from './address-book-types'
import type { AddressField } from './address-form'

/** Server refusals with a message of their own; anything else reads "something went wrong". */
const knownCodes = new Set(['readOnly', 'primaryContact', 'notFound'])

function codeOf(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null
  const code = (error.body as { code?: unknown } | null)?.code
  return typeof code === 'string' ? code : null
}

const primaryButton =
  'inline-flex items-center justify-center gap-2 rounded-md bg-primary-700 px-4 py-2 text-sm font-semibold text-white shadow-xs hover:bg-primary-800'
const secondaryButton =
  'inline-flex items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-700 shadow-xs hover:bg-slate-50'

/**
 * The "Addresses" section of My account: the buyer's own and their company's addresses, with an
 * add/edit slide-over, a confirmed removal and buttons that set the default shipping and billing
 * address. Loads the list from the account API in the browser.
 */
export function AddressBook({ countries, regions }: AddressBookProps) {
  const t = useTranslations('address')
  const [entries, setEntries] = useState<AddressBookEntry[]>([])
  const [status, setStatus] = useState<'loading' | 'error' | 'ready'>('loading')
  /** null: the form is closed; -1: a new address; n: editing `entries[n]`. */
  const [formIndex, setFormIndex] = useState<number | null>(null)
  const [saving, setSaving] = useState(false)
  const [removal, setRemoval] = useState<AddressBookEntry | null>(null)
  const [removing, setRemoving] = useState(false)
  /** The default being set, as `shipping:12`; one at a time. */
  const [settingDefault, setSettingDefault] = useState<string | null>(null)
  const addButton = useRef<HTMLButtonElement>(null)
  /** Set when the server said an address changed elsewhere: the list reloads once the form closes. */
  const stale = useRef(false)
  /** The button that opened the form or the removal dialog (neither uses a Radix Trigger). */
  const opener = useRef<HTMLElement | null>(null)

  const countryNames = useMemo(
    () => new Map(countries.map((option) => [option.code, option.name])),
    [countries],
  )

  useEffect(() => {
    const abort = new AbortController()
    accountClient
      .loadAddressBook(abort.signal)
      .then((data) => {
        setEntries(data)
        setStatus('ready')
      })
      .catch(() => {
        if (!abort.signal.aborted) setStatus('error')
      })
    return () => abort.abort()
  }, [])

  /** Reloads the list; `quietly` keeps the cards on screen while it does. */
  async function reload(quietly = false) {
    if (!quietly) setStatus('loading')
    try {
      setEntries(await accountClient.loadAddressBook())
      setStatus('ready')
    } catch {
      if (!quietly) setStatus('error')
    }
  }

  /** A failure toast with the server's reason; a 401 says nothing (the sign-in dialog opens). */
  function reportFailure(error: unknown, title: string) {
    if (error instanceof ApiError && error.status === 401) return
    const code = codeOf(error)
    if (code === 'readOnly' || code === 'notFound') stale.current = true
    const description =
      code === 'invalid' && error instanceof ApiError && Object.keys(error.fieldErrors).length > 0
        ? t('errors.checkFields')
        : code && knownCodes.has(code)
          ? t(`errors.${code}`)
          : t('errors.generic')
    toast({ title, description, tone: 'error' })
  }

  function closeForm() {
    setFormIndex(null)
    if (stale.current) {
      stale.current = false
      void reload(true)
    }
  }

  /** Where the keyboard goes back to: the opener, or "Add address" when the opener is gone. */
  function restoreFocus(event: Event) {
    event.preventDefault()
    const target = opener.current
    opener.current = null
    if (target?.isConnected) target.focus()
    else addButton.current?.focus()
  }

  function openForm(index: number) {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
    setFormIndex(index)
  }

  function askRemoval(entry: AddressBookEntry) {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
    setRemoval(entry)
  }

  const editing = formIndex !== null && formIndex >= 0 ? (entries[formIndex] ?? null) : null

  async function save(contact: Contact, changed: AddressField[]) {
    setSaving(true)
    try {
      if (editing) {
        if (changed.length > 0) {
          const patch = Object.fromEntries(changed.map((field) => [field, contact[field]]))
          const data = await accountClient.updateAddress(editing.id, patch)
          setEntries((list) => list.map((entry) => (entry.id === data.id ? data : entry)))
          toast({ title: t('toasts.saved'), description: summaryOf(data), tone: 'success' })
        }
      } else {
        const data = await accountClient.createAddress(contact)
        setEntries((list) => [...list, data])
        toast({ title: t('toasts.added'), description: summaryOf(data), tone: 'success' })
      }
      closeForm()
    } catch (error) {
      reportFailure(error, t('toasts.saveFailed'))
      throw error // the form shows the field errors and keeps what was typed
    } finally {
      setSaving(false)
    }
  }

  async function remove(entry: AddressBookEntry) {
    setRemoving(true)
    try {
      // the server answers the list as it now is: a default may have moved to another address
      const data = await accountClient.removeAddress(entry.id)
      setEntries(data.addresses)
      // a default that moved is said, with the address it moved to (issue 39)
      const moved = movedDefaultNotices(data.defaultsMoved ?? {}).map((notice) => {
        const successor = data.addresses.find((each) => each.id === notice.id)
        return notice.outcome === 'now' && successor
          ? t('toasts.nowDefault', { kind: notice.kind, name: noticeNameOf(successor) })
          : t('toasts.noDefault', { kind: notice.kind })
      })
      toast({
        title: t('toasts.removed'),
        // the confirmation named the removed address; what moved is the news
        description: moved.length > 0 ? moved.join(' ') : summaryOf(entry),
        tone: 'success',
      })
    } catch (error) {
      reportFailure(error, t('toasts.removeFailed'))
      if (stale.current) {
        stale.current = false
        void reload(true)
      }
    } finally {
      setRemoving(false)
      setRemoval(null)
    }
  }

  async function makeDefault(entry: AddressBookEntry, kind: 'shipping' | 'billing') {
    setSettingDefault(`${kind}:${entry.id}`)
    try {
      await accountClient.saveProfile(
        kind === 'shipping' ? { shippingContactId: entry.id } : { billingContactId: entry.id },
      )
      const flag = kind === 'shipping' ? 'defaultShipping' : 'defaultBilling'
      setEntries((list) => list.map((each) => ({ ...each, [flag]: each.id === entry.id })))
      toast({
        title: kind === 'shipping' ? t('toasts.defaultShipping') : t('toasts.defaultBilling'),
        description: summaryOf(entry),
        tone: 'success',
      })
      // The button just pressed disappears: keep the keyboard on the card.
      requestAnimationFrame(() => {
        const active = document.activeElement
        if (!active || active === document.body) document.getElementById(cardId(entry))?.focus()
      })
    } catch (error) {
      reportFailure(error, t('toasts.defaultFailed'))
      if (stale.current) {
        stale.current = false
        void reload(true)
      }
    } finally {
      setSettingDefault(null)
    }
  }

  const addAddress = (
    <button ref={addButton} type="button" onClick={() => openForm(-1)} className={primaryButton}>
      <PlusIcon className="text-base" />
      {t('add')}
    </button>
  )

  let body: ReactNode
  if (status === 'loading') {
    body = <AddressCardSkeletons label={t('loading')} />
  } else if (status === 'error') {
    body = (
      <div
        role="alert"
        className="mt-6 flex flex-col items-start gap-4 rounded-lg border border-error-600/30 bg-error-50 p-5 sm:flex-row sm:items-center sm:justify-between"
      >
        <p className="text-sm font-medium text-error-700">{t('loadFailed')}</p>
        <button type="button" onClick={() => void reload()} className={secondaryButton}>
          {t('retry')}
        </button>
      </div>
    )
  } else if (entries.length === 0) {
    body = (
      <div className="mt-6 flex flex-col items-center rounded-lg border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center">
        <span className="inline-flex size-12 items-center justify-center rounded-full bg-white text-2xl text-primary-700 shadow-xs ring-1 ring-slate-200">
          <MapPinIcon />
        </span>
        <h3 className="mt-4 text-base font-semibold text-slate-900">{t('empty.title')}</h3>
        <p className="mt-1 max-w-sm text-sm text-slate-600">{t('empty.text')}</p>
        <div className="mt-6">{addAddress}</div>
      </div>
    )
  } else {
    body = (
      <ul aria-label={t('listLabel')} className="mt-6 grid gap-4 lg:grid-cols-2">
        {entries.map((entry, index) => (
          <AddressCard
            key={entry.id}
            entry={entry}
            countryName={countryNames.get(entry.addressCountry) ?? entry.addressCountry}
            settingDefault={settingDefault}
            onDefault={(kind) => void makeDefault(entry, kind)}
            onEdit={() => openForm(index)}
            onRemove={() => askRemoval(entry)}
          />
        ))}
      </ul>
    )
  }

  return (
    <div>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="max-w-prose text-sm text-slate-600">{t('intro')}</p>
        {/* while loading (or failed) the list is unknown; when empty, the empty state offers it */}
        {status === 'ready' && entries.length > 0 ? (
          <div className="shrink-0">{addAddress}</div>
        ) : null}
      </div>
      {body}

      <AddressSlideOver
        formIndex={formIndex}
        editing={editing}
        saving={saving}
        countries={countries}
        regions={regions}
        onSave={save}
        onClose={closeForm}
        restoreFocus={restoreFocus}
      />

      <RemoveAddressDialog
        removal={removal}
        removing={removing}
        onCancel={() => setRemoval(null)}
        onConfirm={(entry) => void remove(entry)}
        restoreFocus={restoreFocus}
      />
    </div>
  )
}
