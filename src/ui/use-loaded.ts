'use client'

/**
 * Data an island fetches when it mounts, with the failed state a retry button needs and a
 * `reload` after a change. `load` must be stable (a module function or a memoised callback);
 * an answer that arrives after the island is gone, or after a newer load, is dropped.
 */
import { useEffect, useState } from 'react'

export function useLoaded<T>(load: () => Promise<T>) {
  const [state, setState] = useState<{ data: T | null; failed: boolean; error?: unknown }>({
    data: null,
    failed: false,
  })
  const [round, setRound] = useState(0)
  useEffect(() => {
    let current = true
    load().then(
      (data) => {
        if (current) setState({ data, failed: false })
      },
      (error: unknown) => {
        if (current) setState((last) => ({ ...last, failed: true, error }))
      },
    )
    return () => {
      current = false
    }
  }, [load, round])
  return {
    data: state.data,
    failed: state.failed,
    /** Why the last load failed (an ApiError with its status and body, or a network error). */
    error: state.error,
    reload: () => {
      setState((last) => ({ ...last, failed: false }))
      setRound((n) => n + 1)
    },
    /** Shows an answer the island already has (a change's response). */
    set: (data: T) => setState({ data, failed: false }),
  }
}
