/**
 * Forms check a field while it is typed in (spec §5: on input, blur and change, input delay
 * 300 ms): a field without an error is checked once typing has paused for `delayMs`, so an
 * error does not flash at every keystroke; a field showing an error is checked at once, so the
 * error goes the moment the value is right. Framework-free; `use-shop-form.ts` binds it to
 * react-hook-form.
 */
export const typingDelayMs = 300

export function createTypingValidation<Name extends string>(deps: {
  /** Checks one field and shows or clears its error. */
  validate: (name: Name) => void
  /** Whether the field shows an error now. */
  hasError: (name: Name) => boolean
  /**
   * How many times the whole form was submitted. A check still waiting when a submit has
   * happened since the keystroke is dropped: the submit checked the field, and a late check
   * would clear the error the server's answer set (a saved-cart name already taken).
   */
  submits?: () => number
  delayMs?: number
}) {
  const delayMs = deps.delayMs ?? typingDelayMs
  const waiting = new Map<Name, ReturnType<typeof setTimeout>>()
  const cancel = (name: Name) => {
    clearTimeout(waiting.get(name))
    waiting.delete(name)
  }
  return {
    /** The buyer changed `name` (a keystroke, a pick). */
    changed(name: Name) {
      cancel(name)
      if (deps.hasError(name)) {
        deps.validate(name)
        return
      }
      const submitsThen = deps.submits?.()
      waiting.set(
        name,
        setTimeout(() => {
          waiting.delete(name)
          if (deps.submits?.() !== submitsThen) return
          deps.validate(name)
        }, delayMs),
      )
    },
    /** The form is gone: nothing runs late. */
    stop() {
      for (const name of [...waiting.keys()]) cancel(name)
    },
  }
}
