import { productsIndexRoute } from '@/storefront/pages/catalog/products-index'

export const generateMetadata = productsIndexRoute.generateMetadata
export default productsIndexRoute.Page
