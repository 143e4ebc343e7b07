import { accountApi } from '@/account/server-api'

export const GET = accountApi.contacts.GET
export const POST = accountApi.contacts.POST
