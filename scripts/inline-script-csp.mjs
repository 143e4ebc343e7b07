/**
 * A cached page's policy names each inline script it may run by its sha256 (issue 38, item 15):
 * a cached page is the same bytes for everyone, so it cannot carry a per-request nonce, and
 * 'unsafe-inline' would run any script or `onerror` attribute that reached the page. The server
 * holds an HTML answer whose policy has no nonce until its last byte, adds the hash of each of
 * its inline scripts (Next's page data, React's instructions for streamed parts) to the policy's
 * `script-src`, and sends page and policy together; the caching front stores them together.
 * Answers with a nonce (the proxy's pages, the admin), HEAD answers and everything but HTML
 * stream untouched.
 *
 * Only the serving script hashes, never Next's compression: serve.mjs puts this layer above the
 * compression (scripts/compress.mjs), so the hashes are taken of the HTML itself.
 */
import { createHash } from 'node:crypto'

const scriptOpen = Buffer.from('<script')
const scriptClose = Buffer.from('</script')
const tagEnd = 0x3e // '>'

// a script the browser runs, and so checks against script-src; any other type is a data block
// (JSON-LD), which runs nothing and needs no hash (HTML's "JavaScript MIME type essence")
const runnableTypes = new Set([
  '',
  'module',
  'importmap',
  'speculationrules',
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
])

const srcAttribute = /(?:^|\s)src(?:\s*=|\s|\/|$)/i
const typeAttribute = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/i

function runsInline(attributes) {
  if (srcAttribute.test(attributes)) return false
  const type = typeAttribute.exec(attributes)
  if (!type) return true
  const value = (type[1] ?? type[2] ?? type[3] ?? '').trim().toLowerCase()
  return runnableTypes.has(value)
}

/**
 * The CSP sources (`'sha256-…'`) of the inline scripts of an HTML page, each once, in page order.
 * A script is its bytes between `<script …>` and `</script` (a script's text is never
 * entity-decoded, and the page is UTF-8, so these are the bytes the browser hashes). Anything
 * this reading gets wrong is left unhashed, which the browser then refuses: it fails closed.
 */
export function inlineScriptSources(html) {
  const sources = new Set()
  let at = html.indexOf(scriptOpen)
  while (at !== -1) {
    const afterName = html[at + scriptOpen.length]
    // `<scripts>` or `<script-x>` is another element
    const isScript =
      afterName === tagEnd ||
      afterName === 0x2f ||
      afterName === 0x20 ||
      afterName === 0x09 ||
      afterName === 0x0a ||
      afterName === 0x0c ||
      afterName === 0x0d
    if (!isScript) {
      at = html.indexOf(scriptOpen, at + scriptOpen.length)
      continue
    }
    // React escapes `>` inside attribute values, so the first `>` ends the start tag
    const end = html.indexOf(tagEnd, at + scriptOpen.length)
    if (end === -1) break
    const close = html.indexOf(scriptClose, end + 1)
    if (close === -1) break
    const attributes = html.toString('latin1', at + scriptOpen.length, end)
    if (runsInline(attributes)) {
      const digest = createHash('sha256')
        .update(html.subarray(end + 1, close))
        .digest('base64')
      sources.add(`'sha256-${digest}'`)
    }
    at = html.indexOf(scriptOpen, close + scriptClose.length)
  }
  return [...sources]
}

/** The policy with these sources added to its `script-src` (a policy without one is kept as is). */
export function policyWithSources(policy, sources) {
  if (sources.length === 0) return policy
  const directives = policy.split(';')
  const index = directives.findIndex((directive) => /^\s*script-src(\s|$)/i.test(directive))
  if (index === -1) return policy
  directives[index] = `${directives[index].trimEnd()} ${sources.join(' ')}`
  return directives.join(';')
}

/**
 * A page Next keeps (ISR) is sent as the same text on every request: its sources are remembered
 * per URL and taken again while the text is the same (most often the very same string, compared
 * in no time), so a stored page costs no hashing. Bounded: the least recently sent go first.
 */
export function pageSourcesMemory(limit = 100) {
  const remembered = new Map()
  return (key, text) => {
    const known = remembered.get(key)
    if (known && known.text === text) {
      remembered.delete(key)
      remembered.set(key, known)
      return known
    }
    const bytes = Buffer.from(text, 'utf8')
    const entry = { text, length: bytes.length, sources: inlineScriptSources(bytes) }
    remembered.delete(key)
    remembered.set(key, entry)
    if (remembered.size > limit) remembered.delete(remembered.keys().next().value)
    return entry
  }
}

const sourcesOfPage = pageSourcesMemory()

