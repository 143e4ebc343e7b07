/**
 * A small, steady load through the group's front for the cluster tests (issue 25): a few
 * signed-in buyers, each from its own loopback address, changing their carts one change after
 * another, and a visitor reading pages. Every answer is kept with when it was sent and
 * answered, so a test can tell requests in flight at a moment from those sent after it.
 * When stopped, each buyer's cart on the server is compared with the changes the shop accepted.
 */
import {
  applyCartStep,
  buyerAddress,
  cartDifferences,
  serverCart,
  shopClient,
  signInClient,
} from '../../scripts/bench/buyer-load.mjs'
import { demoFamilySlugs } from '../../scripts/bench/harness.mjs'

export type LoadAnswer = {
  what: string
  status: number
  /** Date.now() when sent and when answered */
  sentAt: number
  answeredAt: number
  /** why a connection broke (status 0), or the shop's `code` in a refusal (`unavailable`) */
  error?: string
  /** the session was gone: the shop answered 401 */
  signedOut?: boolean
}

export type LoadResult = {
  answers: LoadAnswer[]
  /** 5xx and broken connections */
  failed: LoadAnswer[]
  /** per buyer, the lines of the server's cart that differ from what the buyer did */
  cartProblems: string[]
  /** requests answered 401: a buyer signed out */
  signedOut: LoadAnswer[]
}

type Line = { pn: string; pkgQty: number }
type Step = { kind: 'add' | 'set' | 'remove'; pn: string; quantity?: number }

// the home pages (`/` is the English one) and parts lists
const pages = [
  '/',
  '/es',
  ...demoFamilySlugs.slice(0, 3).map((slug) => `/api/public/families/${slug}/parts?page=1`),
]

/**
 * Signs in `buyers` buyers (numbered from `firstBuyer`, so each test has buyers and addresses
 * of its own) through `front`, then runs until `stop()`.
 */
export async function startSmallLoad(options: {
  front: string
  lines: Line[]
  codeFor: (email: string) => Promise<string>
  firstBuyer: number
  buyers?: number
  pauseMs?: number
}): Promise<{ stop: () => Promise<LoadResult>; answers: LoadAnswer[] }> {
  const { front, lines, codeFor, firstBuyer, buyers = 3, pauseMs = 40 } = options
  const answers: LoadAnswer[] = []
  let running = true
  const record = (what: string, sentAt: number, answer: { status: number; body: unknown }) => {
    const kept: LoadAnswer = { what, status: answer.status, sentAt, answeredAt: Date.now() }
    const body = answer.body as { error?: string; code?: string } | null
    if (answer.status === 0) kept.error = String(body?.error)
    else if (answer.status >= 400 && body?.code) kept.error = body.code
    if (answer.status === 401) kept.signedOut = true
    answers.push(kept)
    return kept
  }

  const clients = await Promise.all(
    Array.from({ length: buyers }, async (_, n) => {
      const index = firstBuyer + n
      const client = shopClient({ base: front, origin: front, localAddress: buyerAddress(index) })
      await signInClient(client, `cluster.buyer${index}@example.com`, codeFor)
      return { client, index }
    }),
  )

  const cartProblems: string[] = []
  const buyerRuns = clients.map(async ({ client, index }) => {
    let state = (index * 7919 + 17) >>> 0
    const next = () => (state = (state * 1103515245 + 12345) >>> 0) / 2 ** 32
    // what the buyer's cart holds, as far as the shop's answers tell
    let expected = new Map<string, number>()
    let unsure = false
    while (running) {
      const line = lines[Math.floor(next() * lines.length)] as Line
      const packs = 1 + Math.floor(next() * 4)
      const step: Step = !expected.has(line.pn)
        ? { kind: 'add', pn: line.pn, quantity: packs * line.pkgQty }
        : next() < 0.7
          ? { kind: 'set', pn: line.pn, quantity: packs * line.pkgQty }
          : { kind: 'remove', pn: line.pn }
      const sentAt = Date.now()
      const answer = record(`cart ${step.kind}`, sentAt, await applyCartStep(client, step))
      if (answer.status === 200) {
        if (step.kind === 'remove') expected.delete(step.pn)
        else expected.set(step.pn, step.quantity as number)
      } else {
        // a change that failed may or may not have been made: the cart is read again
        unsure = true
      }
      if (unsure) {
        try {
          expected = await serverCart(client)
          unsure = false
        } catch {
          // read again after the next change
        }
      }
      await new Promise((resolve) => setTimeout(resolve, pauseMs))
    }
    const actual = await serverCart(client)
    for (const difference of cartDifferences(expected, actual))
      cartProblems.push(`buyer ${index}: ${difference}`)
  })

  const visitor = shopClient({ base: front, origin: front, localAddress: '127.0.0.1' })
  const pageRun = (async () => {
    for (let n = 0; running; n++) {
      const page = pages[n % pages.length] as string
      const sentAt = Date.now()
      record(`GET ${page}`, sentAt, await visitor.call('GET', page))
      await new Promise((resolve) => setTimeout(resolve, pauseMs))
    }
  })()

  return {
    answers,
    stop: async () => {
      running = false
      await Promise.all([...buyerRuns, pageRun])
      for (const { client } of clients) client.close()
      visitor.close()
      return {
        answers,
        failed: answers.filter((answer) => answer.status === 0 || answer.status >= 500),
        cartProblems,
        signedOut: answers.filter((answer) => answer.signedOut),
      }
    },
  }
}

/** A few lines of what went wrong, for an assertion's message. */
export function describeAnswers(answers: LoadAnswer[], limit = 10): string {
  return answers
    .slice(0, limit)
    .map(
      (answer) =>
        `${answer.what} → ${answer.status}${answer.error ? ` (${answer.error})` : ''} sent ${new Date(answer.sentAt).toISOString()}`,
    )
    .join('\n')
}
