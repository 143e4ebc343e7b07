'use client'

/**
 * `useForm` as every form of the shop uses it (spec §5: validate on input, blur and change,
 * input delay 300 ms; submit validates everything): a field is checked on blur at once, and
 * while typed in once typing pauses (`typing-validation.ts`), not only after the first blur.
 */
import { useEffect } from 'react'
import {
  useForm,
  type FieldPath,
  type FieldValues,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form'

import { createTypingValidation } from './typing-validation'

export function useShopForm<
  TFieldValues extends FieldValues = FieldValues,
  // react-hook-form's own default for the context
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  TContext = any,
  TTransformedValues = TFieldValues,
>(
  props: Omit<UseFormProps<TFieldValues, TContext, TTransformedValues>, 'mode' | 'reValidateMode'>,
): UseFormReturn<TFieldValues, TContext, TTransformedValues> {
  // typing is this hook's to check: react-hook-form checks on blur (and at submit)
  const form = useForm<TFieldValues, TContext, TTransformedValues>({
    ...props,
    mode: 'onBlur',
    reValidateMode: 'onBlur',
  })
  const { subscribe, trigger, getFieldState, control } = form
  useEffect(() => {
    const typing = createTypingValidation<FieldPath<TFieldValues>>({
      validate: (name) => void trigger(name),
      hasError: (name) => getFieldState(name).invalid,
      submits: () => control._formState.submitCount,
    })
    // only the buyer's own input ('change'); a value the page sets (setValue, reset) is not typing
    const unsubscribe = subscribe({
      formState: { values: true },
      callback: ({ name, type }) => {
        if (type === 'change' && name) typing.changed(name as FieldPath<TFieldValues>)
      },
    })
    return () => {
      unsubscribe()
      typing.stop()
    }
  }, [subscribe, trigger, getFieldState, control])
  return form
}
