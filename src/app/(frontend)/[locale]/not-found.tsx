import { notFoundRoute } from '@/storefront/chrome/not-found-page'

export const generateMetadata = notFoundRoute.generateMetadata
export default notFoundRoute.Page
