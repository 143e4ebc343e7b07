/**
 * The caching front's site-specific VCL (deploy/varnish/shop.vcl includes it): its backends,
 * who may purge (address and secret), which paths keep their cookies, the body limit and the
 * page shown while the shop is down. Generated from the route table and the
 * protection rules so the front never needs its own copy of them. Pure: no I/O.
 */
import { localeCookie, locales, type Locale } from '@/i18n/locales'
import { pathFor, type RouteKey } from '@/i18n/routes'

import en from '../../messages/en.json'
import es from '../../messages/es.json'
import {
  bodyLimitBytes,
  bodyTooLargeAnswer,
  multipartRegex,
  uploadPathRegex,
} from './body-limit.mjs'
import type { ProtectionRules } from './protected-paths'

export type FrontBackend = { host: string; port: number }

/** Pages rendered for one viewer (sign-in, cart, checkout, account, search): cookies go through. */
const viewerRouteKeys: readonly RouteKey[] = ['login', 'cart', 'checkout', 'myAccount', 'search']

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A protection pattern (`/x/**`, `/x*`, `/x`) as a regular expression on the request URL. */
export function patternRegex(pattern: string): string {
  if (pattern.endsWith('/**')) return `^${escapeRegex(pattern.slice(0, -3))}(/|\\?|$)`
  if (pattern.endsWith('*')) return `^${escapeRegex(pattern.slice(0, -1))}`
  const path = pattern.length > 1 && pattern.endsWith('/') ? pattern.slice(0, -1) : pattern
  return `^${escapeRegex(path)}/?(\\?|$)`
}

/** URL patterns whose requests keep their cookies (and so pass): viewer pages and protected paths. */
export function cookiePathRegexes(rules: ProtectionRules): string[] {
  const viewerPages = locales.flatMap((locale) =>
    viewerRouteKeys.map((key) => patternRegex(`${pathFor(locale, key)}/**`)),
  )
  return [...new Set([...viewerPages, ...rules.include.map(patternRegex)])]
}

/** The one API the front stores: a family's parts list, the same for every viewer (list prices). */
export const storedApiRegex = '^/api/public/families/[^/?]+/parts(\\?|$)'

/**
 * Answers kept under the `catalog` key: the products listing, family and part pages, parts
 * lists, and the cross-reference pages (they name parts, and go when the table changes).
 */
export function catalogPathRegexes(): string[] {
  const pages = locales.flatMap((locale) =>
    (['products', 'crossReference'] as const).map((key) =>
      patternRegex(`${pathFor(locale, key)}/**`),
    ),
  )
  return [...pages, storedApiRegex]
}

/**
 * Pages the front stores once whatever their query: the cross-reference pages filter and page
 * in the browser, so `?q=…` or a tracking parameter must not make another copy (nor reach the
 * shop). Next's own `_rsc` requests keep theirs (a different answer, told apart by it).
 */
export function oneCopyPathRegexes(): string[] {
  return locales.map((locale) => patternRegex(`${pathFor(locale, 'crossReference')}/**`))
}

export function oneCopyVcl(): string {
  return `sub shop_one_copy {
  if (req.url ~ ${vclString(anyOf(oneCopyPathRegexes()))} && req.url !~ "[?&]_rsc=") {
    set req.url = regsub(req.url, "\\?.*$", "");
  }
}`
}

/**
 * The bare root answers in the language of its cookie, else of Accept-Language (the shop's
 * answer says `Vary: Cookie, Accept-Language`). Every other cookie is dropped there, so the
 * English home is stored once per language choice and no viewer's session reaches the key.
 */
export function rootLanguageVcl(): string {
  const name = escapeRegex(localeCookie.name)
  const choice = `(${locales.join('|')})`
  return `sub shop_root_language {
  if (req.url ~ "^/(\\?|$)") {
    if (req.http.Cookie ~ "(^|;)\\s*${name}=${choice}\\s*(;|$)") {
      set req.http.Cookie = "${localeCookie.name}=" + regsub(req.http.Cookie, "^(.*;)?\\s*${name}=${choice}\\s*(;.*)?$", "\\2");
    } else {
      unset req.http.Cookie;
    }
    return (hash);
  }
}`
}

