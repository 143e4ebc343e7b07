import { accountRoute } from '@/storefront/pages/account/account-page'

// rendered per request: its Content-Security-Policy carries a nonce (src/platform/content-security.ts)
export const dynamic = 'force-dynamic'
export const generateMetadata = accountRoute.generateMetadata
export default accountRoute.Page
