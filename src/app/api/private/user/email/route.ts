import { accountApi } from '@/storefront/api/account-api'

export const POST = accountApi.confirmEmail
