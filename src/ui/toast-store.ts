/**
 * The toast list every part of the shop pushes to (business rules §S3, §9): newest in
 * front, at most 5 kept, 5 s each, removed 200 ms after closing so the exit
 * animation can play. Framework-free so it is tested without a browser.
 */
export type ToastTone = 'success' | 'error' | 'warning' | 'info'
export type Toast = {
  id: number
  title: string
  description?: string
  tone: ToastTone
  /** A link to follow from the toast (e.g. "View cart"). */
  action?: { label: string; href: string }
  open: boolean
  duration: number
}

export const toastLimits = { max: 5, durationMs: 5000, removeDelayMs: 200 } as const

type Listener = () => void

export function createToastStore(
  schedule: (fn: () => void, ms: number) => unknown = setTimeout,
  now: () => number = Date.now,
) {
  let toasts: Toast[] = []
  let lastId = 0
  const listeners = new Set<Listener>()
  const emit = () => listeners.forEach((listener) => listener())

  return {
    subscribe(listener: Listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    getSnapshot: () => toasts,
    /** Adds a toast in front; the id is a timestamp (unique even within one millisecond). */
    add(toast: {
      title: string
      description?: string
      tone?: ToastTone
      action?: { label: string; href: string }
      duration?: number
    }): number {
      const id = Math.max(now(), lastId + 1)
      lastId = id
      toasts = [
        {
          id,
          title: toast.title,
          description: toast.description,
          tone: toast.tone ?? 'info',
          ...(toast.action ? { action: toast.action } : {}),
          open: true,
          duration: toast.duration ?? toastLimits.durationMs,
        },
        ...toasts,
      ].slice(0, toastLimits.max)
      emit()
      return id
    },
    /** Marks a toast closed, then removes it 200 ms later. */
    close(id: number) {
      if (!toasts.some((toast) => toast.id === id && toast.open)) return
      toasts = toasts.map((toast) => (toast.id === id ? { ...toast, open: false } : toast))
      emit()
      schedule(() => {
        toasts = toasts.filter((toast) => toast.id !== id)
        emit()
      }, toastLimits.removeDelayMs)
    },
  }
}

export const toastStore = createToastStore()
export const toast = (input: Parameters<typeof toastStore.add>[0]) => toastStore.add(input)
