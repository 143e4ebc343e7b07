import { cartRoute } from '@/storefront/pages/cart/cart-page'

// rendered per request: its Content-Security-Policy carries a nonce (src/platform/content-security.ts)
export const dynamic = 'force-dynamic'
export const generateMetadata = cartRoute.generateMetadata
export default cartRoute.Page
