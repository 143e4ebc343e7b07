import { homeRoute } from '@/storefront/pages/content/page-route'

export const generateMetadata = homeRoute.generateMetadata
export default homeRoute.Page
