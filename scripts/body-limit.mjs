/**
 * Refuses a request body over its limit (src/platform/body-limit.mjs) before Next reads it:
 * a Content-Length over the limit is answered 413 at once, unread; a body without one (chunked)
 * is counted as it arrives and the request is cut with 413 when it passes the limit. Either way
 * the rest of the body is dropped as it arrives (never kept) and the connection closed after the
 * answer: not at once, since closing a socket with unread bytes sends a reset that can reach
 * the client before it has read the 413 (the lingering close web servers do), but when the
 * client has sent its body, or has paused or gone on too long (`lingerIdleMs`, `lingerMaxMs`).
 */
import { bodyLimitFor, bodyTooLargeAnswer } from '../src/platform/body-limit.mjs'

/**
 * How long a refused client may pause, and how long it may go on sending in all, before its
 * connection is cut. Pauses are judged after the socket has been read: a shop busy for seconds
 * (or a client starved of CPU) must not mistake its own delay for a silent client.
 */
export const lingerIdleMs = 5000
export const lingerMaxMs = 30_000

/**
 * Sends the 413 whole but ends the response only once the client has sent its body (or has
 * paused or gone on too long): a socket closed with unread bytes resets the connection, which
 * a client still writing sees as EPIPE or ECONNRESET instead of the answer. The client has the
 * whole answer at once (its Content-Length is met); only the socket's close waits. Returns what
 * to call once the client has sent everything.
 */
function refuse(req, res) {
  // Next may still be waiting for the body it will never get; what it writes later goes nowhere
  res.on('error', () => {})
  const socket = req.socket
  if (res.headersSent) {
    socket?.destroy()
    return () => {}
  }
  const { contentType, body } = bodyTooLargeAnswer(req.url ?? '/')
  res.writeHead(413, {
    'Content-Type': contentType,
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    Connection: 'close',
  })
  res.write(body)
  const startedAt = Date.now()
  let heardAt = startedAt
  const heard = () => (heardAt = Date.now())
  socket?.on('data', heard)
  let timer
  let ended = false
  const endAnswer = () => {
    if (ended) return
    ended = true
    clearTimeout(timer)
    socket?.off('data', heard)
    res.end()
  }
  const watch = (wait) => {
    timer = setTimeout(
      // setImmediate runs after the poll phase: whatever the socket holds has been read by then
      () =>
        setImmediate(() => {
          if (ended) return
          const now = Date.now()
          const idle = now - heardAt
          if (idle >= lingerIdleMs || now - startedAt >= lingerMaxMs) {
            endAnswer()
            socket?.destroy()
          } else watch(Math.min(lingerIdleMs - idle, lingerMaxMs - (now - startedAt)))
        }),
      wait,
    )
    timer.unref?.()
  }
  watch(lingerIdleMs)
  // whatever still arrives is dropped: the parser reads it, nothing keeps it
  req.on('end', endAnswer)
  req.resume()
  return endAnswer
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
        let clientDone = () => {}
        req.push = (rest) => {
          if (rest === null || rest === undefined) clientDone()
          return true
        }
        clientDone = refuse(req, res)
        return true
      }
    }
    return push.call(this, chunk, encoding)
  }
  return false
}
