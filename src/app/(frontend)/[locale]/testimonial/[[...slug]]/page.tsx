import { documentRoute } from '@/content/document-route'

const route = documentRoute('testimonials', async (doc) => ({
  eyebrow: [doc.author, doc.company].filter(Boolean).join(' · ') || undefined,
}))

/** Rendered on first request, then cached until the CMS revalidates it. */
export function generateStaticParams() {
  return []
}
export const generateMetadata = route.generateMetadata
export default route.Page
