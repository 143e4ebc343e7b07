import { homeRoute } from '@/content/page-route'

export const generateMetadata = homeRoute.generateMetadata
export default homeRoute.Page
