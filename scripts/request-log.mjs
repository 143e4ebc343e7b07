/**
 * Every request that reaches Next gets an id: the caching front's `X-Request-Id` when the request
 * came through a trusted hop (TRUSTED_PROXIES), else a new one. The id goes back as
 * `X-Request-Id`, into one JSON line per request (method, path without its query, status, time),
 * and to the app (the request header), which logs a failure's stack with it. An answer of 5xx
 * also sets `shop_error_ref` (readable by the page, ten minutes), so the error page can show the
 * id a buyer quotes to staff.
 * REQUEST_LOG: unset or `stdout` (default), `off`, or a file to append to.
 */
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'

/** The cookie the error page reads (src/ui/error-reference.ts; a unit test keeps the names equal). */
export const errorReferenceCookie = 'shop_error_ref'

/** Ids from the front look like `1764111111-32770-482913845`; a uuid is also fine. Nothing else. */
const wellFormedId = /^[A-Za-z0-9._-]{8,100}$/

/** The request's id: the trusted hop's when it sent a well-formed one, else a new uuid. */
export function requestIdOf(req, fromTrustedHop) {
  const given = req.headers['x-request-id']
  if (fromTrustedHop && typeof given === 'string' && wellFormedId.test(given)) return given
  return randomUUID()
}

/** Where the lines go, from REQUEST_LOG: a function taking one line, or null for none. */
export function requestLogSink(value = process.env.REQUEST_LOG) {
  if (value === 'off') return null
  if (!value || value === 'stdout') return (line) => process.stdout.write(`${line}\n`)
  const file = fs.createWriteStream(value, { flags: 'a' })
  return (line) => file.write(`${line}\n`)
}

/**
 * Gives `req` its id (request header for the app, response header for the client) and writes
 * its line to `sink` when the answer is finished, or cut off (`aborted: true`).
 */
export function logRequest(req, res, id, sink) {
  req.headers['x-request-id'] = id
  res.setHeader('x-request-id', id)
  const writeHead = res.writeHead
  res.writeHead = function (statusCode, ...rest) {
    if (statusCode >= 500) {
      const earlier = res.getHeader('set-cookie')
      const cookies = earlier === undefined ? [] : [earlier].flat().map(String)
      res.setHeader('set-cookie', [
        ...cookies,
        `${errorReferenceCookie}=${id}; Path=/; Max-Age=600; SameSite=Lax`,
      ])
    }
    return writeHead.call(this, statusCode, ...rest)
  }
  if (!sink) return
  const started = process.hrtime.bigint()
  let written = false
  const write = (aborted) => {
    if (written) return
    written = true
    const line = {
      time: new Date().toISOString(),
      id,
      method: req.method,
      path: (req.url ?? '/').split('?')[0],
      status: res.statusCode,
      ms: Math.round(Number(process.hrtime.bigint() - started) / 1e4) / 100,
    }
    if (aborted) line.aborted = true
    sink(JSON.stringify(line))
  }
  res.on('finish', () => write(false))
  res.on('close', () => write(!res.writableFinished))
}
