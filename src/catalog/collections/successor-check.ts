/**
 * The parts collection's check of a successor on save (business rules §11): our pn of a part
 * the catalogue has, and never one that closes a circle (`successorCircle`, named part by part
 * in the admin's language). The stored chain is read a part at a time: chains are a few long.
 */
import type { PayloadRequest, Validate } from 'payload'

import { circleText, maxChainLength, successorCircle } from '@/catalog/successors'

type Bilingual = { en: string; es: string }

const say = (req: { i18n?: { language?: string } } | undefined, message: Bilingual) =>
  req?.i18n?.language === 'es' ? message.es : message.en

/** The stored successors along the chain from `from` (at most a chain's worth of reads). */
async function storedChain(
  req: PayloadRequest,
  from: string,
  self: string,
): Promise<Map<string, string | null>> {
  const successors = new Map<string, string | null>()
  let next: string | null = from
  for (
    let step = 0;
    next && next !== self && !successors.has(next) && step <= maxChainLength;
    step++
  ) {
    const { docs }: { docs: { successor?: string | null }[] } = await req.payload.find({
      collection: 'parts',
      where: { pn: { equals: next } },
      depth: 0,
      limit: 1,
      select: { successor: true },
      overrideAccess: true,
      req,
    })
    const successor: string | null = docs[0]?.successor ?? null
    successors.set(next, successor)
    next = successor
  }
  return successors
}

export const validateSuccessor: Validate<string | null | undefined> = async (
  value,
  { req, siblingData, ...options },
) => {
  const originalDoc = (options as { originalDoc?: unknown }).originalDoc
  const successor = typeof value === 'string' ? value.trim().toUpperCase() : ''
  if (successor === '') return true
  if (!/^[A-Z0-9][A-Z0-9.-]*$/.test(successor)) {
    return say(req, {
      en: 'Upper-case letters, digits, "-" and "." only',
      es: 'Solo letras mayúsculas, dígitos, "-" y "."',
    })
  }
  const sibling = siblingData as { pn?: string } | undefined
  const original = originalDoc as { pn?: string } | undefined
  const pn = (sibling?.pn ?? original?.pn ?? '').trim().toUpperCase()
  if (!req?.payload) return true
  if (successor !== pn) {
    const { totalDocs } = await req.payload.count({
      collection: 'parts',
      where: { pn: { equals: successor } },
      overrideAccess: true,
      req,
    })
    if (totalDocs === 0) {
      return say(req, {
        en: `There is no part ${successor} in the catalogue.`,
        es: `No hay ninguna referencia ${successor} en el catálogo.`,
      })
    }
  }
  const stored = await storedChain(req, successor, pn)
  const circle = successorCircle(pn, successor, (each) => stored.get(each))
  if (circle) {
    const chain = circleText(circle)
    return say(req, {
      en: `${successor} would close a circle of successors: ${chain}. A chain must end at a part we sell.`,
      es: `${successor} cerraría un círculo de sucesoras: ${chain}. Una cadena debe terminar en una referencia que vendemos.`,
    })
  }
  return true
}
