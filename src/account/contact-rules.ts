/**
 * Rules about which contacts a customer may edit. Pure.
 *
 * Contacts that come from the ERP carry the ERP id in their label: 'W' and exactly ten digits in
 * parentheses, e.g. 'Main office (W0000012345)'. Those are read-only in the shop (the ERP owns them),
 * except the customer's primary contact, which the customer maintains.
 */

const ERP_TAG = /\(W\d{10}\)/

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
