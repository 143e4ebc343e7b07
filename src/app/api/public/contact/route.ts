import { contactApi } from '@/content/contact/contact-api-server'

/** A visitor's message to staff from the contact form; never cached. */
export const POST = contactApi.post
