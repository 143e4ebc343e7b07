'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { parsePhoneNumberFromString } from 'libphonenumber-js/min'
import { useTranslations } from 'next-intl'
import { postcodeValidatorExistsForCountry } from 'postcode-validator'
import { type ReactNode, useId, useMemo } from 'react'
import { useForm, useWatch } from 'react-hook-form'

import {
  type Contact,
  type ContactInput,
  contactLimits,
  contactSchema,
} from '@/account/contact-schema'
import type { AddressBookEntry } from '@/account/contacts'
import { ApiError } from '@/platform/client-fetch'
import { ChevronDownIcon } from '@/ui/icons'

import { type AddressBookProps, isRegionCountry } from './address-book-types'

/** What the form holds: every text field a string ('' when empty), as the inputs give them. */
export type AddressFormValues = {
  label: string
  nameFirst: string
  nameLast: string
  nameCompany: string
  addressCountry: string
  address1: string
  address2: string
  city: string
  addressState: string
  addressPostalCode: string
  phone1: string
  taxable: boolean
}
export type AddressField = keyof AddressFormValues & keyof ContactInput

const fieldNames: readonly AddressField[] = [
  'label',
  'nameFirst',
  'nameLast',
  'nameCompany',
  'addressCountry',
  'address1',
  'address2',
  'city',
  'addressState',
  'addressPostalCode',
  'phone1',
  'taxable',
]

function isField(name: string): name is AddressField {
  return (fieldNames as readonly string[]).includes(name)
}

/** These are checked against the country, so a new country re-checks them. */
const countryDependent: readonly AddressField[] = ['addressState', 'addressPostalCode', 'phone1']

export const defaultCountry = 'US'

/**
 * A stored E.164 number as the buyer would type it: national format when it belongs to the address
 * country ('(412) 555-0134', shown after the '+1' hint), international otherwise ('+44 20 …').
 */
export function phoneForDisplay(phone: string, country: string): string {
  const parsed = parsePhoneNumberFromString(phone)
  if (!parsed) return phone
  return parsed.country === country ? parsed.formatNational() : parsed.formatInternational()
}

function valuesOf(entry: AddressBookEntry | null): AddressFormValues {
  if (!entry) {
    return {
      label: '',
      nameFirst: '',
      nameLast: '',
      nameCompany: '',
      addressCountry: defaultCountry,
      address1: '',
      address2: '',
      city: '',
      addressState: '',
      addressPostalCode: '',
      phone1: '',
      taxable: true,
    }
  }
  return {
    label: entry.label ?? '',
    nameFirst: entry.nameFirst,
    nameLast: entry.nameLast,
    nameCompany: entry.nameCompany ?? '',
    addressCountry: entry.addressCountry,
    address1: entry.address1,
    address2: entry.address2 ?? '',
    city: entry.city,
    addressState: entry.addressState ?? '',
    addressPostalCode: entry.addressPostalCode ?? '',
    phone1: phoneForDisplay(entry.phone1, entry.addressCountry),
    taxable: entry.taxable,
  }
}

export const inputClass =
  'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-xs transition-colors placeholder:text-slate-400 hover:border-slate-400 focus:border-secondary-600 focus:ring-2 focus:ring-secondary-600/25 focus:outline-hidden aria-invalid:border-error-600 aria-invalid:focus:ring-error-600/25'

/** A small spinner for buttons that wait on the server. */
export function Spinner({ className = '' }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      aria-hidden
      className={`animate-spin motion-reduce:animate-none ${className}`}
    >
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.3" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  )
}

function ErrorIcon() {
  return (
    <svg
      viewBox="0 0 20 20"
      width="1em"
      height="1em"
      fill="currentColor"
      aria-hidden
      className="mt-0.5 shrink-0"
    >
      <path
        fillRule="evenodd"
        d="M18 10a8 8 0 1 1-16 0 8 8 0 0 1 16 0Zm-8-5a.75.75 0 0 1 .75.75v4.5a.75.75 0 0 1-1.5 0v-4.5A.75.75 0 0 1 10 5Zm0 10a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z"
        clipRule="evenodd"
      />
    </svg>
  )
}

