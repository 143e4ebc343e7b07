/**
 * Content's API as the browser calls it (issue 40): the one place its `/api` paths are written,
 * the request typed from the server's own schema. The contact form calls this, never `apiFetch`
 * with a path.
 */
import type { z } from 'zod'

import { apiFetch } from '@/platform/client-fetch'

import type { contactRequestSchema } from './contact/contact-message-schema'

export type ContactRequest = z.input<typeof contactRequestSchema>

/** `POST /api/public/contact`: the staff get the message; the bot check's token goes in a header. */
export const sendContactMessage = (request: ContactRequest, captchaToken: string | null) =>
  apiFetch('/api/public/contact', {
    method: 'POST',
    body: request,
    headers: captchaToken ? { 'x-captcha-response': captchaToken } : undefined,
  })
