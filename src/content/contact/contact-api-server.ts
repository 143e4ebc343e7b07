import 'server-only'

import { getPayloadClient } from '@/platform/payload'

import { createContactApi } from './contact-api'

/** The contact form's API bound to the app's Payload, mailer and captcha settings. */
export const contactApi = createContactApi({ payload: getPayloadClient })
