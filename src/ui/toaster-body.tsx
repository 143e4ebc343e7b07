'use client'

import * as ToastPrimitive from '@radix-ui/react-toast'
import { useTranslations } from 'next-intl'
import { useState, useSyncExternalStore } from 'react'

import { CloseIcon } from './icons'
import { ShopLink } from './shop-link'
import { toastStore, type ToastTone } from './toast-store'

const toneClass: Record<ToastTone, string> = {
  success: 'border-l-primary-600',
  error: 'border-l-error-600',
  warning: 'border-l-warning-500',
  info: 'border-l-info-600',
}

/**
 * Radix toasts: stacked with the newest in front, expanded on hover or focus; F8 focuses them.
 * `toaster.tsx` loads them with the first toast. Where they keep clear of what the buyer does
 * next (issue 39 #17): bottom left from `sm` (the parts' Add buttons, the cart's Checkout and
 * the cart panel are on the right), at the top of a phone (the panel's Checkout is at its
 * bottom); only the toasts themselves take clicks, never the empty area around them.
 */
export function ToasterBody() {
  const t = useTranslations('toast')
  const toasts = useSyncExternalStore(
    toastStore.subscribe,
    toastStore.getSnapshot,
    toastStore.getSnapshot,
  )
  const [expanded, setExpanded] = useState(false)
  return (
    <ToastPrimitive.Provider
      swipeDirection="right"
      swipeThreshold={50}
      label={t('region', { hotkey: 'F8' })}
    >
      {toasts.map((item, index) => (
        <ToastPrimitive.Root
          key={item.id}
          open={item.open}
          duration={item.duration}
          onOpenChange={(open) => (open ? undefined : toastStore.close(item.id))}
          data-testid="toast"
          className={`pointer-events-auto absolute inset-x-0 top-0 w-full rounded-lg border border-l-4 border-slate-200 bg-white p-4 pr-10 shadow-lg transition-all duration-200 data-[state=closed]:opacity-0 sm:top-auto sm:bottom-0 ${toneClass[item.tone]}`}
          style={
            // --toast-dir: 1 stacks down from the top (phones), -1 up from the bottom
            expanded
              ? {
                  transform: `translateY(calc(var(--toast-dir) * ${index} * (100% + 16px)))`,
                  zIndex: 100 - index,
                }
              : {
                  transform: `translateY(calc(var(--toast-dir) * ${index * 10}px)) scale(${1 - index * 0.05})`,
                  zIndex: 100 - index,
                }
          }
        >
          <ToastPrimitive.Title className="font-semibold text-slate-900">
            {item.title}
          </ToastPrimitive.Title>
          {item.description ? (
            <ToastPrimitive.Description className="mt-1 text-sm text-slate-600">
              {item.description}
            </ToastPrimitive.Description>
          ) : null}
          {item.action ? (
            <ToastPrimitive.Action altText={item.action.label} asChild>
              <ShopLink
                href={item.action.href}
                className="mt-2 inline-block text-sm font-semibold text-secondary-700 underline-offset-2 hover:underline"
              >
                {item.action.label}
              </ShopLink>
            </ToastPrimitive.Action>
          ) : null}
          <ToastPrimitive.Close
            aria-label={t('close')}
            className="absolute top-3 right-3 rounded p-1 text-slate-500 hover:bg-slate-100"
          >
            <CloseIcon />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        hotkey={['F8']}
        onMouseEnter={() => setExpanded(true)}
        onMouseLeave={() => setExpanded(false)}
        onFocus={() => setExpanded(true)}
        onBlur={() => setExpanded(false)}
        className="pointer-events-none fixed inset-x-4 top-4 z-[100] m-0 flex list-none flex-col outline-none [--toast-dir:1] sm:inset-x-auto sm:top-auto sm:bottom-4 sm:left-4 sm:w-[24rem] sm:[--toast-dir:-1]"
        style={{ height: expanded ? `${Math.max(toasts.length, 1) * 96}px` : '96px' }}
      />
    </ToastPrimitive.Provider>
  )
}
