import { accountApi } from '@/account/server-api'

export const PATCH = accountApi.updateUser
