'use client'

/**
 * The address form's fields, laid out: names, company, country, street, city, state (a list
 * for the US, Canada and Mexico), ZIP or postal code, phone with its country code, taxable.
 * The form (`address-form.tsx`) owns the state and hands in the registered inputs' wiring.
 */
import { useTranslations } from 'next-intl'
import type { UseFormRegister, UseFormRegisterReturn } from 'react-hook-form'

import type { ContactInput } from '@/account/contact-schema'
import type { Region } from '@/account/countries'
import { describedBy, Field, inputClass } from '@/ui/form/field'
import { ChevronDownIcon } from '@/ui/icons'

import type { AddressField } from './address-form-values'

/** A field's translated error and the id and ARIA wiring its control needs. */
export type FieldWiring = {
  error: string | undefined
  props: { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined }
}

export function AddressFormFields({
  register,
  countryField,
  wiring,
  id,
  country,
  countries,
  regionList,
  phoneCode,
  postalRequired,
  taxableError,
}: {
  register: UseFormRegister<ContactInput>
  countryField: UseFormRegisterReturn<'addressCountry'>
  wiring: (field: AddressField, hint?: unknown) => FieldWiring
  id: (field: AddressField) => string
  country: string
  countries: { code: string; name: string }[]
  regionList: readonly Region[] | null
  phoneCode: string | undefined
  postalRequired: boolean
  taxableError: string | undefined
}) {
  const t = useTranslations('address')
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
    <div className="flex-1 space-y-5 overflow-y-auto px-4 py-6 sm:px-6">
      <Field id={label.props.id} label={t('fields.label')} optional={optional} error={label.error}>
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
          aria-invalid={taxableError ? true : undefined}
          aria-describedby={describedBy(id('taxable'), { hint: true, error: taxableError })}
          className="mt-0.5 size-4 shrink-0 cursor-pointer rounded border-slate-300 accent-primary-700"
        />
        <div>
          <label htmlFor={id('taxable')} className="cursor-pointer text-sm text-slate-800">
            {t('fields.taxable')}
          </label>
          <p id={`${id('taxable')}-hint`} className="mt-1 text-xs text-slate-600">
            {t('fields.taxableHint')}
          </p>
          {taxableError ? (
            <p id={`${id('taxable')}-error`} className="mt-1.5 text-sm text-error-700">
              {taxableError}
            </p>
          ) : null}
        </div>
      </div>
    </div>
  )
}
