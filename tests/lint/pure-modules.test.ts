/**
 * The pure-module rule is a lint rule, so a framework import in a business rule fails `npm run
 * lint` (and CI). These cases lint small sources as if they lived in `src/pricing/` and
 * `src/checkout/quote.ts`, with the project's own ESLint configuration.
 */
import path from 'node:path'

import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const root = path.resolve(__dirname, '../..')
const eslint = new ESLint({ cwd: root })

async function restrictedImports(code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) })
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message)
}

describe('business rules stay pure (lint)', () => {
  it.each([
    ["import { headers } from 'next/headers'", 'next'],
    ["import type { Payload } from 'payload'", 'payload'],
    ["import { useState } from 'react'", 'react'],
    ["import 'server-only'", 'server-only'],
    ["import fs from 'node:fs'", 'a Node built-in'],
    ["import { getPayloadClient } from '@/platform/payload'", 'a server module of the app'],
    ["import { buyerOf } from '@/account/buyer'", 'the session layer'],
  ])('refuses %s in src/pricing/ (%s)', async (line) => {
    const messages = await restrictedImports(`${line}\nexport const x = 1\n`, 'src/pricing/x.ts')
    expect(messages).toHaveLength(1)
  })

  it('refuses a framework import in src/checkout/quote.ts', async () => {
    const messages = await restrictedImports(
      "import { cookies } from 'next/headers'\nexport const x = 1\n",
      'src/checkout/quote.ts',
    )
    expect(messages).toHaveLength(1)
  })

  it('lets pure modules import each other', async () => {
    expect(
      await restrictedImports(
        "import { toCents } from './money'\nimport { percentOf } from '@/platform/money'\nexport const x = [toCents, percentOf]\n",
        'src/pricing/x.ts',
      ),
    ).toEqual([])
    expect(
      await restrictedImports(
        "import { percentOf } from '@/platform/money'\nimport { lineQuantity } from '@/catalog/quantity'\nexport const x = [percentOf, lineQuantity]\n",
        'src/checkout/quote.ts',
      ),
    ).toEqual([])
  })
})
