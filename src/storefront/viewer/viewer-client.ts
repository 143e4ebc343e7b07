/** The viewer call as the browser sends it (the storefront's one path of it). */
import { apiFetch } from '@/platform/client-fetch'

import { viewerPath, type ViewerAnswer, type ViewerRequest } from './viewer-answer'

export const viewerClient = {
  load: (body: ViewerRequest) =>
    apiFetch<ViewerAnswer>(viewerPath, { method: 'POST', body, cache: 'no-store' }),
}
