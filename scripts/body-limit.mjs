/**
 * Refuses a request body over its limit (src/platform/body-limit.mjs) before Next reads it:
 * a Content-Length over the limit is answered 413 at once, unread; a body without one (chunked)
 * is counted as it arrives and the request is cut with 413 when it passes the limit. Either way
 * the rest of the body is dropped as it arrives (never kept) and the connection closed after the
 * answer: not at once, since closing a socket with unread bytes sends a reset that can reach
 * the client before it has read the 413 (the lingering close web servers do), but when the
 * client has sent its body or after `lingerMs`, whichever comes first.
 */
import { bodyLimitFor, bodyTooLargeAnswer } from '../src/platform/body-limit.mjs'

/** How long a refused client may go on sending before its connection is cut. */
export const lingerMs = 2000

function closeAfterLinger(req) {
  const socket = req.socket
  if (!socket || socket.destroyed) return
  const timer = setTimeout(() => socket.destroy(), lingerMs)
  timer.unref?.()
  socket.once('close', () => clearTimeout(timer))
  // whatever still arrives is dropped: the parser reads it, nothing keeps it
  req.on('end', () => socket.destroy())
  req.resume()
}

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
  res.end(body, () => closeAfterLinger(req))
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
        // from here on Next gets nothing, not even the end: a body cut short must never be
        // taken for a whole one; the connection goes once the client has sent it all
        req.push = (rest) => {
          if (rest === null || rest === undefined) req.socket?.destroy()
          return true
        }
        refuse(req, res)
        return true
      }
    }
    return push.call(this, chunk, encoding)
  }
  return false
}
