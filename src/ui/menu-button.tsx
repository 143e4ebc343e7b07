'use client'

import { type ReactNode, useEffect, useRef, useState } from 'react'

/**
 * The one script of the desktop menus (`desktop-nav.tsx`): each menu's button. Its panel opens on
 * hover by CSS alone; this button opens and closes it with a click, Enter or Space
 * (`aria-expanded`), and closes it on Escape (focus back on the button), on a click outside, when
 * Tab leaves the menu, and when one of its links is followed. After Escape or a followed link,
 * hovering shows the panel again only once the pointer has left the menu (`data-dismissed`).
 */
export function MenuButton({
  controls,
  className,
  children,
}: {
  /** The id of the panel the button shows. */
  controls: string
  className: string
  children: ReactNode
}) {
  const [open, setOpen] = useState(false)
  const ref = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    const button = ref.current
    const item = button?.parentElement
    if (!button || !item) return
    const dismiss = () => {
      setOpen(false)
      item.dataset.dismissed = ''
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      const focused = item.contains(document.activeElement)
      if (!focused && !item.matches(':hover')) return
      dismiss()
      if (focused) button.focus()
    }
    const onPointerDown = (event: PointerEvent) => {
      if (!item.contains(event.target as Node)) setOpen(false)
    }
    const onFocusOut = (event: FocusEvent) => {
      if (!item.contains(event.relatedTarget as Node | null)) setOpen(false)
    }
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element).closest('a')
      if (!link) return
      dismiss()
      // the followed link keeps focus on a client-side navigation: once the pointer left the
      // closed menu, focus inside it opened the panel again over the new page
      link.blur()
    }
    const onPointerLeave = () => delete item.dataset.dismissed
    const onButtonClick = () => {
      // a panel the pointer opened stays open on a click; an open one closes until the pointer leaves
      const wasOpen = button.getAttribute('aria-expanded') === 'true'
      if (wasOpen) item.dataset.dismissed = ''
      else delete item.dataset.dismissed
      setOpen(!wasOpen)
    }
    button.addEventListener('click', onButtonClick)
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('pointerdown', onPointerDown)
    item.addEventListener('focusout', onFocusOut)
    item.addEventListener('click', onClick)
    item.addEventListener('pointerleave', onPointerLeave)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('pointerdown', onPointerDown)
      item.removeEventListener('focusout', onFocusOut)
      item.removeEventListener('click', onClick)
      item.removeEventListener('pointerleave', onPointerLeave)
      button.removeEventListener('click', onButtonClick)
    }
  }, [])

  return (
    <button
      ref={ref}
      type="button"
      aria-expanded={open}
      aria-controls={controls}
      className={className}
    >
      {children}
    </button>
  )
}
