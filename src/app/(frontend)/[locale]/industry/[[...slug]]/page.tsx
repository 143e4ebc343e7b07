import { documentRoute } from '@/content/document-route'

const route = documentRoute('industries')

/** Rendered on first request, then cached until the CMS revalidates it. */
export function generateStaticParams() {
  return []
}
export const generateMetadata = route.generateMetadata
export default route.Page
