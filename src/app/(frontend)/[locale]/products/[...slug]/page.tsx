import { familyRoute } from '@/storefront/pages/catalog/family-page'

/** Rendered on first request, then cached until the CMS revalidates it. */
export function generateStaticParams() {
  return []
}
export const generateMetadata = familyRoute.generateMetadata
export default familyRoute.Page
