import { crossReferenceIndexRoute } from '@/storefront/pages/cross-reference/cross-reference-pages'

export const generateMetadata = crossReferenceIndexRoute.generateMetadata
export default crossReferenceIndexRoute.Page
