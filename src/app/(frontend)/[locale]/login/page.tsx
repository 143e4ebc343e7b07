import { loginRoute } from '@/account/ui/login-page'

export function generateStaticParams() {
  return []
}
export const generateMetadata = loginRoute.generateMetadata
export default loginRoute.Page
