/** Lists of e-mail addresses staff type in the settings (order notices, the contact form). Pure. */

/**
 * Staff recipients as staff type them: comma- or semicolon-separated addresses, each kept
 * once (case aside); anything that is not an address is reported, not silently dropped.
 */
export function recipientList(text: string | null | undefined): {
  emails: string[]
  invalid: string[]
} {
  const emails: string[] = []
  const invalid: string[] = []
  const seen = new Set<string>()
  for (const entry of (text ?? '').split(/[,;]/)) {
    const email = entry.trim()
    if (email === '') continue
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
      invalid.push(email)
      continue
    }
    if (seen.has(email.toLowerCase())) continue
    seen.add(email.toLowerCase())
    emails.push(email)
  }
  return { emails, invalid }
}
