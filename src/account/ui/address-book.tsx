'use client'

import * as AlertDialog from '@radix-ui/react-alert-dialog'
import * as Dialog from '@radix-ui/react-dialog'
import { useTranslations } from 'next-intl'
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react'

import type { Contact } from '@/account/contact-schema'
import type { AddressBookEntry } from '@/account/contacts'
import { BuildingIcon, LockIcon, MapPinIcon, PencilIcon, PlusIcon, TrashIcon } from '@/ui/icons'
import { ApiError, apiFetch } from '@/platform/client-fetch'
import { CloseIcon, DocumentIcon, PhoneIcon, TruckIcon } from '@/ui/icons'
import { toast } from '@/ui/toast-store'

import type { AddressBookProps } from './address-book-types'
import { type AddressField, AddressForm, phoneForDisplay, Spinner } from './address-form'

const contactsUrl = '/api/private/contacts'

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
const smallButton =
  'inline-flex items-center gap-1.5 rounded-md border border-slate-300 bg-white px-2.5 py-1.5 text-xs font-semibold text-slate-700 shadow-xs hover:border-primary-600 hover:text-primary-800 disabled:cursor-not-allowed disabled:opacity-60 disabled:hover:border-slate-300 disabled:hover:text-slate-700'

type Badge = { key: string; label: string; icon?: ReactNode; className: string }

