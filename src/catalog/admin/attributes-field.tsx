'use client'

/**
 * A part's attributes in the admin (colour, voltage: what the family page filters on), edited as
 * rows of a name and a value. It replaces Payload's JSON editor, which loads its code from a
 * CDN the admin's Content-Security-Policy refuses (and a machine without internet cannot
 * reach): everything here ships with the shop. The stored shape is unchanged, a JSON object
 * `{ "colour": "Red" }` (`attribute-rows.ts`). Names come from Catalogue › Attributes when
 * there (their titles shown beside), or are typed.
 */
import { useCallback, useEffect, useMemo, useState } from 'react'
import { Button, FieldError, FieldLabel, useConfig, useField, useTranslation } from '@payloadcms/ui'
import type { JSONFieldClientComponent } from 'payload'

import { toLocale } from '@/i18n/locales'

import { checkRows, objectOf, problemText, rowsOf, type AttributeRow } from '../attribute-rows'

type Known = { key: string; title: string; unit?: string | null }

const words = {
  en: {
    name: 'Name',
    value: 'Value',
    nameOf: (row: number) => `Attribute name, row ${row}`,
    valueOf: (key: string, row: number) => (key ? `Value of ${key}` : `Value, row ${row}`),
    remove: (key: string, row: number) => `Remove ${key || `row ${row}`}`,
    add: 'Add attribute',
    none: 'No attributes yet.',
    help: 'What the family page shows and filters on (colour, voltage…). Names listed under Catalogue › Attributes get their titles and units there.',
  },
  es: {
    name: 'Nombre',
    value: 'Valor',
    nameOf: (row: number) => `Nombre del atributo, fila ${row}`,
    valueOf: (key: string, row: number) => (key ? `Valor de ${key}` : `Valor, fila ${row}`),
    remove: (key: string, row: number) => `Quitar ${key || `la fila ${row}`}`,
    add: 'Agregar atributo',
    none: 'Todavía no hay atributos.',
    help: 'Lo que la página de la familia muestra y permite filtrar (color, tensión…). Los nombres de Catálogo › Atributos toman allí su título y unidad.',
  },
}

export const AttributesField: JSONFieldClientComponent = (props) => {
  const { path, field, readOnly } = props
  const { i18n } = useTranslation()
  const language = toLocale(i18n.language)
  const w = words[language]
  const { config } = useConfig()

  // rows that cannot be saved stay rows in the form, refused with their own words
  const validate = useCallback(
    (value: unknown) => {
      const problems = Array.isArray(value) ? checkRows(value as AttributeRow[]) : []
      return problems.length === 0
        ? true
        : problems.map((problem) => problemText(problem, language)).join(' ')
    },
    [language],
  )
  const { value, setValue, showError, disabled } = useField<unknown>({ path, validate })
  const [known, setKnown] = useState<Known[]>([])
  // the rows as typed (blank ones too), and the value they gave the form; a value the form
  // sets otherwise (load, reset) shows as its rows
  const [draft, setDraft] = useState<{ rows: AttributeRow[]; value: unknown } | null>(null)
  const rows = draft !== null && draft.value === value ? draft.rows : rowsOf(value)

  useEffect(() => {
    const controller = new AbortController()
    const query = `limit=500&depth=0&locale=${language}&select[key]=true&select[title]=true&select[unit]=true&sort=key`
    fetch(`${config.serverURL}${config.routes.api}/attributes?${query}`, {
      credentials: 'include',
      signal: controller.signal,
    })
      .then((answer) => (answer.ok ? answer.json() : { docs: [] }))
      .then((body: { docs?: Known[] }) => setKnown(body.docs ?? []))
      .catch(() => undefined)
    return () => controller.abort()
  }, [config.serverURL, config.routes.api, language])

  const titles = useMemo(() => new Map(known.map((item) => [item.key, item])), [known])
  const problems = checkRows(rows)

  const change = (next: AttributeRow[]) => {
    const nextValue = checkRows(next).length === 0 ? objectOf(next) : next
    setDraft({ rows: next, value: nextValue })
    setValue(nextValue)
  }
  const edit = (index: number, part: Partial<AttributeRow>) =>
    change(rows.map((row, at) => (at === index ? { ...row, ...part } : row)))

  const locked = readOnly || disabled
  const listId = `${path}-known-attributes`
  return (
    <div className={['field-type', 'json', showError && 'error'].filter(Boolean).join(' ')}>
      <FieldLabel label={field.label} path={path} />
      <FieldError path={path} showError={showError} />
      <p style={{ margin: '0 0 0.75rem', color: 'var(--theme-elevation-600)' }}>{w.help}</p>
      <datalist id={listId}>
        {known.map((item) => (
          <option key={item.key} value={item.key}>
            {item.title}
          </option>
        ))}
      </datalist>
      {rows.length === 0 ? (
        <p style={{ margin: '0 0 0.75rem' }}>{w.none}</p>
      ) : (
        <table style={{ width: '100%', borderCollapse: 'collapse', marginBottom: '0.75rem' }}>
          <thead>
            <tr>
              <th style={{ textAlign: 'start', padding: '0.25rem 0.5rem 0.25rem 0' }}>{w.name}</th>
              <th style={{ textAlign: 'start', padding: '0.25rem 0.5rem 0.25rem 0' }}>{w.value}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => {
              const meta = titles.get(row.key.trim())
              return (
                <tr key={index} data-testid="attribute-row">
                  <td
                    style={{
                      padding: '0.25rem 0.5rem 0.25rem 0',
                      width: '40%',
                      verticalAlign: 'top',
                    }}
                  >
                    <div className="field-type text">
                      <input
                        type="text"
                        list={listId}
                        aria-label={w.nameOf(index + 1)}
                        value={row.key}
                        disabled={locked}
                        onChange={(event) => edit(index, { key: event.target.value })}
                      />
                    </div>
                    {meta ? (
                      <small style={{ color: 'var(--theme-elevation-600)' }}>
                        {meta.title}
                        {meta.unit ? ` (${meta.unit})` : ''}
                      </small>
                    ) : null}
                  </td>
                  <td style={{ padding: '0.25rem 0.5rem 0.25rem 0', verticalAlign: 'top' }}>
                    <div className="field-type text">
                      <input
                        type="text"
                        aria-label={w.valueOf(row.key.trim(), index + 1)}
                        value={row.value}
                        disabled={locked}
                        onChange={(event) => edit(index, { value: event.target.value })}
                      />
                    </div>
                  </td>
                  <td
                    style={{
                      padding: '0.5rem 0',
                      width: '1%',
                      whiteSpace: 'nowrap',
                      verticalAlign: 'top',
                    }}
                  >
                    <Button
                      buttonStyle="secondary"
                      size="small"
                      margin={false}
                      disabled={locked}
                      onClick={() => change(rows.filter((_, at) => at !== index))}
                      aria-label={w.remove(row.key.trim(), index + 1)}
                    >
                      ×
                    </Button>
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      )}
      {problems.length > 0 ? (
        <ul role="alert" style={{ color: 'var(--theme-error-500)', margin: '0 0 0.75rem' }}>
          {problems.map((problem, index) => (
            <li key={index}>{problemText(problem, language)}</li>
          ))}
        </ul>
      ) : null}
      <Button
        buttonStyle="secondary"
        size="small"
        margin={false}
        disabled={locked}
        onClick={() => change([...rows, { key: '', value: '' }])}
      >
        {w.add}
      </Button>
    </div>
  )
}
