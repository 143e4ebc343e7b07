import { accountApi } from '@/storefront/api/account-api'

export const PATCH = accountApi.updateUser
