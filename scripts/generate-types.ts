/**
 * `npm run generate:types`: src/payload-types.ts from the Payload config. Payload's own CLI
 * loads the config through a module loader that can deadlock on this dependency tree and then
 * exit 0 having written nothing (see run-ts.mjs); bundled, it runs.
 */
import path from 'node:path'

import { generateTypes } from 'payload/node'

import config from '../src/payload.config'

// the config's own path would be resolved from the bundle's folder (.cache/scripts)
process.env.PAYLOAD_TS_OUTPUT_PATH ??= path.resolve('src/payload-types.ts')
await generateTypes(await config)
process.exit(0)
