/**
 * The choices of a customer's price list, sales rep and territory in the admin, pure: what staff
 * keep elsewhere (price lists, the reps in the checkout settings), each once, sorted, and the
 * customer's current value kept even when it is in no list (an ERP code such as "List"), so
 * opening a customer never changes it.
 */

export type Choice = { value: string; known: boolean }

export function choicesWith(
  known: readonly (string | null | undefined)[],
  current: string | null | undefined,
): Choice[] {
  const values = [...new Set(known.map((value) => value?.trim() ?? '').filter(Boolean))].sort(
    (a, b) => a.localeCompare(b, 'en'),
  )
  const choices = values.map((value) => ({ value, known: true }))
  const kept = current?.trim() ?? ''
  if (kept !== '' && !values.includes(kept)) choices.unshift({ value: kept, known: false })
  return choices
}
