import { describe, expect, it } from 'vitest'

import { databaseKey, groupBuildProblem, groupStartProblem, redisKeyPrefix } from './group'

const env = (values: Record<string, string>) => values as unknown as NodeJS.ProcessEnv
const key = Buffer.alloc(32, 7).toString('base64')

describe('a group of instances (issue 25)', () => {
  it('without REDIS_URL a server starts as before, whatever it lacks', () => {
    expect(groupStartProblem(env({ NODE_ENV: 'production' }), 'random-build')).toBeNull()
  })

  it('an instance of a group stops naming the secret and build id it lacks', () => {
    const problem = groupStartProblem(env({ REDIS_URL: 'redis://127.0.0.1:6379' }))
    expect(problem).toMatch(/PAYLOAD_SECRET and DEPLOYMENT_ID are not set/)
    expect(problem).toMatch(/data\/ belongs to one machine/)
    expect(groupStartProblem(env({ REDIS_URL: 'redis://r', DEPLOYMENT_ID: 'abc' }), 'abc')).toMatch(
      /PAYLOAD_SECRET is not set/,
    )
  })

  it('an instance on another build than its DEPLOYMENT_ID stops; on its own it starts', () => {
    const member = env({
      REDIS_URL: 'redis://r',
      PAYLOAD_SECRET: 's'.repeat(40),
      DEPLOYMENT_ID: 'v2',
    })
    expect(groupStartProblem(member, 'Xq3_random')).toMatch(/This build is "Xq3_random", not/)
    expect(groupStartProblem(member, 'v2')).toBeNull()
  })

  it('a group build needs the actions key, of a valid AES length', () => {
    expect(groupBuildProblem(env({}))).toBeNull()
    expect(groupBuildProblem(env({ DEPLOYMENT_ID: 'abc123' }))).toMatch(
      /NEXT_SERVER_ACTIONS_ENCRYPTION_KEY is not/,
    )
    expect(
      groupBuildProblem(
        env({ DEPLOYMENT_ID: 'abc', NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: 'c2hvcnQ=' }),
      ),
    ).toMatch(/16, 24 or 32 bytes/)
    expect(
      groupBuildProblem(env({ DEPLOYMENT_ID: 'v1.2', NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: key })),
    ).toMatch(/letters, digits/)
    expect(
      groupBuildProblem(env({ DEPLOYMENT_ID: 'g1a2b3c', NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: key })),
    ).toBeNull()
  })

  it('shared keys name the database, not its password', () => {
    const one = databaseKey(env({ DATABASE_URL: 'postgres://shop:old@db:5432/shop' }))
    expect(databaseKey(env({ DATABASE_URL: 'postgres://shop:new@db:5432/shop' }))).toBe(one)
    expect(databaseKey(env({ DATABASE_URL: 'postgres://shop:old@db:5432/other' }))).not.toBe(one)
    expect(redisKeyPrefix(env({ DATABASE_URL: 'postgres://db/shop' }))).toMatch(
      /^shop:[0-9a-f]{16}:$/,
    )
  })
})