const cardId = (entry: AddressBookEntry) => `address-card-${entry.id}`

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
  const panel = useRef<HTMLDivElement>(null)
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
    apiFetch<{ data: AddressBookEntry[] }>(contactsUrl, { signal: abort.signal })
      .then(({ data }) => {
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
      const { data } = await apiFetch<{ data: AddressBookEntry[] }>(contactsUrl)
      setEntries(data)
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
          const { data } = await apiFetch<{ data: AddressBookEntry }>(
            `${contactsUrl}/${editing.id}`,
            { method: 'PATCH', body: patch },
          )
          setEntries((list) => list.map((entry) => (entry.id === data.id ? data : entry)))
          toast({ title: t('toasts.saved'), description: summaryOf(data), tone: 'success' })
        }
      } else {
        const { data } = await apiFetch<{ data: AddressBookEntry }>(contactsUrl, {
          method: 'POST',
          body: contact,
        })
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
      await apiFetch(`${contactsUrl}/${entry.id}`, { method: 'DELETE' })
      setEntries((list) => list.filter((each) => each.id !== entry.id))
      toast({ title: t('toasts.removed'), description: summaryOf(entry), tone: 'success' })
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
      await apiFetch('/api/private/user', {
        method: 'PATCH',
        body:
          kind === 'shipping' ? { shippingContactId: entry.id } : { billingContactId: entry.id },
      })
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

  const fullName = (entry: AddressBookEntry) => `${entry.nameFirst} ${entry.nameLast}`.trim()

  function summaryOf(entry: AddressBookEntry): string {
    return [entry.label ?? fullName(entry), entry.address1, entry.city].filter(Boolean).join(', ')
  }

  /** City, state and postal code as the country writes them. */
  function localityOf(entry: AddressBookEntry): string {
    const state = entry.addressState ?? ''
    const postal = entry.addressPostalCode ?? ''
    switch (entry.addressCountry) {
      case 'US':
      case 'CA':
        return `${[entry.city, state].filter(Boolean).join(', ')} ${postal}`.trim()
      case 'MX': {
        const stateName =
          regions.MX.find((region) => region.code === state.toUpperCase())?.name ?? state
        return [`${postal} ${entry.city}`.trim(), stateName].filter(Boolean).join(', ')
      }
      default:
        return [`${postal} ${entry.city}`.trim(), state].filter(Boolean).join(', ')
    }
  }

  function badgesOf(entry: AddressBookEntry): Badge[] {
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
    if (!entry.taxable) {
      badges.push({
        key: 'taxExempt',
        label: t('badges.taxExempt'),
        className: 'bg-white text-slate-600 ring-slate-300',
      })
    }
    return badges
  }

  const addAddress = (
    <button ref={addButton} type="button" onClick={() => openForm(-1)} className={primaryButton}>
      <PlusIcon className="text-base" />
      {t('add')}
    </button>
  )

  let body: ReactNode
  if (status === 'loading') {
    body = (
      <div role="status" className="mt-6 grid gap-4 lg:grid-cols-2">
        <span className="sr-only">{t('loading')}</span>
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
        {entries.map((entry, index) => {
          const badges = badgesOf(entry)
          const name = fullName(entry)
          const summary = summaryOf(entry)
          const isDefault = entry.defaultShipping || entry.defaultBilling
          return (
            <li
              key={entry.id}
              id={cardId(entry)}
              tabIndex={-1}
              className={`flex flex-col rounded-lg border bg-white p-5 shadow-xs ${isDefault ? 'border-primary-700/30' : 'border-slate-200'}`}
            >
              <h3 className="font-semibold break-words text-slate-900">{entry.label ?? name}</h3>
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
                {entry.label ? (
                  <span className="block font-medium text-slate-800">{name}</span>
                ) : null}
                {entry.nameCompany ? <span className="block">{entry.nameCompany}</span> : null}
                <span className="block">{entry.address1}</span>
                {entry.address2 ? <span className="block">{entry.address2}</span> : null}
                <span className="block">{localityOf(entry)}</span>
                <span className="block">
                  {countryNames.get(entry.addressCountry) ?? entry.addressCountry}
                </span>
                <span className="mt-2 flex items-center gap-1.5 tabular-nums">
                  <PhoneIcon aria-hidden className="shrink-0 text-slate-400" />
                  <span className="sr-only">{t('card.phone')}: </span>
                  {phoneForDisplay(entry.phone1, entry.addressCountry)}
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
                        onClick={() => void makeDefault(entry, 'shipping')}
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
                        onClick={() => void makeDefault(entry, 'billing')}
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
                      onClick={() => openForm(index)}
                      aria-label={`${t('actions.edit')}: ${summary}`}
                      className="inline-flex items-center gap-1.5 rounded text-sm font-semibold text-secondary-700 hover:text-secondary-600 hover:underline"
                    >
                      <PencilIcon />
                      {t('actions.edit')}
                    </button>
                    {entry.customerPrimary ? null : (
                      <button
                        type="button"
                        onClick={() => askRemoval(entry)}
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
        })}
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

      <Dialog.Root
        open={formIndex !== null}
        onOpenChange={(open) => {
          if (!open && !saving) closeForm()
        }}
      >
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 transition-opacity duration-300 motion-reduce:transition-none starting:opacity-0" />
          <Dialog.Content
            ref={panel}
            onCloseAutoFocus={restoreFocus}
            onOpenAutoFocus={(event) => {
              // Straight to the first field rather than the close button.
              const first = panel.current?.querySelector<HTMLElement>('form input, form select')
              if (first) {
                event.preventDefault()
                first.focus()
              }
            }}
            className="fixed inset-y-0 right-0 z-50 flex w-full flex-col bg-white shadow-2xl transition-transform duration-300 ease-out focus:outline-hidden motion-reduce:transition-none sm:max-w-lg starting:translate-x-full"
          >
            <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-4 py-5 sm:px-6">
              <div>
                <Dialog.Title className="text-lg font-bold text-slate-900">
                  {editing ? t('form.editTitle') : t('form.addTitle')}
                </Dialog.Title>
                <Dialog.Description className="mt-1 text-sm text-slate-600">
                  {editing ? summaryOf(editing) : t('form.description')}
                </Dialog.Description>
              </div>
              <Dialog.Close
                aria-label={t('form.close')}
                className="-mt-1 -mr-2 inline-flex size-10 shrink-0 items-center justify-center rounded-md text-xl text-slate-500 hover:bg-slate-100 hover:text-slate-800"
              >
                <CloseIcon aria-hidden />
              </Dialog.Close>
            </div>
            {formIndex !== null ? (
              <AddressForm
                key={editing ? editing.id : 'new'}
                entry={editing}
                countries={countries}
                regions={regions}
                onSave={save}
                onCancel={closeForm}
              />
            ) : null}
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>

      <AlertDialog.Root
        open={removal !== null}
        onOpenChange={(open) => {
          if (!open && !removing) setRemoval(null)
        }}
      >
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 transition-opacity duration-200 motion-reduce:transition-none starting:opacity-0" />
          <AlertDialog.Content
            onEscapeKeyDown={(event) => (removing ? event.preventDefault() : undefined)}
            onCloseAutoFocus={restoreFocus}
            className="fixed top-1/2 left-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-2xl focus:outline-hidden"
          >
            <div className="flex gap-4">
              <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-error-50 text-xl text-error-700">
                <TrashIcon />
              </span>
              <div>
                <AlertDialog.Title className="text-lg font-bold text-slate-900">
                  {t('remove.title')}
                </AlertDialog.Title>
                <AlertDialog.Description className="mt-2 text-sm leading-6 text-slate-600">
                  {t('remove.description', { address: removal ? summaryOf(removal) : '' })}
                </AlertDialog.Description>
              </div>
            </div>
            <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <AlertDialog.Cancel disabled={removing} className={secondaryButton}>
                {t('remove.cancel')}
              </AlertDialog.Cancel>
              <AlertDialog.Action
                aria-disabled={removing || undefined}
                onClick={(event) => {
                  // Stay open while the address is removed; `remove` closes it.
                  event.preventDefault()
                  if (removal && !removing) void remove(removal)
                }}
                className="inline-flex min-w-28 items-center justify-center gap-2 rounded-md bg-error-600 px-4 py-2 text-sm font-semibold text-white shadow-xs hover:bg-error-700 aria-disabled:cursor-wait aria-disabled:bg-error-700"
              >
                {removing ? <Spinner /> : null}
                {removing ? t('remove.removing') : t('remove.confirm')}
              </AlertDialog.Action>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </div>
  )
}
