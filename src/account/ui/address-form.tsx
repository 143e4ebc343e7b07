'use client'

/**
 * The add/edit address form's state: validation with the shared `contactSchema`, the server's
 * field errors placed on the same fields, a country change that re-checks what depends on it.
 * The fields themselves are laid out in `address-form-fields.tsx`.
 */
import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslations } from 'next-intl'
import { postcodeValidatorExistsForCountry } from 'postcode-validator'
import { useEffect, useId, useMemo } from 'react'
import { useWatch } from 'react-hook-form'

import {
  type Contact,
  type ContactInput,
  contactLimits,
  contactSchema,
} from '@/account/contact-schema'
import type { AddressBookEntry } from '@/account/contacts'
import { ApiError } from '@/platform/client-fetch'
import { Button } from '@/ui/form/button'
import { describedBy } from '@/ui/form/field'
import { useShopForm } from '@/ui/form/use-shop-form'

import { type AddressBookProps, isRegionCountry } from './address-book-types'
import { AddressFormFields, type FieldWiring } from './address-form-fields'
import {
  type AddressField,
  countryDependent,
  fieldNames,
  isField,
  valuesOf,
} from './address-form-values'

export { phoneForDisplay, type AddressField } from './address-form-values'

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
  } = useShopForm<ContactInput, unknown, Contact>({
    resolver: zodResolver(contactSchema),
    defaultValues: valuesOf(entry),
  })

  const country = useWatch({ control, name: 'addressCountry' })
  const phoneCodes = useMemo(
    () => new Map(countries.map((option) => [option.code, option.phoneCode])),
    [countries],
  )
  const regionList = isRegionCountry(country) ? regions[country] : null

  // A US ZIP is checked against the state (§5): a new state re-checks a ZIP already typed.
  const state = useWatch({ control, name: 'addressState' })
  useEffect(() => {
    // typed in counts as well as left: fields are checked while typing (`useShopForm`)
    if (
      touchedFields.addressPostalCode ||
      dirtyFields.addressPostalCode ||
      getFieldState('addressPostalCode').error
    ) {
      void trigger('addressPostalCode')
    }
    // only a change of state re-checks; the ZIP's own changes are validated by the resolver
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state])
  const phoneCode = phoneCodes.get(country)
  const postalRequired = postcodeValidatorExistsForCountry(country)

  const errorText = (field: AddressField): string | undefined => {
    const key = errors[field]?.message
    if (!key) return undefined
    if (key === 'zipNotInState') {
      const code = (state ?? '').trim().toUpperCase()
      const name = regionList?.find((region) => region.code === code)?.name ?? code
      return t('errors.zipNotInState', { state: name })
    }
    if (key === 'tooLong' && field in contactLimits) {
      return t('errors.tooLong', { max: contactLimits[field as keyof typeof contactLimits] })
    }
    return t.has(`errors.${key}`) ? t(`errors.${key}`) : t('errors.invalid')
  }

  /** A field's translated error and the id and ARIA wiring its control needs. */
  const wiring = (field: AddressField, hint?: unknown): FieldWiring => {
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
        (field) => touchedFields[field] || dirtyFields[field] || getFieldState(field).error,
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
      <AddressFormFields
        register={register}
        countryField={countryField}
        wiring={wiring}
        id={id}
        country={country}
        countries={countries}
        regionList={regionList}
        phoneCode={phoneCode}
        postalRequired={postalRequired}
        taxableError={errors.taxable ? errorText('taxable') : undefined}
      />

      <div className="flex flex-col-reverse gap-3 border-t border-slate-200 bg-slate-50 px-4 py-4 sm:flex-row sm:justify-end sm:px-6">
        <Button
          type="button"
          variant="secondary"
          onClick={() => (isSubmitting ? undefined : onCancel())}
          aria-disabled={isSubmitting || undefined}
        >
          {t('form.cancel')}
        </Button>
        <Button type="submit" busy={isSubmitting} className="min-w-36">
          {isSubmitting ? t('form.saving') : t('form.save')}
        </Button>
      </div>
    </form>
  )
}
