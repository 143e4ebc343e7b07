'use client'

/** What a list fetched in the browser shows while it loads, or when loading it failed (with a retry). */
import { Button, Spinner } from './form/button'

export function Loading({ label }: { label: string }) {
  return (
    <p className="flex items-center gap-2 text-sm text-slate-600" role="status">
      <Spinner /> {label}
    </p>
  )
}

export function LoadFailed({
  message,
  retryLabel,
  onRetry,
}: {
  message: string
  retryLabel: string
  onRetry: () => void
}) {
  return (
    <div role="alert" className="rounded-lg border border-error-200 bg-error-50 p-5 text-sm">
      <p className="text-slate-800">{message}</p>
      <Button type="button" variant="secondary" className="mt-3" onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  )
}
