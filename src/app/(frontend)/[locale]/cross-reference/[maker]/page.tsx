import { makerRoute } from '@/storefront/pages/cross-reference/cross-reference-pages'

/** Rendered on first request, then cached until the table changes (the catalogue's tags). */
export function generateStaticParams() {
  return []
}
export const generateMetadata = makerRoute.generateMetadata
export default makerRoute.Page
