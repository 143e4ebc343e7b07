/**
 * What the cross-reference lookups keep in memory, and its forgetting (business rules §11).
 * Readers keep answers here (`keptCrossReferences`: the search keeps the makers and their pns),
 * and the search's own answers (`searchAnswers`) name equivalents; both are forgotten on every
 * instance (`platform/shared-invalidation.ts`) whenever staff edit the table or a maker, and
 * after an import (the import itself, and the internal route a command-line import calls).
 */
import { searchAnswers } from '@/catalog/search/answer-cache'
import { sharedForget } from '@/platform/shared-invalidation'

/** Answers kept until the table changes, by a key of the reader's choosing. */
export const keptCrossReferences = new Map<string, Promise<unknown>>()

export const forgetCrossReferences: () => void = sharedForget('cross-references', () => {
  keptCrossReferences.clear()
  // the search's kept answers hold equivalents and makers' references too
  searchAnswers.clear()
})
