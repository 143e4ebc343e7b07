/** better-auth's cookie prefix: its session cookie is `ac.session_token` (`__Secure-ac.session_token` on https). */
export const authCookiePrefix = 'ac'
