import fs from 'node:fs'
import path from 'node:path'

import { expect } from '@playwright/test'
import { simpleParser } from 'mailparser'

import { e2eMailDir } from './mail-dir.mjs'

/** How many mails the e2e SMTP server has received for an address so far. */
export function mailCount(address: string): number {
  if (!fs.existsSync(e2eMailDir)) return 0
  return fs.readdirSync(e2eMailDir).filter((file) => file.endsWith(`-${address}.eml`)).length
}

/** The newest mail the e2e SMTP server received for an address (waits for it to arrive). */
export async function latestMailTo(
  address: string,
  after = 0,
): Promise<{ subject: string; text: string; html: string; replyTo: string; count: number }> {
  let found: string | undefined
  let count = 0
  await expect
    .poll(
      () => {
        const files = fs.existsSync(e2eMailDir)
          ? fs
              .readdirSync(e2eMailDir)
              .filter((file) => file.endsWith(`-${address}.eml`))
              .sort()
          : []
        count = files.length
        found = files[files.length - 1]
        return count
      },
      { message: `mail for ${address}`, timeout: 15_000 },
    )
    .toBeGreaterThan(after)
  const parsed = await simpleParser(fs.readFileSync(path.join(e2eMailDir, found!)))
  return {
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    html: parsed.html || '',
    replyTo: parsed.replyTo?.text ?? '',
    count,
  }
}

export function codeIn(text: string): string {
  const match = /\b(\d{6})\b/.exec(text)
  if (!match?.[1]) throw new Error(`no 6-digit code in: ${text}`)
  return match[1]
}
