import { accountApi } from '@/storefront/api/account-api'

export const PATCH = accountApi.contact.PATCH
export const DELETE = accountApi.contact.DELETE
