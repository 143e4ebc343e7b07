import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { missingSecretsProblem, payloadSecret } from './secrets'

describe('secrets (finding 6)', () => {
  it('a production server without PAYLOAD_SECRET is refused with a message naming it', () => {
    const production = { NODE_ENV: 'production' } as NodeJS.ProcessEnv
    expect(missingSecretsProblem(production)).toMatch(/PAYLOAD_SECRET is not set/)
    expect(() => payloadSecret(production)).toThrow(/PAYLOAD_SECRET is not set/)
    expect(missingSecretsProblem({ ...production, PAYLOAD_SECRET: 'x'.repeat(40) })).toBeNull()
  })

  it('`npm start` on one’s own machine and the build need no secret', () => {
    expect(
      missingSecretsProblem({ NODE_ENV: 'production', SHOP_LOCAL_START: '1' } as NodeJS.ProcessEnv),
    ).toBeNull()
    expect(
      missingSecretsProblem({
        NODE_ENV: 'production',
        NEXT_PHASE: 'phase-production-build',
      } as NodeJS.ProcessEnv),
    ).toBeNull()
  })

  it('the local default is random, made once and kept in data/, different per installation', () => {
    const env = { NODE_ENV: 'development' } as NodeJS.ProcessEnv
    const first = fs.mkdtempSync(path.join(os.tmpdir(), 'secret-a-'))
    const second = fs.mkdtempSync(path.join(os.tmpdir(), 'secret-b-'))
    const secret = payloadSecret(env, first)
    expect(secret).toMatch(/^[0-9a-f]{64}$/)
    expect(payloadSecret(env, first)).toBe(secret)
    expect(payloadSecret(env, second)).not.toBe(secret)
    expect(fs.statSync(path.join(first, 'local-secret')).mode & 0o077).toBe(0)
  })
})
