import { sameSitePath } from '@/platform/same-site-path'

/**
 * Internal navigation refuses external URLs (business rules §S8): a link built from CMS
 * data must not send a buyer off-site through the app router.
 */
export class ExternalNavigationError extends Error {
  constructor(message = 'Navigating to an external URL is not allowed by default') {
    super(message)
    this.name = 'ExternalNavigationError'
  }
}

/** The same-origin path of a URL, or an error for anything off-site. */
export function internalTarget(url: string, origin: string): string {
  const target = new URL(url, origin)
  if (target.origin !== origin) throw new ExternalNavigationError()
  const path = sameSitePath(`${target.pathname}${target.search}${target.hash}`)
  if (!path) throw new ExternalNavigationError()
  return path
}

export function isExternalHref(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')
}
