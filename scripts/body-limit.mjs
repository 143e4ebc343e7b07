/**
 * Refuses a request body over its limit (src/platform/body-limit.mjs) before Next reads it:
 * a Content-Length over the limit is answered 413 at once, unread; a body without one (chunked)
 * is counted as it arrives and the request is cut with 413 when it passes the limit. Either way
 * the connection is closed after the answer, so the rest of the body is never read.
 */
import { bodyLimitFor, bodyTooLargeAnswer } from '../src/platform/body-limit.mjs'

function refuse(req, res) {
  // Next may still be waiting for the body it will never get; what it writes later goes nowhere
  res.on('error', () => {})
  if (res.headersSent) {
    req.socket?.destroy()
    return
  }
  const { contentType, body } = bodyTooLargeAnswer(req.url ?? '/')
  res.writeHead(413, {
    'Content-Type': contentType,
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    Connection: 'close',
  })
  res.end(body, () => req.socket?.destroy())
}

/**
 * Answers true when the request was refused (the caller stops there). Otherwise, for a body of
 * unknown length, counts what the socket delivers (every chunk passes through the request's
 * `push`) and cuts the request at the limit.
 *
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export function refusedOverLimit(req, res) {
  const limit = bodyLimitFor({
    method: req.method,
    url: req.url,
    contentType: String(req.headers['content-type'] ?? ''),
  })
  if (limit === null) return false
  const declared = req.headers['content-length']
  if (declared !== undefined) {
    // Node has refused a malformed or duplicated Content-Length before this point
    if (Number(declared) > limit) {
      refuse(req, res)
      return true
    }
    return false
  }
  if (req.headers['transfer-encoding'] === undefined) return false
  let received = 0
  const push = req.push
  req.push = function (chunk, encoding) {
    if (chunk !== null && chunk !== undefined) {
      received += chunk.length
      if (received > limit) {
        req.push = push
        refuse(req, res)
        return false
      }
    }
    return push.call(this, chunk, encoding)
  }
  return false
}
