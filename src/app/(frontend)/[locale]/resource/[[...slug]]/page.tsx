import { resourceRoute } from '@/storefront/pages/content/document-pages'

/** Rendered on first request, then cached until the CMS revalidates it. */
export function generateStaticParams() {
  return []
}
export const generateMetadata = resourceRoute.generateMetadata
export default resourceRoute.Page
