'use client'

/**
 * A customer's price list, sales rep and territory are chosen from lists in the admin, not
 * typed: the price lists staff keep (Pricing › Price lists) and the reps of the checkout settings.
 * The stored text is unchanged; a value in no list (an ERP code such as "List") is kept and
 * marked.
 */
import { useEffect, useState } from 'react'
import {
  FieldDescription,
  FieldError,
  FieldLabel,
  useConfig,
  useField,
  useTranslation,
} from '@payloadcms/ui'
import type { TextFieldClientComponent, TextFieldClientProps } from 'payload'

import { toLocale } from '@/i18n/locales'

import { choicesWith } from '../choice-options'

type Source = 'priceLists' | 'reps' | 'territories'

const words = {
  en: { none: '— None —', notInList: (value: string) => `${value} (in no list)` },
  es: { none: '— Ninguno —', notInList: (value: string) => `${value} (en ninguna lista)` },
}

type Reps = { salesReps?: { rep?: string | null; territory?: string | null }[] | null }

async function load(api: string, source: Source, signal: AbortSignal): Promise<string[]> {
  if (source === 'priceLists') {
    const answer = await fetch(`${api}/price-lists?limit=200&depth=0&select[name]=true`, {
      credentials: 'include',
      signal,
    })
    if (!answer.ok) return []
    return (
      ((await answer.json()) as { docs?: { name?: string | null }[] }).docs?.map(
        (doc) => doc.name ?? '',
      ) ?? []
    )
  }
  const answer = await fetch(`${api}/globals/checkout-settings?depth=0`, {
    credentials: 'include',
    signal,
  })
  if (!answer.ok) return []
  const reps = ((await answer.json()) as Reps).salesReps ?? []
  return reps.map((row) => (source === 'reps' ? row.rep : row.territory) ?? '')
}

function ChoiceField({ path, field, readOnly, source }: TextFieldClientProps & { source: Source }) {
  const { i18n } = useTranslation()
  const w = words[toLocale(i18n.language)]
  const { config } = useConfig()
  const { value, setValue, showError, disabled } = useField<string | null>({ path })
  const [known, setKnown] = useState<string[]>([])
  const api = `${config.serverURL}${config.routes.api}`

  useEffect(() => {
    const controller = new AbortController()
    load(api, source, controller.signal).then(setKnown, () => undefined)
    return () => controller.abort()
  }, [api, source])

  const required = field.required === true
  const id = `field-${path.replace(/\./g, '__')}`
  return (
    <div className={['field-type', 'select', showError && 'error'].filter(Boolean).join(' ')}>
      <FieldLabel label={field.label} path={path} required={required} />
      <div className="field-type__wrap">
        <FieldError path={path} showError={showError} />
        <select
          id={id}
          name={path}
          value={value ?? ''}
          disabled={readOnly || disabled}
          onChange={(event) => setValue(event.target.value === '' ? null : event.target.value)}
          style={{
            width: '100%',
            minHeight: '2.5rem',
            padding: '0 0.75rem',
            border: '1px solid var(--theme-elevation-150)',
            borderRadius: 'var(--style-radius-s)',
            background: 'var(--theme-input-bg)',
            color: 'var(--theme-elevation-800)',
            font: 'inherit',
          }}
        >
          {required && value ? null : <option value="">{w.none}</option>}
          {choicesWith(known, value).map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.known ? choice.value : w.notInList(choice.value)}
            </option>
          ))}
        </select>
        <FieldDescription description={field.admin?.description} path={path} />
      </div>
    </div>
  )
}

export const PriceListChoice: TextFieldClientComponent = (props) => (
  <ChoiceField {...props} source="priceLists" />
)

export const RepChoice: TextFieldClientComponent = (props) => (
  <ChoiceField {...props} source="reps" />
)

export const TerritoryChoice: TextFieldClientComponent = (props) => (
  <ChoiceField {...props} source="territories" />
)
