import { quickOrderRoute } from '@/storefront/pages/cart/quick-order-page'

export const generateMetadata = quickOrderRoute.generateMetadata
export default quickOrderRoute.Page
