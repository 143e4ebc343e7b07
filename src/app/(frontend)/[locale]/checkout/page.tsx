import { checkoutRoute } from '@/checkout/ui/checkout-page'

export const generateMetadata = checkoutRoute.generateMetadata
export default checkoutRoute.Page
