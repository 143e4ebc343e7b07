/**
 * The page's one viewer call in the browser (issue 40): the islands that mount together (the
 * session overlays, the cart button, the hearts, the rows' prices) each ask for their part in
 * the same tick; one `POST /api/public/viewer` leaves with all of it, and each gets the whole
 * answer to take its part from. Once that request has left, `ask` answers null: later loads
 * and every change use the capabilities' own endpoints. Framework-free, unit-tested with a fake.
 */
import {
  MAX_VIEWER_PNS,
  type ViewerAnswer,
  type ViewerRequest,
  type ViewerWant,
} from './viewer-answer'

export type ViewerBatchDeps = {
  send: (body: ViewerRequest) => Promise<ViewerAnswer>
  /** When the asks of this tick are in (the app: the next task). */
  schedule?: (flush: () => void) => void
}

export function createViewerBatch(deps: ViewerBatchDeps) {
  const schedule = deps.schedule ?? ((flush: () => void) => void setTimeout(flush, 0))
  const want = new Set<ViewerWant>()
  const pns = new Set<string>()
  let left = false
  let answer: Promise<ViewerAnswer> | null = null
  let settle: { resolve: (a: ViewerAnswer) => void; reject: (e: unknown) => void } | null = null

  const flush = () => {
    left = true
    const body: ViewerRequest = { want: [...want] }
    if (pns.size) body.pns = [...pns]
    deps.send(body).then(settle?.resolve, settle?.reject)
  }

  return {
    /**
     * Joins `part` (and, for prices, the rows' part numbers) to the page's viewer call; the
     * call's answer, or null when it has left or the rows would pass its bound.
     */
    ask(part: ViewerWant, rows: readonly string[] = []): Promise<ViewerAnswer> | null {
      if (left) return null
      const more = rows.filter((pn) => !pns.has(pn))
      if (pns.size + new Set(more).size > MAX_VIEWER_PNS) return null
      want.add(part)
      more.forEach((pn) => pns.add(pn))
      if (!answer) {
        answer = new Promise<ViewerAnswer>((resolve, reject) => {
          settle = { resolve, reject }
        })
        answer.catch(() => undefined)
        schedule(flush)
      }
      return answer
    },
  }
}

export type ViewerBatch = ReturnType<typeof createViewerBatch>

/** The answer's `part`, or a rejection when it lacks it (the island then asks on its own). */
export function partOf<K extends keyof ViewerAnswer>(
  answer: Promise<ViewerAnswer> | null,
  part: K,
): Promise<NonNullable<ViewerAnswer[K]> | null> | null {
  if (!answer) return null
  return answer.then((whole) => {
    if (!(part in whole)) throw new Error(`The viewer call did not answer ${part}`)
    return whole[part] ?? null
  })
}
