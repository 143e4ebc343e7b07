/**
 * The shared parts of every form of the shop: the input style, a labelled field with its hint
 * and error wired for assistive technology, and the red error line. One look and one wiring
 * for the address, profile, sign-in and name forms.
 */
import type { ReactNode } from 'react'

export const inputClass =
  'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-xs transition-colors placeholder:text-slate-400 hover:border-slate-400 focus:border-secondary-600 focus:ring-2 focus:ring-secondary-600/25 focus:outline-hidden aria-invalid:border-error-600 aria-invalid:focus:ring-error-600/25'

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

/** A field's (or a form's) error: red text with an icon; `role="alert"` for form-wide errors. */
export function ErrorLine({
  id,
  children,
  alert = false,
  className = '',
}: {
  id?: string
  children: ReactNode
  alert?: boolean
  className?: string
}) {
  return (
    <p
      id={id}
      role={alert ? 'alert' : undefined}
      className={`mt-1.5 flex gap-1.5 text-sm text-error-700 ${className}`}
    >
      <ErrorIcon />
      <span>{children}</span>
    </p>
  )
}

/** A label, its control, an optional hint and the field's error, wired for assistive technology. */
export function Field({
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
      {error ? <ErrorLine id={`${id}-error`}>{error}</ErrorLine> : null}
    </div>
  )
}

/** `aria-describedby` for a field: its hint and its error, when shown. */
export function describedBy(
  id: string,
  parts: { hint?: unknown; error?: unknown },
): string | undefined {
  const ids = [parts.hint ? `${id}-hint` : null, parts.error ? `${id}-error` : null].filter(Boolean)
  return ids.length > 0 ? ids.join(' ') : undefined
}
