import { accountRoute } from '@/account/ui/account-page'

export const generateMetadata = accountRoute.generateMetadata
export default accountRoute.Page
