import { accountApi } from '@/storefront/api/account-api'

export const GET = accountApi.contacts.GET
export const POST = accountApi.contacts.POST
