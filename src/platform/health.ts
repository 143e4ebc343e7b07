import type { Payload } from 'payload'

import { databaseAnswers } from './health-store'

/** What `/api/ready` answers: whether this instance can serve a buyer now. */
export type Readiness = { ok: boolean; database: 'up' | 'down' }

/**
 * A database that does not answer within `timeoutMs` counts as down: a pool waiting for a
 * connection to a vanished server can wait for minutes, and a deploy must not.
 */
export async function readiness(payload: Payload, timeoutMs = 2000): Promise<Readiness> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs)
  })
  const answered = databaseAnswers(payload).catch(() => false)
  try {
    const up = await Promise.race([answered, timeout])
    return { ok: up, database: up ? 'up' : 'down' }
  } finally {
    clearTimeout(timer)
  }
}
