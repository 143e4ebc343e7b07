/**
 * The shop's form buttons: primary (green), secondary (outlined) and danger, each with the
 * busy state forms show while the server answers (spinner, `aria-disabled`, clicks ignored).
 */
import type { ButtonHTMLAttributes } from 'react'

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

const variants = {
  primary:
    'bg-primary-700 text-white hover:bg-primary-800 aria-disabled:cursor-wait aria-disabled:bg-primary-800',
  secondary:
    'border border-slate-300 bg-white text-slate-700 hover:bg-slate-100 aria-disabled:cursor-not-allowed aria-disabled:opacity-60',
  danger:
    'bg-error-600 text-white hover:bg-error-700 aria-disabled:cursor-wait aria-disabled:bg-error-700',
} as const

export function Button({
  variant = 'primary',
  busy = false,
  className = '',
  children,
  onClick,
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: keyof typeof variants
  /** Waiting on the server: shows a spinner and ignores clicks (the form stays as typed). */
  busy?: boolean
}) {
  return (
    <button
      {...rest}
      aria-disabled={busy || rest['aria-disabled'] || undefined}
      onClick={busy ? (event) => event.preventDefault() : onClick}
      className={`inline-flex items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-semibold shadow-xs ${variants[variant]} ${className}`}
    >
      {busy ? <Spinner /> : null}
      {children}
    </button>
  )
}
