import { getShopAuth } from '@/account/auth-server'

/** better-auth's endpoints: one-time codes, Google, session, sign-out (under /api/auth). */
async function handle(request: Request): Promise<Response> {
  const auth = await getShopAuth()
  return auth.handler(request)
}

export { handle as GET, handle as POST }
