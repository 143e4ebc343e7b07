'use client'

/**
 * The desk's question before cancelling an order, in Payload's own modal (the admin's look,
 * its focus and Escape handling) instead of the browser's confirm, whose "OK"/"Cancel" read
 * backwards next to "Cancel order". Both buttons say what they do in the staff's language
 * ("Keep order" / "Cancel order"); the safe one comes first, as the buyer's own dialog has it.
 */
import { Button, Modal, useModal } from '@payloadcms/ui'

import type { AdminOrderWords } from './order-admin-words'

export const cancelOrderSlug = 'cancel-order'

export function OrderCancelDialog({
  number,
  w,
  busy,
  onCancelOrder,
}: {
  number: string
  w: AdminOrderWords
  busy: boolean
  onCancelOrder: () => void
}) {
  const { closeModal, isModalOpen } = useModal()
  if (!isModalOpen(cancelOrderSlug)) return null
  return (
    <Modal
      slug={cancelOrderSlug}
      className="confirmation-modal"
      closeOnBlur={false}
      role="alertdialog"
      aria-labelledby="cancel-order-title"
      aria-describedby="cancel-order-body"
      aria-label={undefined}
      style={{ zIndex: 100 }}
    >
      <div className="confirmation-modal__wrapper">
        <div className="confirmation-modal__content">
          <h1 id="cancel-order-title">{w.cancelTitle(number)}</h1>
          <p id="cancel-order-body">{w.cancelConfirm}</p>
        </div>
        <div className="confirmation-modal__controls">
          <Button
            buttonStyle="secondary"
            size="large"
            type="button"
            disabled={busy}
            onClick={() => closeModal(cancelOrderSlug)}
          >
            {w.keepOrder}
          </Button>
          <Button
            size="large"
            type="button"
            disabled={busy}
            onClick={() => {
              closeModal(cancelOrderSlug)
              onCancelOrder()
            }}
          >
            {w.cancel}
          </Button>
        </div>
      </div>
    </Modal>
  )
}
