/**
 * The imports of `src/` that still break its layers (`layers.ts`), each as `file → import`.
 * This list must reach empty (issue 40): `layers.test.ts` fails on any violation that is not
 * here and on any entry here that no longer occurs, so it can only shrink. Never add to it: move
 * the code so the import points down instead (ARCHITECTURE.md, "Layers").
 */
export const knownLayerViolations: readonly string[] = [
  'account/contacts.ts → @/cart/cart-addresses',
  'account/ui/account-page.tsx → @/content/document-view',
  'account/ui/account-page.tsx → @/content/resolve',
  'account/ui/account-page.tsx → @/cart/saved-carts-store',
  'account/ui/account-page.tsx → @/cart/ui/favorites-list',
  'account/ui/account-page.tsx → @/cart/ui/saved-cart-editor',
  'account/ui/account-page.tsx → @/cart/ui/saved-carts-list',
  'account/ui/account-page.tsx → @/checkout/ui/my-orders-section',
  'account/ui/login-page.tsx → @/content/resolve',
  'cart/saved-carts-service.ts → @/checkout/quote',
  'cart/saved-carts-service.ts → @/checkout/quote-lines',
  'cart/saved-carts-service.ts → @/checkout/quote-tables',
  'cart/ui/cart-line-item.tsx → @/checkout/quote-api',
  'cart/ui/cart-panel.tsx → @/checkout/ui/use-shipping-choice',
  'cart/ui/cart-summary.tsx → @/checkout/fee-label',
  'cart/ui/cart-summary.tsx → @/checkout/quote-api',
  'cart/ui/cart-view.tsx → @/checkout/ui/shipping-address-dialog',
  'cart/ui/cart-view.tsx → @/checkout/ui/shipping-control',
  'cart/ui/cart-view.tsx → @/checkout/ui/use-shipping-choice',
  'cart/ui/use-cart-quote.ts → @/checkout/quote-api',
  'catalog/search/ui/option-list.tsx → @/cart/ui/add-to-cart',
  'catalog/search/ui/option-list.tsx → @/cart/ui/favorite-button',
  'catalog/search/ui/row-order.tsx → @/cart/ui/add-to-cart',
  'catalog/search/ui/row-order.tsx → @/cart/ui/rounded-note',
  'catalog/search/ui/search-parts.tsx → @/cart/ui/favorite-button',
  'catalog/ui/part-list-rows.tsx → @/cart/ui/add-to-cart',
  'catalog/ui/part-list-rows.tsx → @/cart/ui/favorite-button',
  'catalog/ui/purchase.tsx → @/cart/ui/add-to-cart',
  'catalog/ui/purchase.tsx → @/cart/ui/favorite-button',
  'catalog/ui/purchase.tsx → @/cart/ui/rounded-note',
  'content/globals/site-settings.ts → @/checkout/quote-tables',
  'content/globals/site-settings.ts → @/checkout/shipping-data',
  'content/globals/site-settings.ts → @/checkout/orders/order-rules',
  'content/site-chrome.tsx → @/cart/ui/cart-button',
  'content/site-chrome.tsx → @/catalog/search/search-dialog',
]
