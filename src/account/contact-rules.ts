/**
 * Rules about which contacts a customer may edit. Pure.
 *
 * Contacts that come from the ERP carry the ERP id in their label: 'W' and exactly ten digits in
 * parentheses, e.g. 'Main office (W0000012345)'. Those are read-only in the shop (the ERP owns them),
 * except the customer's primary contact, which the customer maintains.
 */

const ERP_TAG = /\(W\d{10}\)/
const ERP_TAGS = /\s*\(W\d{10}\)/g

/** True when the label carries an ERP id tag such as '(W0000012345)'. */
export function hasErpTag(label: string | null | undefined): boolean {
  return typeof label === 'string' && ERP_TAG.test(label)
}

export function isReadOnlyContact(
  contact: { label?: string | null },
  opts: { isCustomerPrimaryContact: boolean },
): boolean {
  return !opts.isCustomerPrimaryContact && hasErpTag(contact.label)
}

/**
 * A label without its ERP tag, as buyers read it (issue 39: the code marks the contact, it is no
 * name): 'Planta Monterrey (W0000045120)' → 'Planta Monterrey'; null when nothing else is left.
 */
export function withoutErpTag(label: string | null | undefined): string | null {
  if (typeof label !== 'string') return null
  return label.replace(ERP_TAGS, '').replace(/\s+/g, ' ').trim() || null
}

/**
 * The label to store when a buyer saves a contact they were shown without its tag (the
 * customer's primary contact): the stored ERP tag stays, so the ERP's mark is never lost.
 */
export function labelKeepingErpTag(
  stored: string | null | undefined,
  typed: string | null | undefined,
): string | null {
  const tag = typeof stored === 'string' ? ERP_TAG.exec(stored)?.[0] : undefined
  if (!tag || hasErpTag(typed)) return typed ?? null
  return [typed?.trim(), tag].filter(Boolean).join(' ')
}
