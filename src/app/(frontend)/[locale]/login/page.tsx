import { loginRoute } from '@/storefront/pages/account/login-page'

// rendered per request: its Content-Security-Policy carries a nonce (src/platform/content-security.ts)
export const dynamic = 'force-dynamic'
export const generateMetadata = loginRoute.generateMetadata
export default loginRoute.Page
