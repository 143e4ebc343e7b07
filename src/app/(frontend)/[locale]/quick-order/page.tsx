import { quickOrderRoute } from '@/cart/ui/quick-order-page'

export const generateMetadata = quickOrderRoute.generateMetadata
export default quickOrderRoute.Page
