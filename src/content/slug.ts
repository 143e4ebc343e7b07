/**
 * Slugs: stored NFC-normalised and lower-case, accents kept
 * (`contactores-de-propósito-definido`). Pure module.
 */
const slugPattern = /^[\p{Ll}\p{Lo}\p{N}]+(?:-[\p{Ll}\p{Lo}\p{N}]+)*$/u

export function normalizeSlug(input: string): string {
  return input
    .normalize('NFC')
    .trim()
    .toLocaleLowerCase('en')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
}

export function isValidSlug(slug: string): boolean {
  return slugPattern.test(slug) && slug === slug.normalize('NFC')
}
