'use client'

/**
 * The one quantity stepper (− / typed / +) of the cart's lines, the search rows and the part
 * page. It knows no quantity rule: the caller says what − and + lead to, whether each may be
 * pressed, and what a typed quantity becomes when committed (on leaving the box or on Enter).
 */

/** The three places it sits: a search row, a cart line, the part page's buying box. */
const sizes = {
  row: {
    box: 'h-9 w-28 shrink-0 rounded-lg',
    button: 'w-8 shrink-0 text-lg',
    input: 'text-sm',
  },
  line: {
    box: 'h-10 w-32 rounded-md print:border-0',
    button: 'w-9 text-lg print:hidden',
    input: 'print:border-0',
  },
  page: {
    box: 'h-11 w-full max-w-52 rounded-lg',
    button: 'w-11 text-xl',
    input: 'text-base',
  },
} as const

export function QuantityStepper({
  size,
  text,
  onType,
  onCommit,
  onDecrease,
  onIncrease,
  canDecrease,
  canIncrease,
  decreaseLabel,
  increaseLabel,
  inputLabel,
  inputId,
  describedBy,
  className = '',
}: {
  size: keyof typeof sizes
  /** What the box shows: the quantity, or what the buyer is typing. */
  text: string
  onType: (text: string) => void
  /** The typed text is done with (the box left, or Enter). */
  onCommit: () => void
  onDecrease: () => void
  onIncrease: () => void
  canDecrease: boolean
  canIncrease: boolean
  decreaseLabel: string
  increaseLabel: string
  /** The box's name, unless a `<label>` names it through `inputId`. */
  inputLabel?: string
  inputId?: string
  describedBy?: string
  className?: string
}) {
  const look = sizes[size]
  const button = `flex items-center justify-center font-semibold text-slate-700 hover:bg-slate-100 disabled:text-slate-300 disabled:hover:bg-transparent ${look.button}`
  return (
    <div
      className={`flex overflow-hidden border border-slate-300 bg-white focus-within:border-secondary-600 ${look.box} ${className}`}
    >
      <button
        type="button"
        className={button}
        aria-label={decreaseLabel}
        disabled={!canDecrease}
        onClick={onDecrease}
      >
        −
      </button>
      <input
        id={inputId}
        inputMode="numeric"
        autoComplete="off"
        aria-label={inputLabel}
        aria-describedby={describedBy}
        value={text}
        onChange={(event) => onType(event.target.value)}
        onBlur={onCommit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault()
            onCommit()
          }
        }}
        className={`min-w-0 flex-1 border-x border-slate-200 text-center font-semibold tabular-nums focus:outline-none ${look.input}`}
      />
      <button
        type="button"
        className={button}
        aria-label={increaseLabel}
        disabled={!canIncrease}
        onClick={onIncrease}
      >
        +
      </button>
    </div>
  )
}
