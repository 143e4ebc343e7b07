import { productsIndexRoute } from '@/catalog/ui/products-index'

export const generateMetadata = productsIndexRoute.generateMetadata
export default productsIndexRoute.Page
