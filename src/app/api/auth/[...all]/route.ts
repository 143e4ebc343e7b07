import { authHttpHandler } from '@/account/auth'
import { getShopAuth } from '@/account/auth-server'

/** better-auth's endpoints the shop uses: one-time codes, Google, sign-out (under /api/auth). */
async function handle(request: Request): Promise<Response> {
  return authHttpHandler(await getShopAuth())(request)
}

export { handle as GET, handle as POST }
