'use client'

import { useSyncExternalStore } from 'react'

import { errorReferenceFrom } from './error-reference'

const noSubscription = () => () => {}

/**
 * The failed request's id for the error pages (scripts/request-log.mjs puts it in a cookie),
 * read after hydration: the server's render of an error page cannot know the browser's cookie.
 */
export function useErrorReference(): string | null {
  return useSyncExternalStore(
    noSubscription,
    () => errorReferenceFrom(document.cookie),
    () => null,
  )
}
