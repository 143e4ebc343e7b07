/** The staff member's admin language (Payload's i18n): Spanish or English. */
export function staffLanguage(req: { i18n?: { language?: string } } | undefined): 'en' | 'es' {
  return req?.i18n?.language === 'es' ? 'es' : 'en'
}
