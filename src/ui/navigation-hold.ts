/**
 * In-app navigation that is no link click (a router push: the search modal's results) asks
 * here first, so a page with unsaved changes can hold it back for its question, as it holds
 * link clicks. One holder at a time: the page being edited.
 */
type Holder = (href: string) => boolean

let holder: Holder | null = null

/** `hold` answers true when it keeps `href` for its question; returns the release. */
export function holdNavigation(hold: Holder): () => void {
  holder = hold
  return () => {
    if (holder === hold) holder = null
  }
}

/** True when a page held `href` back (it asks the buyer and goes on itself). */
export function navigationHeld(href: string): boolean {
  return holder?.(href) ?? false
}
