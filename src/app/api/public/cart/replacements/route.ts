import { replacementsApi } from '@/cart/replacements-api-server'

/** The successor offered for each unavailable pn of ours a screen shows; writes nothing. */
export const POST = replacementsApi.post
