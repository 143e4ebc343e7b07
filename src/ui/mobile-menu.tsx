'use client'

import { lazy, Suspense, useRef } from 'react'

import { MenuIcon } from './icons'
import type { MobileMenuProps } from './mobile-menu-panel'
import { useLazyOpen } from './use-lazy-open'

// The slide-over loads when first opened (fetched ahead when the button is touched or focused).
const loadPanel = () => import('./mobile-menu-panel')
const MobileMenuPanel = lazy(() =>
  loadPanel().then((module) => ({ default: module.MobileMenuPanel })),
)

/** The mobile menu's button (below 1024 px); the slide-over is `mobile-menu-panel.tsx`. */
export function MobileMenu(props: MobileMenuProps) {
  const { open, mounted, setOpen } = useLazyOpen()
  const button = useRef<HTMLButtonElement>(null)
  const preload = () => void loadPanel()
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={props.labels.menu}
        onPointerEnter={preload}
        onPointerDown={preload}
        onFocus={preload}
        onClick={() => setOpen(true)}
        className="-ml-2 inline-flex h-10 w-10 items-center justify-center rounded-md text-2xl text-slate-700 hover:bg-slate-100 xl:hidden"
      >
        <MenuIcon aria-hidden />
      </button>
      {mounted ? (
        <Suspense fallback={null}>
          <MobileMenuPanel
            {...props}
            open={open}
            setOpen={setOpen}
            returnFocus={() => button.current?.focus()}
          />
        </Suspense>
      ) : null}
    </>
  )
}
