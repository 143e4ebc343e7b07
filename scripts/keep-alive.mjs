/**
 * How long idle keep-alive connections between the caching front and a shop instance live.
 *
 * Whoever keeps an idle connection longer must not be the one that closes it: if the server
 * closes a connection the front is just reusing, the request sent on it gets no answer (Varnish:
 * `FetchError HTC eof`, and a 503 to the client; a write is not sent again). A load of 200
 * buyers through two instances met this 12 times in 10,000 cart changes with Node's 5 s
 * keep-alive under Varnish's 60 s backend idle timeout. So the front gives up idle connections
 * well before the server would.
 */

/** The shop server's keep-alive timeout (scripts/serve.mjs); Node's default is 5 s. */
export const serverKeepAliveMs = 65_000

/** Varnish's `backend_idle_timeout` (scripts/edge-front.mjs), in seconds: below the server's. */
export const frontBackendIdleSeconds = 30
