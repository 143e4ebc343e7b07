'use client'

/**
 * The admin's input of a money field (`money-field.ts`): staff type dollars ("13.95"), the form
 * holds cents (1395). Every keystroke goes to Payload's `useField` `setValue`, which marks the
 * form modified (Save turns on); text that is not dollars to the cent is kept in the form as
 * it is, so Save is refused with the words shown under the input, never rounded.
 */
import { useCallback, useState } from 'react'
import { FieldDescription, FieldError, FieldLabel, useField, useTranslation } from '@payloadcms/ui'
import type { NumberFieldClientComponent } from 'payload'

import {
  dollarsProblemText,
  dollarsText,
  isStoredCents,
  parseDollars,
  type DollarsProblem,
} from '@/platform/dollars-input'
import { formatCents } from '@/platform/money-format'
import { toLocale } from '@/i18n/locales'

const words = {
  en: { savedAs: (amount: string) => `Saved as ${amount}`, currency: 'US dollars' },
  es: {
    savedAs: (amount: string) => `Se guarda como ${amount}`,
    currency: 'dólares estadounidenses',
  },
}

function textOf(value: unknown): string {
  return isStoredCents(value) ? dollarsText(value) : ''
}

/** What is wrong with the form's value: the typed text itself when it was no amount. */
function problemOf(value: unknown, required: boolean): DollarsProblem | 'stored' | null {
  if (value === null || value === undefined || value === '') return required ? 'empty' : null
  if (typeof value === 'string') {
    const parsed = parseDollars(value)
    return parsed.ok ? 'stored' : parsed.problem
  }
  return isStoredCents(value) ? null : 'stored'
}

export const MoneyInput: NumberFieldClientComponent = (props) => {
  const { path, field, readOnly } = props
  const { i18n } = useTranslation()
  const language = toLocale(i18n.language)
  const required = field.required === true

  // the form is refused with the input's own words while the text is not an amount
  const validate = useCallback(
    (value: unknown) => {
      // an amount staff only read (an order's total) never holds the form back
      if (readOnly) return true
      const problem = problemOf(value, required)
      return problem === null ? true : dollarsProblemText(problem, language)
    },
    [language, readOnly, required],
  )
  const { value, setValue, showError, disabled } = useField<unknown>({ path, validate })
  // what staff typed, and the value it gave the form; a value the form sets otherwise (load,
  // reset) shows as dollars
  const [draft, setDraft] = useState<{ text: string; value: unknown } | null>(null)
  const typed = draft !== null && Object.is(draft.value, value)
  const text = typed ? draft.text : textOf(value)
  // a stored value that is no price (saved before this input) asks to be typed again
  const problem = typed || typeof value === 'number' ? problemOf(value, required) : null
  const parsed = parseDollars(text)

  const onChange = (next: string) => {
    const result = parseDollars(next)
    // the typed text itself when it is no amount: the form's check (above) refuses it
    const nextValue = result.ok ? result.cents : result.problem === 'empty' ? null : next
    setDraft({ text: next, value: nextValue })
    setValue(nextValue)
  }
  const id = `field-${path.replace(/\./g, '__')}`
  const hintId = `${id}-hint`
  return (
    <div
      className={['field-type', 'number', 'money-field', (showError || problem) && 'error']
        .filter(Boolean)
        .join(' ')}
    >
      <FieldLabel label={field.label} path={path} required={required} />
      <div className="field-type__wrap">
        <FieldError path={path} showError={showError} />
        <div style={{ display: 'flex', alignItems: 'center', gap: '0.5rem' }}>
          <span aria-hidden="true" style={{ fontWeight: 600 }}>
            {language === 'es' ? 'US$' : '$'}
          </span>
          <input
            id={id}
            name={path}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            disabled={readOnly || disabled}
            aria-invalid={problem ? true : undefined}
            aria-describedby={hintId}
            value={text}
            placeholder="0.00"
            onChange={(event) => onChange(event.target.value)}
            style={{ flex: 1, minWidth: 0 }}
          />
        </div>
        <div id={hintId} aria-live="polite" style={{ marginTop: '0.35rem', fontSize: '0.85rem' }}>
          {problem ? (
            <span role="alert" style={{ color: 'var(--theme-error-500)' }}>
              {dollarsProblemText(problem, language)}
            </span>
          ) : parsed.ok && !readOnly ? (
            <span style={{ color: 'var(--theme-elevation-600)' }}>
              {words[language].savedAs(formatCents(parsed.cents, language))} (
              {words[language].currency})
            </span>
          ) : null}
        </div>
        <FieldDescription description={field.admin?.description} path={path} />
      </div>
    </div>
  )
}
