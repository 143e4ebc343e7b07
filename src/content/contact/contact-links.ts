/**
 * Links for the company's contact details from the site settings: a phone number people can
 * tap, an e-mail address, and the address on a map. Pure.
 */

/** `tel:+17245550142`: the digits and a leading +, as dialers read them. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`
}

export function mailtoHref(email: string): string {
  return `mailto:${email.trim()}`
}

/** A map search for the address (one line), which opens the maps app on a phone. */
export function mapHref(address: string): string {
  const oneLine = address
    .split(/\n+/)
    .map((line) => line.trim())
    .filter(Boolean)
    .join(', ')
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(oneLine)}`
}
