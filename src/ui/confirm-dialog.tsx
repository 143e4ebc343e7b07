'use client'

/**
 * A question with a safe and a decisive answer, in the shop's dialog (`modal.tsx`, Radix,
 * loaded on first open): delete a saved cart, leave without saving, cancel an order. Both
 * buttons say what they do ("Cancel order" / "Keep order"), never a bare OK and Cancel; the
 * safe one is the one Escape and the overlay answer, and nothing happens while `busy`.
 */
import { Button } from './form/button'
import { Modal } from './modal'

/** A question with a safe and a decisive answer (delete, leave without saving). */
export function ConfirmDialog({
  open,
  title,
  description,
  cancelLabel,
  confirmLabel,
  busy = false,
  onConfirm,
  onClose,
}: {
  open: boolean
  title: string
  description: string
  cancelLabel: string
  confirmLabel: string
  busy?: boolean
  onConfirm: () => void
  onClose: () => void
}) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      description={description}
      closeLabel={cancelLabel}
      busy={busy}
      role="alertdialog"
    >
      <div className="flex flex-col gap-2 sm:flex-row-reverse">
        <Button type="button" variant="danger" busy={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
        <Button type="button" variant="secondary" onClick={onClose}>
          {cancelLabel}
        </Button>
      </div>
    </Modal>
  )
}
