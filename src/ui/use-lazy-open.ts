'use client'

import { useCallback, useState } from 'react'

/**
 * Open state for a dialog whose body is loaded on first open (`lazy(() => import(…))`): `mounted`
 * turns true with the first open and stays true, so the body keeps its state and can animate out.
 */
export function useLazyOpen() {
  const [state, setState] = useState({ open: false, mounted: false })
  const setOpen = useCallback(
    (open: boolean) => setState((last) => ({ open, mounted: last.mounted || open })),
    [],
  )
  return { open: state.open, mounted: state.mounted, setOpen }
}

/**
 * For a dialog whose parent holds `open` and whose body is loaded on first open: true from the
 * first time `open` is true on, so the body then stays mounted and closes like any dialog.
 */
export function useOpened(open: boolean) {
  const [opened, setOpened] = useState(open)
  if (open && !opened) setOpened(true)
  return opened
}
