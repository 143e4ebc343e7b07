/**
 * The client's address for every request, taken from the socket (business rules §10: per-client
 * limits must not be fooled by a header the client writes). A forwarded chain is believed only
 * as far as the hops in TRUSTED_PROXIES (addresses or CIDR ranges, comma-separated): with none,
 * whatever X-Forwarded-For a client sends is replaced by the socket's address.
 */
import { BlockList, isIP } from 'node:net'

/** Parses TRUSTED_PROXIES into a BlockList; entries that are not an address or a range are reported. */
export function trustedProxiesFrom(value) {
  const list = new BlockList()
  const invalid = []
  for (const entry of (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [address, prefix] = entry.split('/')
    const family = isIP(address)
    const bits = prefix === undefined ? (family === 6 ? 128 : 32) : Number(prefix)
    if (!family || !Number.isInteger(bits) || bits < 0 || bits > (family === 6 ? 128 : 32)) {
      invalid.push(entry)
      continue
    }
    list.addSubnet(address, bits, family === 6 ? 'ipv6' : 'ipv4')
  }
  return { list, invalid }
}

/** Whether `address` (a socket's remote address) is one of the trusted proxies. */
export function isTrusted(list, address) {
  const family = isIP(address)
  if (!family) return false
  if (list.check(address, family === 6 ? 'ipv6' : 'ipv4')) return true
  // an IPv4 client seen on a dual-stack socket
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  return !!mapped && list.check(mapped[1], 'ipv4')
}

/** Headers only a trusted hop may set; from anyone else they are dropped. */
const forwardedHeaders = [
  'x-forwarded-for',
  'x-real-ip',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'forwarded',
]

/**
 * Rewrites a Node request's forwarding headers in place: the socket's address is always the
 * last hop of X-Forwarded-For; what came before it is kept only when the socket is a trusted proxy.
 */
export function settleClientAddress(req, trusted) {
  const socketAddress = req.socket?.remoteAddress ?? ''
  if (isTrusted(trusted, socketAddress)) {
    const chain = req.headers['x-forwarded-for']
    const earlier = Array.isArray(chain) ? chain.join(', ') : chain
    req.headers['x-forwarded-for'] = earlier ? `${earlier}, ${socketAddress}` : socketAddress
    return
  }
  for (const name of forwardedHeaders) delete req.headers[name]
  if (socketAddress) req.headers['x-forwarded-for'] = socketAddress
}
