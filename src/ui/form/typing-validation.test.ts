import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { createTypingValidation, typingDelayMs } from './typing-validation'

describe('checking a field while it is typed in', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  function setup() {
    const errors = new Set<string>()
    const checked: string[] = []
    const typing = createTypingValidation<string>({
      validate: (name) => checked.push(name),
      hasError: (name) => errors.has(name),
    })
    return { errors, checked, typing }
  }

  it('waits 300 ms after the last keystroke, once', () => {
    const { checked, typing } = setup()
    expect(typingDelayMs).toBe(300)
    typing.changed('email')
    vi.advanceTimersByTime(200)
    typing.changed('email')
    vi.advanceTimersByTime(299)
    expect(checked).toEqual([])
    vi.advanceTimersByTime(1)
    expect(checked).toEqual(['email'])
    vi.advanceTimersByTime(1000)
    expect(checked).toEqual(['email'])
  })

  it('fields wait on their own', () => {
    const { checked, typing } = setup()
    typing.changed('nameFirst')
    vi.advanceTimersByTime(150)
    typing.changed('nameLast')
    vi.advanceTimersByTime(150)
    expect(checked).toEqual(['nameFirst'])
    vi.advanceTimersByTime(150)
    expect(checked).toEqual(['nameFirst', 'nameLast'])
  })

  it('a field showing an error is checked at every keystroke, so the error clears at once', () => {
    const { errors, checked, typing } = setup()
    errors.add('email')
    typing.changed('email')
    expect(checked).toEqual(['email'])
    typing.changed('email')
    expect(checked).toEqual(['email', 'email'])
  })

  it('stop forgets what was waiting', () => {
    const { checked, typing } = setup()
    typing.changed('email')
    typing.stop()
    vi.advanceTimersByTime(1000)
    expect(checked).toEqual([])
  })

  it('drops a waiting check once the form was submitted, so the error of the answer stays', () => {
    let submits = 0
    const checked: string[] = []
    const typing = createTypingValidation<string>({
      validate: (name) => checked.push(name),
      hasError: () => false,
      submits: () => submits,
    })
    typing.changed('name')
    // the buyer presses Save 50 ms after typing; the server refuses the name 100 ms later
    vi.advanceTimersByTime(150)
    submits++
    vi.advanceTimersByTime(1000)
    expect(checked).toEqual([])
    // typing again after the submit is checked as usual
    typing.changed('name')
    vi.advanceTimersByTime(300)
    expect(checked).toEqual(['name'])
  })
})
