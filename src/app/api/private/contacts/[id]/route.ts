import { accountApi } from '@/account/server-api'

export const PATCH = accountApi.contact.PATCH
export const DELETE = accountApi.contact.DELETE