/** The header a purge carries its secret in (edge-purge.ts sends it, the front checks it). */
export const edgePurgeHeader = 'X-Purge-Secret'

/** How long a client waits before asking again while the shop is down (Retry-After, seconds). */
export const unavailableRetrySeconds = 10

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * The page the front answers while the shop is down (restarting after a crash): small and
 * self-contained (no request back to the shop), in the manufacturer's green, in the page's
 * language, trying again by itself.
 */
export function unavailablePage(locale: Locale): string {
  const text = (locale === 'es' ? es : en).errors
  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${unavailableRetrySeconds}">
<title>${escapeHtml(text.unavailableTitle)} · Allegheny Controls</title>
<style>
body{margin:0;font-family:ui-sans-serif,system-ui,sans-serif;color:#1f2937;background:#f9fafb}
header{background:#166534;color:#fff;padding:1rem 1.5rem;font-weight:700;font-size:1.25rem}
main{max-width:36rem;margin:3rem auto;padding:0 1.5rem}
h1{font-size:1.5rem;color:#14532d}
a{display:inline-block;margin-top:1rem;padding:.6rem 1.2rem;background:#15803d;color:#fff;border-radius:.375rem;text-decoration:none}
</style></head>
<body><header>Allegheny Controls</header>
<main><h1>${escapeHtml(text.unavailableTitle)}</h1>
<p>${escapeHtml(text.unavailableHelp)}</p>
<a href="">${escapeHtml(text.unavailableRetry)}</a></main></body></html>
`
}

/**
 * Any text as a VCL expression: long strings `{"…"}` hold anything but their own end `"}`, so
 * the text is cut between such a quote and brace and the pieces joined with `+`.
 */
export const vclText = (text: string) => {
  const parts = text.split('"}')
  return parts
    .map((part, index) => {
      const piece = `${index > 0 ? '}' : ''}${part}${index < parts.length - 1 ? '"' : ''}`
      return `{"${piece}"}`
    })
    .join(' + ')
}

/** The unavailable answer for API paths, in the shop's error shape (src/platform/http.ts). */
const unavailableJson = JSON.stringify({
  error: 'The shop is restarting. Try again in a moment.',
  code: 'unavailable',
})

/**
 * The front's answers of its own: a body over the limit refused before it is read (413), and
 * the localized page while no instance of the shop answers (503 with Retry-After).
 */
export function frontAnswersVcl(): string {
  const spanish = `^${escapeRegex(pathFor('es', 'home').replace(/\/$/, ''))}(/|\\?|$)`
  const json = bodyTooLargeAnswer('/api/')
  const plain = bodyTooLargeAnswer('/')
  return `# A body over ${bodyLimitBytes} bytes is refused before it is read, uploads apart (src/platform/body-limit.mjs).
sub shop_body_limit {
  if (!(req.method ~ "^(POST|PATCH)$" && req.url ~ ${vclString(uploadPathRegex)} && req.http.Content-Type ~ ${vclString(`(?i)${multipartRegex}`)})) {
    if (req.http.Content-Length) {
      if (std.integer(s=req.http.Content-Length, fallback=${bodyLimitBytes + 1}) > ${bodyLimitBytes}) {
        return (synth(413, "Payload Too Large"));
      }
    } elsif (req.method != "GET" && req.method != "HEAD" && !std.cache_req_body(${bodyLimitBytes}B)) {
      # a body of unknown length (chunked) is read up to the limit only
      return (synth(413, "Payload Too Large"));
    }
  }
}

sub shop_too_large {
  set resp.http.Connection = "close";
  if (req.url ~ "^/api/") {
    set resp.http.Content-Type = ${vclString(json.contentType)};
    set resp.body = ${vclText(json.body)};
  } else {
    set resp.http.Content-Type = ${vclString(plain.contentType)};
    set resp.body = ${vclText(plain.body)};
  }
}

# No instance answers (the shop crashed and is restarting): a page in the path's language.
sub shop_unavailable {
  set beresp.status = 503;
  set beresp.reason = "Service Unavailable";
  set beresp.http.Retry-After = "${unavailableRetrySeconds}";
  set beresp.http.Cache-Control = "no-store";
  set beresp.ttl = 0s;
  set beresp.uncacheable = true;
  if (bereq.url ~ "^/api/") {
    set beresp.http.Content-Type = "application/json";
    set beresp.body = ${vclText(unavailableJson)};
  } else {
    set beresp.http.Content-Type = "text/html; charset=utf-8";
    set beresp.http.Content-Security-Policy = "default-src 'none'; style-src 'unsafe-inline'";
    if (bereq.url ~ ${vclString(spanish)}) {
      set beresp.http.Content-Language = "es";
      set beresp.body = ${vclText(unavailablePage('es'))};
    } else {
      set beresp.http.Content-Language = "en";
      set beresp.body = ${vclText(unavailablePage('en'))};
    }
  }
}`
}

const vclString = (text: string) => {
  if (/["\n\r]/.test(text)) throw new Error(`Not usable in VCL: ${text}`)
  return `"${text}"`
}

const anyOf = (regexes: readonly string[]) => regexes.map((regex) => `(${regex})`).join('|')

export function frontSiteVcl(options: {
  backends: readonly FrontBackend[]
  purgers: readonly string[]
  /** What a purge must carry in edgePurgeHeader (secrets.ts: edgePurgeSecret). */
  purgeSecret: string
  rules: ProtectionRules
}): string {
  if (options.backends.length === 0) throw new Error('The front needs at least one backend')
  if (!/^[A-Za-z0-9._~+/=-]{16,}$/.test(options.purgeSecret))
    throw new Error('The purge secret must be at least 16 plain characters')
  const backends = options.backends.map(
    (backend, index) => `backend shop${index} {
  .host = ${vclString(backend.host)};
  .port = ${vclString(String(backend.port))};
  .connect_timeout = 2s;
  .first_byte_timeout = 60s;
  .between_bytes_timeout = 30s;
  .probe = {
    .url = "/api/health";
    .timeout = 2s;
    .interval = 3s;
    .window = 5;
    .threshold = 2;
    .initial = 2;
  }
}`,
  )
  return `# Generated by src/platform/edge-front.ts (npm run start:cached, e2e); do not edit.
${backends.join('\n\n')}

acl purgers {
${options.purgers.map((address) => `  ${vclString(address)};`).join('\n')}
}

# A purge comes from a purger's address AND carries the shop's secret: behind a TLS terminator
# on this host without the PROXY protocol every client would look local.
sub shop_purge_allowed {
  if (client.ip !~ purgers || req.http.${edgePurgeHeader} != ${vclString(options.purgeSecret)}) {
    return (synth(403, "Forbidden"));
  }
}

sub shop_init {
  new shop = directors.round_robin();
${options.backends.map((_, index) => `  shop.add_backend(shop${index});`).join('\n')}
}

# Paths rendered for one viewer, and the protected paths: cookies go through, nothing is stored.
sub shop_keeps_cookies {
  if (req.url ~ ${vclString(anyOf(cookiePathRegexes(options.rules)))}) {
    return (pass);
  }
}

# Staff, sign-in and every API but the families' parts lists depend on who asks.
sub shop_viewer_paths {
  if (req.url ~ "^/(admin|auth)(/|\\?|$)" || (req.url ~ "^/api/" && req.url !~ ${vclString(storedApiRegex)})) {
    return (pass);
  }
}

# The bare root: its language choice is part of the key, nothing else of the viewer's.
${rootLanguageVcl()}

# Pages filtered in the browser: one copy, without the query.
${oneCopyVcl()}

${frontAnswersVcl()}

# Answers that show parts or prices: purged together when the catalogue changes.
sub shop_catalog_key {
  if (bereq.url ~ ${vclString(anyOf(catalogPathRegexes()))}) {
    set beresp.http.xkey = beresp.http.xkey + " catalog";
  }
}
`
}
