import { cartApi } from '@/cart/cart-api-server'

/** The signed-in buyer's favourites, priced for them; and a heart filled. */
export const GET = cartApi.favoritesPriced
export const POST = cartApi.addFavorite
