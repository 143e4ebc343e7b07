/** A message in the staff member's admin language (Payload's i18n), English unless Spanish. */
export type Bilingual = { en: string; es: string }

export function say(req: { i18n?: { language?: string } } | undefined, message: Bilingual): string {
  return req?.i18n?.language === 'es' ? message.es : message.en
}
