import { accountApi } from '@/account/server-api'

export const GET = accountApi.session
