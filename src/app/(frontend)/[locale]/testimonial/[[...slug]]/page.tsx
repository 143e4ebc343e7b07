import { testimonialRoute } from '@/storefront/pages/content/document-pages'

/** Rendered on first request, then cached until the CMS revalidates it. */
export function generateStaticParams() {
  return []
}
export const generateMetadata = testimonialRoute.generateMetadata
export default testimonialRoute.Page
