import { cartRoute } from '@/cart/ui/cart-page'

export const generateMetadata = cartRoute.generateMetadata
export default cartRoute.Page
