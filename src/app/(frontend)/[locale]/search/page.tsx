import { searchRoute } from '@/storefront/pages/search/search-page'

// results depend on the query string: rendered per request, never cached
export const dynamic = 'force-dynamic'

export const generateMetadata = searchRoute.generateMetadata
export default searchRoute.Page
