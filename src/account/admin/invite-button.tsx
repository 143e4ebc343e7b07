'use client'

/**
 * "Send invitation" in a web user's page of the admin: e-mails the buyer the sign-in link in
 * their language (the same mail creating them sent). The endpoint checks the role and how
 * recently the buyer was invited; a refusal is said in the admin's language.
 */
import { Button, toast, useDocumentInfo, useTranslation } from '@payloadcms/ui'
import { useState } from 'react'

import { ApiError } from '@/platform/client-fetch'
import { toLocale } from '@/i18n/locales'

import * as accountClient from '../client'

const words = {
  en: {
    title: 'Invitation',
    help: 'Creating the web user e-mailed them an invitation with a sign-in link, in their language. Send it again if they did not get it.',
    unsaved: 'Save the web user: the invitation is e-mailed when it is created.',
    send: 'Send invitation again',
    sending: 'Sending…',
    sent: (email: string) => `Invitation sent to ${email}.`,
    refusal: {
      INVITE_WAIT: (minutes: number) =>
        `An invitation went out less than 5 minutes ago. Try again in ${minutes} min.`,
      TOO_MANY_INVITES: () => 'This buyer got 5 invitations today. Try again tomorrow.',
      forbidden: () => 'Only admin and sales staff can invite buyers.',
      failed: () => 'The invitation could not be sent. Try again in a moment.',
    } as Record<string, (minutes: number) => string>,
  },
  es: {
    title: 'Invitación',
    help: 'Al crear el usuario web se le envió una invitación con un enlace para iniciar sesión, en su idioma. Vuelva a enviarla si no le llegó.',
    unsaved: 'Guarde el usuario web: la invitación se envía al crearlo.',
    send: 'Volver a enviar la invitación',
    sending: 'Enviando…',
    sent: (email: string) => `Invitación enviada a ${email}.`,
    refusal: {
      INVITE_WAIT: (minutes: number) =>
        `Se envió una invitación hace menos de 5 minutos. Inténtelo de nuevo en ${minutes} min.`,
      TOO_MANY_INVITES: () => 'Este comprador ya recibió 5 invitaciones hoy. Inténtelo mañana.',
      forbidden: () => 'Solo el personal de administración y ventas puede invitar compradores.',
      failed: () => 'No se pudo enviar la invitación. Inténtelo de nuevo en un momento.',
    } as Record<string, (minutes: number) => string>,
  },
}

export function InviteButton() {
  const { id } = useDocumentInfo()
  const { i18n } = useTranslation()
  const w = words[toLocale(i18n.language)]
  const [busy, setBusy] = useState(false)
  const [said, setSaid] = useState<{ text: string; ok: boolean } | null>(null)

  async function send() {
    setBusy(true)
    setSaid(null)
    try {
      const answer = await accountClient.inviteWebUser(id!)
      const text = w.sent(answer.email)
      setSaid({ text, ok: true })
      toast.success(text)
    } catch (error) {
      const body =
        error instanceof ApiError
          ? (error.body as { code?: string; retryAfter?: number } | null)
          : null
      const minutes = Math.max(1, Math.ceil((body?.retryAfter ?? 60) / 60))
      const say = w.refusal[body?.code ?? ''] ?? w.refusal.failed
      const text = say ? say(minutes) : ''
      setSaid({ text, ok: false })
      toast.error(text)
    } finally {
      setBusy(false)
    }
  }

  return (
    <div data-testid="web-user-invitation" style={{ marginBottom: 24 }}>
      <p style={{ fontWeight: 600, margin: '0 0 6px' }}>{w.title}</p>
      {id ? (
        <>
          <p style={{ margin: '0 0 10px', color: 'var(--theme-elevation-600)', fontSize: 13 }}>
            {w.help}
          </p>
          <Button
            buttonStyle="secondary"
            size="small"
            disabled={busy}
            onClick={() => void send()}
            margin={false}
          >
            {busy ? w.sending : w.send}
          </Button>
          {said ? (
            <p
              role={said.ok ? 'status' : 'alert'}
              style={{
                margin: '10px 0 0',
                fontSize: 13,
                color: said.ok ? 'var(--theme-success-750)' : 'var(--theme-error-750)',
              }}
            >
              {said.text}
            </p>
          ) : null}
        </>
      ) : (
        <p style={{ margin: 0, color: 'var(--theme-elevation-600)', fontSize: 13 }}>{w.unsaved}</p>
      )}
    </div>
  )
}
