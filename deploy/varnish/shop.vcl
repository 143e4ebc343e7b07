vcl 4.1;
# The shop's caching front (Varnish 7.1 + varnish-modules' xkey). It stores what the shop marks
# `public` with an `s-maxage` (pages the same for every viewer, the families' parts API), compressed
# once, and passes everything else. The shop purges it by key when a page changes
# (src/platform/edge-purge.ts): `all`, `catalog`, `path:<public path>`.
# Site-specific parts (backends, purgers, cookie paths, catalogue paths) are generated into
# shop-site.vcl by src/platform/edge-front.ts; `npm run start:cached` writes it and starts varnishd.

import std;
import directors;
import xkey;

include "shop-site.vcl";

sub vcl_init {
  call shop_init;
}

sub vcl_recv {
  set req.backend_hint = shop.backend();
  # A fresh id for every request, never the client's: the shop logs it (the shop trusts this hop)
  # and every answer carries it, stored pages included (vcl_deliver).
  set req.http.X-Request-Id = "" + std.integer(time=now) + "-" + req.xid + "-" +
      std.integer(real=std.random(0, 999999999));
  # The client is whoever opened this connection, never what it wrote: the shop trusts this hop
  # (TRUSTED_PROXIES), so its per-client sign-in limits count each client on its own.
  set req.http.X-Forwarded-For = client.ip;
  # This front speaks plain HTTP on its own listener; the `tls` listener takes the PROXY protocol
  # from a TLS terminator on this host (hitch, README), so client.ip above is the real client.
  if (local.socket == "tls") {
    set req.http.X-Forwarded-Proto = "https";
  } else {
    set req.http.X-Forwarded-Proto = "http";
  }
  unset req.http.X-Real-IP;
  unset req.http.Forwarded;
  unset req.http.X-Forwarded-Host;
  unset req.http.X-Forwarded-Port;

  # a body over the limit is refused here, before it is read (shop-site.vcl)
  call shop_body_limit;
  if (req.method == "PURGE") {
    # from a purger's address, with the shop's purge secret (shop-site.vcl)
    call shop_purge_allowed;
    if (!req.http.xkey-purge) {
      return (synth(400, "xkey-purge header missing"));
    }
    set req.http.n-gone = xkey.purge(req.http.xkey-purge);
    return (synth(200, "Purged " + req.http.n-gone));
  }
  unset req.http.X-Purge-Secret;
  if (req.method != "GET" && req.method != "HEAD") {
    return (pass);
  }
  # The bare root picks a language from the cookie or Accept-Language (stored per choice).
  call shop_root_language;
  # Pages filtered in the browser (the cross-reference pages) are stored once, without a query.
  call shop_one_copy;
  # Next's build assets never change under a name: the same for everyone.
  if (req.url ~ "^/_next/static/") {
    unset req.http.Cookie;
    return (hash);
  }
  call shop_viewer_paths;
  call shop_keeps_cookies;
  if (req.http.Authorization) {
    return (pass);
  }
  # A public page: the same HTML for every viewer (prices and the cart come from their own calls).
  unset req.http.Cookie;
  return (hash);
}

sub vcl_backend_response {
  # the id of the request that fetched it belongs to that request alone (vcl_deliver sets each one's)
  unset beresp.http.X-Request-Id;
  if (bereq.url ~ "^/_next/static/" && beresp.http.Cache-Control ~ "immutable" && !beresp.http.Set-Cookie) {
    set beresp.http.xkey = "static";
    return (deliver);
  }
  # Stored only when the shop says so: public, with a lifetime for shared caches, no cookie.
  if (beresp.http.Set-Cookie
      || beresp.http.Cache-Control ~ "(private|no-store|no-cache)"
      || beresp.http.Cache-Control !~ "(^|[ ,])public([ ,;]|$)"
      || beresp.http.Cache-Control !~ "s-maxage=[1-9]") {
    set beresp.ttl = 120s;
    set beresp.uncacheable = true;
    return (deliver);
  }
  # The shop sends no ETag (Next would hash each page's whole HTML on every request for one): the
  # stored object's fetch (its id and time) names this version, so a browser's If-None-Match is
  # answered 304 here while the object lives, and a purged, fetched-again page never matches it.
  if (!beresp.http.ETag) {
    set beresp.http.ETag = {"W/""} + bereq.xid + "-" + std.integer(time=now) + {"""};
  }
  set beresp.http.xkey = "all path:" + regsub(bereq.url, "\?.*$", "");
  call shop_catalog_key;
  # Serving stale while fetching again is for shared caches only: the shop says so in
  # CDN-Cache-Control (RFC 9213), not in Cache-Control, which browsers read too.
  if (beresp.http.CDN-Cache-Control ~ "stale-while-revalidate=[0-9]+") {
    set beresp.grace = std.duration(
      regsub(beresp.http.CDN-Cache-Control, "^.*stale-while-revalidate=([0-9]+).*$", "\1") + "s", 0s);
  }
  return (deliver);
}

# No answer from the instance picked (it was killed, or is restarting before the probe noticed):
# a read is asked of the next one instead (a group's round robin moves on). Writes are not sent
# twice: the front cannot tell a refused connection from one cut after the shop acted on it.
# When none answers (the shop crashed and its command is restarting it), a page in the path's
# language with Retry-After (shop-site.vcl), until the shop is back.
sub vcl_backend_error {
  if ((bereq.method == "GET" || bereq.method == "HEAD") && bereq.retries < 2) {
    return (retry);
  }
  call shop_unavailable;
  return (deliver);
}

sub vcl_deliver {
  unset resp.http.xkey;
  # nothing tells a client which software (and version) serves it
  unset resp.http.Via;
  unset resp.http.X-Varnish;
  unset resp.http.Server;
  set resp.http.X-Request-Id = req.http.X-Request-Id;
  if (obj.uncacheable) {
    set resp.http.X-Cache = "PASS";
  } elsif (obj.hits > 0) {
    set resp.http.X-Cache = "HIT";
  } else {
    set resp.http.X-Cache = "MISS";
  }
}

sub vcl_synth {
  unset resp.http.Via;
  unset resp.http.X-Varnish;
  unset resp.http.Server;
  set resp.http.X-Request-Id = req.http.X-Request-Id;
  set resp.http.Cache-Control = "no-store";
  if (resp.status == 413) {
    call shop_too_large;
    return (deliver);
  }
  set resp.http.Content-Type = "text/plain; charset=utf-8";
  set resp.body = resp.reason + {"
"};
  return (deliver);
}
