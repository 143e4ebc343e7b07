'use client'

import { ServerErrorView } from '@/ui/error-views'

/** Any failure below the layout: the localized server-error view with header and footer, never a stack trace. */
export default function ErrorPage({
  reset,
}: {
  error: Error & { digest?: string }
  reset: () => void
}) {
  return <ServerErrorView onRetry={reset} />
}
