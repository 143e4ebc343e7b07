/**
 * SIGTERM for the shop's HTTP server (a deploy, a rolling restart): take no new connection,
 * finish every request already sent, then answer `done`.
 *
 * Node's own `server.close()` is not enough: it also destroys every connection it thinks idle,
 * and a connection whose request bytes have arrived but were not read yet (the server was busy,
 * say with its first Payload start) counts as idle. A test caught a quote cut that way
 * (ECONNRESET) under the bounded-heap worker, where the relayed signal can be handled before
 * the socket's data. So connections are tracked here:
 * - one that has served requests and has none in flight is closed at once (a keep-alive client
 *   opens a new connection, to another instance behind the front);
 * - one with a request in flight finishes it, answered with `Connection: close` (when its head
 *   has not gone out yet), and is closed after it;
 * - one that has sent nothing yet gets `freshGraceMs` to send its request, then is closed.
 * The listener closes `acceptDrainMs` after the signal, not at once: connections the kernel
 * accepted while the thread was busy wait in its backlog, and closing the listener resets them
 * (the same test: a quote sent while the server started Payload was reset). The delay lets the
 * event loop take them first. `timeoutMs` after the signal the server gives up waiting and
 * answers `done` anyway.
 */
import net from 'node:net'

export function gracefulClose(
  server,
  { acceptDrainMs = 250, freshGraceMs = 2_000, timeoutMs = 30_000 } = {},
) {
  /** Each open connection: requests in flight and requests answered. */
  const connections = new Map()
  let closing = false
  let listening = true
  let finish = () => {}

  const settle = () => {
    if (closing && !listening && connections.size === 0) finish()
  }
  const closeIfIdle = (socket) => {
    const state = connections.get(socket)
    if (state && state.inFlight === 0 && state.answered > 0) socket.destroy()
  }

  server.on('connection', (socket) => {
    connections.set(socket, { inFlight: 0, answered: 0, responses: new Set() })
    socket.once('close', () => {
      connections.delete(socket)
      settle()
    })
  })
  // first among the request listeners, so it runs before the shop's handler may answer
  server.prependListener('request', (req, res) => {
    const state = connections.get(req.socket)
    if (!state) return
    state.inFlight += 1
    state.responses.add(res)
    if (closing) res.shouldKeepAlive = false
    res.once('close', () => {
      state.inFlight -= 1
      state.answered += 1
      state.responses.delete(res)
      if (closing) closeIfIdle(req.socket)
    })
  })

  /** Starts closing; `done` is called once, when the last connection is gone (or at the timeout). */
  return function close(done) {
    if (closing) return
    closing = true
    let called = false
    finish = () => {
      if (called) return
      called = true
      done()
    }
    for (const [socket, state] of connections) {
      // answered with `Connection: close` (a head already sent: closed once the answer is out)
      for (const res of state.responses) res.shouldKeepAlive = false
      closeIfIdle(socket)
    }
    setTimeout(finish, timeoutMs).unref()
    setTimeout(() => {
      // after a poll of the event loop (setImmediate follows it): the backlog is taken
      setImmediate(() => {
        // stop listening only: http.Server's close() would also cut connections it thinks idle
        net.Server.prototype.close.call(server)
        listening = false
        settle()
        setTimeout(() => {
          for (const [socket, state] of connections) {
            if (state.answered + state.inFlight === 0) socket.destroy()
          }
        }, freshGraceMs).unref()
      })
    }, acceptDrainMs)
  }
}
