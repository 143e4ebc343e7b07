'use client'

import { useErrorReference } from '@/ui/use-error-reference'

/** Last resort when even the layout failed: no providers are available, so both languages are shown. */
export default function GlobalError({
  reset,
}: {
  error: Error & { digest?: string }
  reset: () => void
}) {
  const reference = useErrorReference()
  return (
    <html lang="en">
      <body
        style={{
          fontFamily: 'system-ui, sans-serif',
          display: 'grid',
          placeItems: 'center',
          minHeight: '100vh',
          margin: 0,
          color: '#0f172a',
        }}
      >
        <main style={{ textAlign: 'center', padding: '2rem' }}>
          <h1>Internal Server Error</h1>
          <p lang="es">Error interno del servidor</p>
          {reference ? (
            <p style={{ fontSize: '0.875rem', color: '#475569' }}>
              Reference · <span lang="es">Referencia</span>: <code>{reference}</code>
            </p>
          ) : null}
          <button
            type="button"
            onClick={reset}
            style={{
              marginTop: '1rem',
              padding: '0.75rem 1.25rem',
              background: '#16a34a',
              color: '#fff',
              border: 0,
              borderRadius: 6,
            }}
          >
            Try again · Reintentar
          </button>
        </main>
      </body>
    </html>
  )
}
