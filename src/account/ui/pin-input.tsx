'use client'

import { OTPInput, REGEXP_ONLY_DIGITS } from 'input-otp'

import { signInRules } from '../sign-in-rules'

/** The 6-box code input (business rules §S5: pin input set to 6), one real input behind the boxes, digits only. */
export function PinInput({
  id,
  value,
  onChange,
  onComplete,
  disabled,
  describedBy,
  autoFocus,
}: {
  id: string
  value: string
  onChange: (value: string) => void
  onComplete?: (value: string) => void
  disabled?: boolean
  describedBy?: string
  autoFocus?: boolean
}) {
  return (
    <OTPInput
      id={id}
      value={value}
      onChange={onChange}
      onComplete={onComplete}
      maxLength={signInRules.codeLength}
      pattern={REGEXP_ONLY_DIGITS}
      inputMode="numeric"
      autoComplete="one-time-code"
      autoFocus={autoFocus}
      disabled={disabled}
      aria-describedby={describedBy}
      containerClassName="mt-1.5 flex items-center gap-2"
      render={({ slots }) => (
        <>
          {slots.map((slot, index) => (
            <div
              key={index}
              className={`relative flex h-12 w-11 items-center justify-center rounded-md border bg-white text-xl font-semibold text-slate-900 tabular-nums shadow-sm sm:w-12 ${slot.isActive ? 'border-secondary-600 ring-2 ring-secondary-600/30' : 'border-slate-300'} ${index === signInRules.codeLength / 2 ? 'ml-2' : ''}`}
            >
              {slot.char ?? <span className="text-slate-300">{slot.placeholderChar}</span>}
              {slot.hasFakeCaret ? (
                <span className="absolute h-6 w-px animate-pulse bg-slate-900" aria-hidden />
              ) : null}
            </div>
          ))}
        </>
      )}
    />
  )
}
