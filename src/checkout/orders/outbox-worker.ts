import 'server-only'

import { createMailer } from '@/platform/mail'
import { getPayloadClient } from '@/platform/payload'
import { siteOrigin } from '@/platform/site'

import { drainOutbox, setOutboxWaker } from './outbox'

/**
 * The app's outbox worker: woken right after an order change commits, and every 30 s for the
 * mails a refusing server left pending (and those of an instance that died). One drain at a
 * time per process; rows are leased, so several instances never send the same one.
 */
let running: Promise<void> | null = null
/**
 * How long a claimed row stays another sender's: longer than any send takes. An operator of a
 * single instance may shorten it (OUTBOX_LEASE_MS) so that mails a crash left claimed go out
 * at the restart rather than two minutes later.
 */
const leaseMs =
  Number(process.env.OUTBOX_LEASE_MS) > 0 ? Number(process.env.OUTBOX_LEASE_MS) : undefined
/**
 * The first pause after a refused send (30 s; later ones double it). A test of a mail outage
 * shortens it (OUTBOX_RETRY_MS) rather than wait a minute; the worker then looks that often.
 */
const retryFirstMs =
  Number(process.env.OUTBOX_RETRY_MS) > 0 ? Number(process.env.OUTBOX_RETRY_MS) : undefined
let again = false

function kickOutbox(): void {
  if (running) {
    again = true
    return
  }
  running = (async () => {
    try {
      do {
        again = false
        await drainOutbox({
          payload: await getPayloadClient(),
          mailer: createMailer(),
          origin: siteOrigin(),
          leaseMs,
          retryFirstMs,
        })
      } while (again)
    } catch (error) {
      console.error('[outbox] drain failed', error)
    } finally {
      running = null
    }
  })()
}

let timer: ReturnType<typeof setInterval> | null = null

export function startOutboxWorker(everyMs = Math.min(30_000, retryFirstMs ?? 30_000)): void {
  if (timer) return
  setOutboxWaker(kickOutbox)
  timer = setInterval(kickOutbox, everyMs)
  timer.unref?.()
  kickOutbox()
}
