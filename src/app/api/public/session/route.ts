import { accountApi } from '@/storefront/api/account-api'

export const GET = accountApi.session
