import { documentRoute } from '@/content/document-route'
import { FileDownload } from '@/content/file-download'

const route = documentRoute('resources', async (doc, locale) => ({
  aside: <FileDownload doc={doc} locale={locale} />,
}))

/** Rendered on first request, then cached until the CMS revalidates it. */
export function generateStaticParams() {
  return []
}
export const generateMetadata = route.generateMetadata
export default route.Page
