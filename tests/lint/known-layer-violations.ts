/**
 * The imports of `src/` that still break its layers (`layers.ts`), each as `file → import`.
 * This list must reach empty (issue 40): `layers.test.ts` fails on any violation that is not
 * here and on any entry here that no longer occurs, so it can only shrink. Never add to it: move
 * the code so the import points down instead (ARCHITECTURE.md, "Layers").
 */
export const knownLayerViolations: readonly string[] = [
  'account/contacts.ts → @/cart/cart-addresses',
  'cart/saved-carts-service.ts → @/checkout/quote',
  'cart/saved-carts-service.ts → @/checkout/quote-lines',
  'cart/saved-carts-service.ts → @/checkout/quote-tables',
]