/** A label, its control, an optional hint and the field's error, wired for assistive technology. */
function Field({
  id,
  label,
  optional,
  hint,
  error,
  className = '',
  children,
}: {
  id: string
  label: string
  /** The "(optional)" text, when the field may stay empty. */
  optional?: string
  hint?: ReactNode
  error?: string
  className?: string
  children: ReactNode
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
        {optional ? <span className="ml-1 font-normal text-slate-500">{optional}</span> : null}
      </label>
      <div className="mt-1.5">{children}</div>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-xs leading-5 text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 flex gap-1.5 text-sm text-error-700">
          <ErrorIcon />
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  )
}

/** `aria-describedby` for a field: its hint and its error, when shown. */
function describedBy(id: string, parts: { hint?: unknown; error?: unknown }): string | undefined {
  const ids = [parts.hint ? `${id}-hint` : null, parts.error ? `${id}-error` : null].filter(Boolean)
  return ids.length > 0 ? ids.join(' ') : undefined
}

export type AddressFormProps = AddressBookProps & {
  /** The address to edit, or null for a new one. */
  entry: AddressBookEntry | null
  /**
   * Saves the validated, normalized contact; `changed` lists the fields the buyer changed (for a
   * PATCH). Throws on failure (an `ApiError`'s field errors are shown on the fields; the caller
   * reports the failure). The form keeps everything typed either way.
   */
  onSave: (contact: Contact, changed: AddressField[]) => Promise<void>
  onCancel: () => void
}

/**
 * The add/edit address form: validated with the shared `contactSchema` on blur, then on every
 * change; the server's field errors land on the same fields. Renders a scrolling body and a footer
 * with Cancel / Save, so it fills a slide-over panel (`flex` column parent).
 */