function headerOf(res, pending, name) {
  const fromWriteHead = pending?.headers
  if (fromWriteHead) {
    for (const key of Object.keys(fromWriteHead))
      if (key.toLowerCase() === name) return fromWriteHead[key]
  }
  return res.getHeader(name)
}

/** Whether this answer waits for its last byte to get its scripts' hashes. */
function isHashed(req, res, pending) {
  if (req.method === 'HEAD') return false
  const status = pending?.statusCode ?? res.statusCode
  if (status === 204 || status === 304) return false
  const type = String(headerOf(res, pending, 'content-type') ?? '')
  if (!/^\s*text\/html\b/i.test(type)) return false
  const policy = headerOf(res, pending, 'content-security-policy')
  return typeof policy === 'string' && !policy.includes("'nonce-")
}

/**
 * Makes a Node response send an HTML page's policy with its inline scripts' hashes. Next writes
 * through `writeHead`/`flushHeaders`/`write`/`flush`/`end`; an answer to hash is kept whole
 * (Next streams a page rendered on a cache miss: its first byte then waits for its last) and
 * sent in one `end` with its length.
 */
export function withInlineScriptHashes(req, res) {
  const inner = {
    writeHead: res.writeHead,
    flushHeaders: res.flushHeaders,
    write: res.write,
    end: res.end,
  }
  /** @type {'undecided' | 'hashed' | 'streamed' | 'sending'} */
  let mode = 'undecided'
  /** @type {{ statusCode: number, statusMessage?: string, headers?: Record<string, unknown> } | null} */
  let pending = null
  const chunks = []

  const decide = () => {
    if (mode === 'undecided') mode = isHashed(req, res, pending) ? 'hashed' : 'streamed'
    return mode
  }

  res.writeHead = function (statusCode, ...rest) {
    if (mode === 'streamed' || mode === 'sending')
      return inner.writeHead.call(this, statusCode, ...rest)
    const statusMessage = typeof rest[0] === 'string' ? rest[0] : undefined
    const headers = rest.find((argument) => argument && typeof argument === 'object')
    if (Array.isArray(headers)) {
      // raw header lists are not read here: sent as they are
      mode = 'streamed'
      return inner.writeHead.call(this, statusCode, ...rest)
    }
    pending = { statusCode, statusMessage, headers }
    if (decide() === 'streamed') {
      pending = null
      return inner.writeHead.call(this, statusCode, ...rest)
    }
    return this
  }
  res.flushHeaders = function () {
    if (decide() !== 'hashed') return inner.flushHeaders.call(this)
  }
  res.write = function (chunk, encoding, callback) {
    if (decide() !== 'hashed') return inner.write.call(this, chunk, encoding, callback)
    if (chunk != null && chunk.length > 0) {
      chunks.push(
        typeof chunk === 'string'
          ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8')
          : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength),
      )
    }
    const done = typeof encoding === 'function' ? encoding : callback
    if (typeof done === 'function') process.nextTick(done)
    return true
  }
  // the compression's flush (Next calls it after each chunk) has nothing to flush while held
  const innerFlush = res.flush
  if (typeof innerFlush === 'function') {
    res.flush = function () {
      if (mode !== 'hashed') return innerFlush.call(this)
    }
  }
  res.end = function (chunk, encoding, callback) {
    if (typeof chunk === 'function') {
      callback = chunk
      chunk = undefined
    } else if (typeof encoding === 'function') {
      callback = encoding
      encoding = undefined
    }
    if (decide() !== 'hashed') return inner.end.call(this, chunk, encoding, callback)
    mode = 'sending'
    let body
    let length
    let sources
    if (chunks.length === 0 && typeof chunk === 'string' && (!encoding || encoding === 'utf8')) {
      // a stored page, sent whole (Next's `res.end(html)`)
      const page = sourcesOfPage(req.url, chunk)
      ;({ length, sources } = page)
      body = chunk
    } else {
      // a page rendered now, streamed in parts
      if (chunk != null) res.write(chunk, encoding)
      body = Buffer.concat(chunks)
      chunks.length = 0
      length = body.length
      sources = inlineScriptSources(body)
    }
    if (pending?.headers) {
      for (const [name, value] of Object.entries(pending.headers))
        if (value !== undefined) res.setHeader(name, value)
    }
    const policy = String(res.getHeader('content-security-policy'))
    res.setHeader('content-security-policy', policyWithSources(policy, sources))
    // (never removeHeader('transfer-encoding'): Node then frames the answer by closing the
    // connection, which the front reads as an empty body)
    res.setHeader('content-length', length)
    if (pending) inner.writeHead.call(this, pending.statusCode, pending.statusMessage)
    return inner.end.call(this, body, callback)
  }
  return res
}
