import { viewerApi } from '@/storefront/viewer/viewer-api-server'

/** A page's one viewer call: session, prices of its rows, cart, favourites (`{ want, pns }`). Never cached. */
export const POST = viewerApi.viewer
