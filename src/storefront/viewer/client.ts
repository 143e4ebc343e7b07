/** The viewer call as the browser sends it: the storefront's one API path. */
import { apiFetch } from '@/platform/client-fetch'

import type { ViewerAnswer, ViewerRequest } from './viewer-answer'

export const viewerClient = {
  load: (body: ViewerRequest) =>
    apiFetch<ViewerAnswer>('/api/public/viewer', { method: 'POST', body, cache: 'no-store' }),
}
