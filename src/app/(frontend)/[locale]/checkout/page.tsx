import { checkoutRoute } from '@/storefront/pages/checkout/checkout-page'

// the signed-in buyer's page: never prerendered (it reads the session), its CSP carries a nonce
export const dynamic = 'force-dynamic'
export const generateMetadata = checkoutRoute.generateMetadata
export default checkoutRoute.Page
