import { accountApi } from '@/account/server-api'

export const POST = accountApi.confirmEmail
