import { pageRoute } from '@/storefront/pages/content/page-route'

/** CMS pages at any nested path; rendered on first request, then cached until the CMS revalidates them. */
export function generateStaticParams() {
  return []
}
export const generateMetadata = pageRoute.generateMetadata
export default pageRoute.Page