export function AddressForm({ entry, countries, regions, onSave, onCancel }: AddressFormProps) {
  const t = useTranslations('address')
  const uid = useId()
  const id = (field: AddressField) => `${uid}-${field}`

  const {
    register,
    handleSubmit,
    control,
    getValues,
    setValue,
    setError,
    getFieldState,
    trigger,
    formState: { errors, isSubmitting, dirtyFields, touchedFields },
  } = useForm<ContactInput, unknown, Contact>({
    resolver: zodResolver(contactSchema),
    mode: 'onTouched',
    reValidateMode: 'onChange',
    defaultValues: valuesOf(entry),
  })

  const country = useWatch({ control, name: 'addressCountry' })
  const phoneCodes = useMemo(
    () => new Map(countries.map((option) => [option.code, option.phoneCode])),
    [countries],
  )
  const regionList = isRegionCountry(country) ? regions[country] : null
  const phoneCode = phoneCodes.get(country)
  const postalRequired = postcodeValidatorExistsForCountry(country)

  const errorText = (field: AddressField): string | undefined => {
    const key = errors[field]?.message
    if (!key) return undefined
    if (key === 'tooLong' && field in contactLimits) {
      return t('errors.tooLong', { max: contactLimits[field as keyof typeof contactLimits] })
    }
    return t.has(`errors.${key}`) ? t(`errors.${key}`) : t('errors.invalid')
  }

  /** A field's translated error and the id and ARIA wiring its control needs. */
  const wiring = (field: AddressField, hint?: unknown) => {
    const error = errorText(field)
    return {
      error,
      props: {
        id: id(field),
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy(id(field), { hint, error }),
      },
    }
  }

  const countryField = register('addressCountry', {
    onChange: (event: { target: { value: string } }) => {
      const next = event.target.value
      const was = country // this render's value: the country before the change
      // A state chosen from one country's list means nothing in another country.
      const state = (getValues('addressState') ?? '').trim().toUpperCase()
      const nextRegions = isRegionCountry(next) ? regions[next] : null
      const keep = nextRegions
        ? nextRegions.some((region) => region.code === state)
        : !isRegionCountry(was)
      if (!keep && getValues('addressState')) {
        setValue('addressState', '', { shouldDirty: true })
      }
      // Re-check what the buyer already filled in against the new country.
      const recheck = countryDependent.filter(
        (field) => touchedFields[field] || getFieldState(field).error,
      )
      if (recheck.length > 0) void trigger(recheck)
    },
  })

  const submit = handleSubmit(async (contact) => {
    const changed = fieldNames.filter((field) => dirtyFields[field])
    try {
      await onSave(contact, changed)
    } catch (error) {
      if (!(error instanceof ApiError)) return
      let first = true
      for (const [name, keys] of Object.entries(error.fieldErrors)) {
        const key = keys[0]
        if (!isField(name) || !key) continue
        setError(name, { type: 'server', message: key }, { shouldFocus: first })
        first = false
      }
    }
  })

  const stateLabel =
    country === 'CA' ? t('fields.province') : regionList ? t('fields.state') : t('fields.region')
  const optional = t('form.optional')

  const label = wiring('label')
  const nameFirst = wiring('nameFirst')
  const nameLast = wiring('nameLast')
  const nameCompany = wiring('nameCompany')
  const countrySelect = wiring('addressCountry')
  const address1 = wiring('address1')
  const address2 = wiring('address2')
  const city = wiring('city')
  const addressState = wiring('addressState')
  const postal = wiring('addressPostalCode')
  const phoneHint = t('fields.phoneHint', { code: phoneCode ?? '+' })
  const phone = wiring('phone1', phoneHint)

  return (
    <form
      noValidate
      onSubmit={(event) => {
        if (isSubmitting) {
          event.preventDefault()
          return
        }
        void submit(event)
      }}
      className="flex min-h-0 flex-1 flex-col"
    >
      <div className="flex-1 space-y-5 overflow-y-auto px-4 py-6 sm:px-6">
        <Field
          id={label.props.id}
          label={t('fields.label')}
          optional={optional}
          error={label.error}
        >
          <input
            {...register('label')}
            {...label.props}
            type="text"
            autoComplete="off"
            placeholder={t('fields.labelPlaceholder')}
            className={inputClass}
          />
        </Field>

        <div className="grid gap-5 sm:grid-cols-2 sm:gap-x-4">
          <Field id={nameFirst.props.id} label={t('fields.nameFirst')} error={nameFirst.error}>
            <input
              {...register('nameFirst')}
              {...nameFirst.props}
              type="text"
              autoComplete="given-name"
              aria-required
              className={inputClass}
            />
          </Field>
          <Field id={nameLast.props.id} label={t('fields.nameLast')} error={nameLast.error}>
            <input
              {...register('nameLast')}
              {...nameLast.props}
              type="text"
              autoComplete="family-name"
              aria-required
              className={inputClass}
            />
          </Field>
        </div>

        <Field
          id={nameCompany.props.id}
          label={t('fields.nameCompany')}
          optional={optional}
          error={nameCompany.error}
        >
          <input
            {...register('nameCompany')}
            {...nameCompany.props}
            type="text"
            autoComplete="organization"
            className={inputClass}
          />
        </Field>

        <Field id={countrySelect.props.id} label={t('fields.country')} error={countrySelect.error}>
          <div className="relative">
            <select
              {...countryField}
              {...countrySelect.props}
              autoComplete="country"
              aria-required
              className={`${inputClass} appearance-none pr-9`}
            >
              {countries.map((option) => (
                <option key={option.code} value={option.code}>
                  {option.name}
                </option>
              ))}
            </select>
            <ChevronDownIcon
              aria-hidden
              className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-slate-500"
            />
          </div>
        </Field>

        <Field id={address1.props.id} label={t('fields.address1')} error={address1.error}>
          <input
            {...register('address1')}
            {...address1.props}
            type="text"
            autoComplete="address-line1"
            aria-required
            placeholder={t('fields.address1Placeholder')}
            className={inputClass}
          />
        </Field>

        <Field
          id={address2.props.id}
          label={t('fields.address2')}
          optional={optional}
          error={address2.error}
        >
          <input
            {...register('address2')}
            {...address2.props}
            type="text"
            autoComplete="address-line2"
            placeholder={t('fields.address2Placeholder')}
            className={inputClass}
          />
        </Field>

        <div className="grid gap-5 sm:grid-cols-2 sm:gap-x-4">
          <Field id={city.props.id} label={t('fields.city')} error={city.error}>
            <input
              {...register('city')}
              {...city.props}
              type="text"
              autoComplete="address-level2"
              aria-required
              className={inputClass}
            />
          </Field>

          <Field
            id={addressState.props.id}
            label={stateLabel}
            optional={regionList ? undefined : optional}
            error={addressState.error}
          >
            {regionList ? (
              <div className="relative">
                <select
                  {...register('addressState')}
                  {...addressState.props}
                  autoComplete="address-level1"
                  aria-required
                  className={`${inputClass} appearance-none pr-9`}
                >
                  <option value="">
                    {country === 'CA' ? t('fields.chooseProvince') : t('fields.chooseState')}
                  </option>
                  {regionList.map((region) => (
                    <option key={region.code} value={region.code}>
                      {region.name}
                    </option>
                  ))}
                </select>
                <ChevronDownIcon
                  aria-hidden
                  className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-slate-500"
                />
              </div>
            ) : (
              <input
                {...register('addressState')}
                {...addressState.props}
                type="text"
                autoComplete="address-level1"
                className={inputClass}
              />
            )}
          </Field>

          <Field
            id={postal.props.id}
            label={country === 'US' ? t('fields.zipCode') : t('fields.postalCode')}
            optional={postalRequired ? undefined : optional}
            error={postal.error}
          >
            <input
              {...register('addressPostalCode')}
              {...postal.props}
              type="text"
              autoComplete="postal-code"
              aria-required={postalRequired || undefined}
              autoCapitalize="characters"
              spellCheck={false}
              className={inputClass}
            />
          </Field>
        </div>

        <Field id={phone.props.id} label={t('fields.phone')} hint={phoneHint} error={phone.error}>
          <div className="flex">
            {phoneCode ? (
              <span
                aria-hidden
                className="inline-flex items-center rounded-l-md border border-r-0 border-slate-300 bg-slate-50 px-3 text-sm text-slate-600 tabular-nums"
              >
                {phoneCode}
              </span>
            ) : null}
            <input
              {...register('phone1')}
              {...phone.props}
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              aria-required
              className={`${inputClass} min-w-0 flex-1 tabular-nums ${phoneCode ? 'rounded-l-none' : ''}`}
            />
          </div>
        </Field>

        <div className="flex gap-3 rounded-md border border-slate-200 bg-slate-50 p-4">
          <input
            {...register('taxable')}
            id={id('taxable')}
            type="checkbox"
            aria-invalid={errors.taxable ? true : undefined}
            aria-describedby={describedBy(id('taxable'), { error: errors.taxable })}
            className="mt-0.5 size-4 shrink-0 cursor-pointer rounded border-slate-300 accent-primary-700"
          />
          <div>
            <label htmlFor={id('taxable')} className="cursor-pointer text-sm text-slate-800">
              {t('fields.taxable')}
            </label>
            {errors.taxable ? (
              <p id={`${id('taxable')}-error`} className="mt-1.5 text-sm text-error-700">
                {errorText('taxable')}
              </p>
            ) : null}
          </div>
        </div>
      </div>

      <div className="flex flex-col-reverse gap-3 border-t border-slate-200 bg-slate-50 px-4 py-4 sm:flex-row sm:justify-end sm:px-6">
        <button
          type="button"
          onClick={() => (isSubmitting ? undefined : onCancel())}
          aria-disabled={isSubmitting || undefined}
          className="inline-flex items-center justify-center rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-700 shadow-xs hover:bg-slate-100 aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
        >
          {t('form.cancel')}
        </button>
        <button
          type="submit"
          aria-disabled={isSubmitting || undefined}
          className="inline-flex min-w-36 items-center justify-center gap-2 rounded-md bg-primary-700 px-4 py-2 text-sm font-semibold text-white shadow-xs hover:bg-primary-800 aria-disabled:cursor-wait aria-disabled:bg-primary-800"
        >
          {isSubmitting ? <Spinner /> : null}
          {isSubmitting ? t('form.saving') : t('form.save')}
        </button>
      </div>
    </form>
  )
}
