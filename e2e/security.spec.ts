/**
 * What an attacker sees of the running production build (issue 15, the security probe's
 * findings that only a real server shows): redirects that stay on the site, security headers on
 * every kind of page (cached pages stay cached; pages rendered per request carry a nonce), 404s
 * instead of 500s for malformed paths, no secret value in anything a browser can fetch, no call
 * to Gravatar from the admin, and a production server that will not start without its secret.
 */
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { canarySecrets } from './support/canary-secrets.mjs'
import { expect, refusedByPolicy, test, type Page } from './support/test'
import { staff, staffHeaders } from './support/staff'

test('preview exit and the sign-in callback never send anyone off-site (findings 1, 2)', async ({
  request,
  baseURL,
}) => {
  for (const trick of ['/.//evil.example', '/..%2f%2fevil.example', '//evil.example/x']) {
    const exit = await request.get(`/api/preview/exit?path=${encodeURIComponent(trick)}`, {
      maxRedirects: 0,
    })
    expect(exit.status()).toBe(307)
    expect(new URL(exit.headers().location ?? '', baseURL).origin).toBe(new URL(baseURL!).origin)

    const callback = await request.get(
      `/auth/callback?locale=en&returnTo=${encodeURIComponent(trick)}`,
      { maxRedirects: 0, headers: { cookie: `ac_return_to=${encodeURIComponent(trick)}` } },
    )
    expect(callback.status()).toBe(303)
    const landing = new URL(callback.headers().location ?? '', baseURL)
    expect([landing.origin, landing.pathname]).toEqual([new URL(baseURL!).origin, '/'])
  }
})

test('staff preview still turns draft mode on and off, on this site only', async ({
  playwright,
  baseURL,
}) => {
  const staffClient = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { origin: new URL(baseURL!).origin },
  })
  const login = await staffClient.post('/api/cms/staff/login', { data: staff })
  expect(login.status()).toBe(200)
  const enter = await staffClient.get('/api/preview?path=%2Fproducts', { maxRedirects: 0 })
  expect([enter.status(), enter.headers().location]).toEqual([307, '/products'])
  expect(enter.headers()['set-cookie']).toContain('__prerender_bypass=')
  const offSite = await staffClient.get('/api/preview?path=%2F.%2F%2Fevil.example', {
    maxRedirects: 0,
  })
  expect(offSite.status()).toBe(400)
  await staffClient.dispose()
})

const cachedPages = [
  '/',
  '/es',
  '/products',
  '/es/productos',
  '/products/22mm-nema-push-buttons',
  '/search?q=relay',
]

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name as string, values]),
  )
}

test('cached pages carry the policy with their inline scripts’ hashes and no unsafe-inline, stay cached, and their only inline scripts are Next’s page data (finding 10; issue 38, item 15)', async ({
  request,
}) => {
  for (const pagePath of cachedPages) {
    await request.get(pagePath)
    const response = await request.get(pagePath)
    expect([pagePath, response.status()]).toEqual([pagePath, 200])
    const headers = response.headers()
    const policy = directives(headers['content-security-policy'] ?? '')
    expect(policy.get('default-src')).toEqual(["'self'"])
    const scriptSources = policy.get('script-src') ?? []
    expect(scriptSources[0]).toBe("'self'")
    expect([pagePath, scriptSources]).not.toContainEqual("'unsafe-inline'")
    expect(scriptSources).not.toContain("'unsafe-eval'")
    expect(policy.get('object-src')).toEqual(["'none'"])
    expect(policy.get('base-uri')).toEqual(["'self'"])
    expect(policy.get('form-action')).toEqual(["'self'"])
    expect(policy.get('frame-ancestors')).toEqual(["'none'"])
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['permissions-policy']).toContain('camera=()')
    expect(headers['strict-transport-security']).toMatch(/max-age=\d{7,}/)
    if (!pagePath.startsWith('/search')) {
      expect([pagePath, headers['x-nextjs-cache']]).toEqual([pagePath, 'HIT'])
    }
    const html = await response.text()
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
      .filter(([, attributes]) => !/type="application\/ld\+json"/.test(attributes ?? ''))
      .map(([, , body]) => body ?? '')
    expect(inline.length).toBeGreaterThan(0)
    for (const body of inline) {
      expect([pagePath, body.slice(0, 40)]).toEqual([
        pagePath,
        // Next's page data, Turbopack's registration of the page's chunks, and React's
        // instructions that put streamed parts in place (the search page streams its results)
        expect.stringMatching(
          /^\(?self\.__next_f|^\(globalThis\["TURBOPACK"\]|^(requestAnimationFrame\(function\(\)\{)?\$R[A-Z]/,
        ),
      ])
    }
    // exactly the page's own inline scripts may run: each by its hash, nothing else
    const hashes = inline.map(
      (body) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`,
    )
    expect([
      pagePath,
      [...new Set(scriptSources.filter((s) => s.startsWith("'sha256-")))].sort(),
    ]).toEqual([pagePath, [...new Set(hashes)].sort()])
  }
})

test('pages rendered per request carry a fresh nonce on every script and no unsafe-inline for scripts (finding 10)', async ({
  request,
}) => {
  for (const pagePath of ['/login', '/es/iniciar-sesion', '/cart', '/es/carrito']) {
    const first = await request.get(pagePath)
    const second = await request.get(pagePath)
    expect([pagePath, first.status()]).toEqual([pagePath, 200])
    const policy = directives(first.headers()['content-security-policy'] ?? '')
    const scriptSources = policy.get('script-src') ?? []
    expect(scriptSources).not.toContain("'unsafe-inline'")
    const nonce = /^'nonce-(.+)'$/.exec(
      scriptSources.find((s) => s.startsWith("'nonce-")) ?? '',
    )?.[1]
    expect(nonce, pagePath).toBeTruthy()
    expect(second.headers()['content-security-policy']).not.toContain(`'nonce-${nonce}'`)
    expect(policy.get('frame-ancestors')).toEqual(["'none'"])
    const scripts = [...(await first.text()).matchAll(/<script\b([^>]*)>/g)].map(
      ([, attributes]) => attributes ?? '',
    )
    expect(scripts.length).toBeGreaterThan(0)
    for (const attributes of scripts) {
      if (/type="application\/ld\+json"/.test(attributes)) continue
      expect([pagePath, attributes]).toEqual([
        pagePath,
        expect.stringContaining(`nonce="${nonce}"`),
      ])
    }
  }
})

test('the admin has its own policy and never calls Gravatar (findings 10, 14)', async ({
  page,
}) => {
  const thirdParty: string[] = []
  page.on('request', (each) => {
    if (
      !each.url().startsWith(new URL(page.url() || 'http://127.0.0.1').origin) &&
      /gravatar/i.test(each.url())
    )
      thirdParty.push(each.url())
  })
  const watched = await watchScripts(page)
  const login = await page.goto('/admin/login')
  const policy = directives(login?.headers()['content-security-policy'] ?? '')
  expect(policy.get('frame-ancestors')).toEqual(["'self'"])
  // the admin's scripts run by a nonce of each request, not by 'unsafe-inline' (issue 38, item 15)
  const nonce = /^'nonce-(.+)'$/.exec(
    (policy.get('script-src') ?? []).find((source) => source.startsWith("'nonce-")) ?? '',
  )?.[1]
  expect(nonce).toBeTruthy()
  expect(policy.get('script-src')).not.toContain("'unsafe-inline'")
  const scripts = [...((await login?.text()) ?? '').matchAll(/<script\b([^>]*)>/g)]
  expect(scripts.length).toBeGreaterThan(0)
  for (const [, attributes] of scripts) expect(attributes).toContain(`nonce="${nonce}"`)
  await page.locator('#field-email').fill(staff.email)
  await page.locator('#field-password').fill(staff.password)
  await page.getByRole('button', { name: /Login|Iniciar/ }).click()
  await expect(page).toHaveURL(/\/admin$/)
  await page.goto('/admin/account')
  await expect(page.locator('#field-email')).toHaveValue(staff.email)
  expect(thirdParty).toEqual([])
  expect(await page.locator('img[src*="gravatar"]').count()).toBe(0)
  expect(watched.violations).toEqual([])
})

/** Dialogs a page opens and the policy violations it reports, from before its first script. */
async function watchScripts(page: Page) {
  const dialogs: string[] = []
  const violations: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text())
  })
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      // zod asks once whether `new Function` is allowed and takes the answer (no policy allows
      // eval); an inline script, an event attribute or a script URL refused is what counts here
      if (event.blockedURI === 'eval') return
      console.error(
        `Content Security Policy violation: ${event.effectiveDirective} ${event.blockedURI} ${event.sample}`,
      )
    })
  })
  return { dialogs, violations }
}

/**
 * Whether React hydrated the page: it does so from the page data its inline scripts carry, so a
 * page whose inline scripts were refused never gets there.
 */
async function pageDataRan(page: Page): Promise<boolean> {
  return page.evaluate(() =>
    [...document.querySelectorAll('body *')].some((element) =>
      Object.keys(element).some((key) => key.startsWith('__reactFiber$')),
    ),
  )
}

test('every page runs its own scripts with no policy violation, in both languages (issue 38, item 15)', async ({
  page,
}) => {
  const watched = await watchScripts(page)
  await page.goto('/products/22mm-nema-push-buttons')
  const partPath = await page
    .locator('a[href^="/products/22mm-nema-push-buttons/"]')
    .first()
    .getAttribute('href')
  expect(partPath).toBeTruthy()
  const pages = [
    '/',
    '/es',
    '/products/22mm-nema-push-buttons',
    '/es/productos/22mm-nema-push-buttons',
    partPath!,
    partPath!.replace('/products/', '/es/productos/'),
    '/search?q=relay',
    '/es/buscar?q=rele',
    '/cart',
    '/es/carrito',
    '/login',
    '/es/iniciar-sesion',
    '/admin/login',
  ]
  for (const pagePath of pages) {
    // twice: rendered on a miss, then as the cache keeps it
    for (const visit of [1, 2]) {
      const response = await page.goto(pagePath, { waitUntil: 'load' })
      expect([pagePath, visit, response?.status()]).toEqual([pagePath, visit, 200])
      await expect.poll(() => pageDataRan(page), { message: pagePath }).toBe(true)
      expect([pagePath, visit, watched.violations]).toEqual([pagePath, visit, []])
    }
  }
  expect(watched.dialogs).toEqual([])
})

const injected =
  '<script>alert("inline script ran")</script><img src="x" onerror="alert(\'onerror ran\')">'

function paragraph(text: string) {
  const element = { format: '', indent: 0, version: 1, direction: 'ltr' }
  return {
    root: {
      ...element,
      type: 'root',
      children: [
        {
          ...element,
          type: 'paragraph',
          textFormat: 0,
          textStyle: '',
          children: [
            { type: 'text', text, format: 0, style: '', mode: 'normal', detail: 0, version: 1 },
          ],
        },
      ],
    },
  }
}

test('an inline script or onerror attribute put in a page’s rich text, or into the page later, never runs (issue 38, item 15)', async ({
  page,
  request,
}) => {
  test.info().annotations.push({
    type: refusedByPolicy,
    description: 'it puts scripts into the page for the policy to refuse',
  })
  const headers = await staffHeaders(request)
  const slug = `csp-probe-${Date.now()}`
  const created = await request.post('/api/cms/pages?locale=en', {
    headers,
    data: {
      title: 'CSP probe',
      slug,
      layout: [{ blockType: 'richText', content: paragraph(injected) }],
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const { id, layout } = (
    (await created.json()) as { doc: { id: number; layout: { id: string }[] } }
  ).doc
  // the same block (by its id), its Spanish text
  const spanish = await request.patch(`/api/cms/pages/${id}?locale=es`, {
    headers,
    data: {
      title: 'Sonda CSP',
      slug: `${slug}-es`,
      layout: [{ id: layout[0]!.id, blockType: 'richText', content: paragraph(injected) }],
    },
  })
  expect(spanish.status(), await spanish.text()).toBe(200)
  const published = await request.patch(`/api/cms/pages/${id}?locale=en`, {
    headers,
    data: { _status: 'published' },
  })
  expect(published.status(), await published.text()).toBe(200)

  const watched = await watchScripts(page)
  await expect(async () => {
    expect((await page.goto(`/${slug}`))?.status()).toBe(200)
  }).toPass({ timeout: 15_000 })
  // rich text is text: the markup shows as typed, and is no element
  await expect(page.getByText('alert("inline script ran")', { exact: false })).toBeVisible()
  await expect.poll(() => pageDataRan(page)).toBe(true)

  // whatever would slip into the page later (a script or an event attribute put in the DOM)
  // is refused by the policy: only the page's own scripts, by their hashes, may run
  await page.evaluate(() => {
    const holder = document.createElement('div')
    holder.innerHTML = '<img src="/nowhere.png" onerror="alert(\'onerror ran\')">'
    document.body.append(holder)
    const script = document.createElement('script')
    script.textContent = 'alert("inline script ran")'
    document.body.append(script)
  })
  await expect
    .poll(() => watched.violations.length, { message: 'the policy reports what it refused' })
    .toBeGreaterThanOrEqual(2)
  await page.waitForTimeout(500)
  expect(watched.dialogs).toEqual([])
})

test('malformed paths and missing images answer 4xx, never 500 (finding 11)', async ({
  request,
}) => {
  const malformed = await request.get('/products/%ff')
  expect(malformed.status()).toBe(404)
  const missingImage = await request.get(
    '/_next/image?url=%2Fapi%2Fcms%2Fmedia%2Ffile%2Fnowhere.png&w=640&q=75',
  )
  expect(missingImage.status()).toBeGreaterThanOrEqual(400)
  expect(missingImage.status()).toBeLessThan(500)
})

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    return entry.isDirectory() ? filesUnder(full) : [full]
  })
}

test('no secret value reaches a file or page the browser can fetch (canary build)', async ({
  request,
}) => {
  const secrets = Object.values(canarySecrets)
  const files = [...filesUnder('.next/static'), ...filesUnder('public')]
  expect(files.length).toBeGreaterThan(20)
  for (const file of files) {
    const text = fs.readFileSync(file, 'latin1')
    for (const secret of secrets) expect([file, text.includes(secret)]).toEqual([file, false])
  }
  for (const pagePath of [
    ...cachedPages,
    '/login',
    '/cart',
    '/robots.txt',
    '/sitemap.xml',
    '/api/public/session',
    '/admin/login',
  ]) {
    const text = await (await request.get(pagePath)).text()
    for (const secret of secrets)
      expect([pagePath, text.includes(secret)]).toEqual([pagePath, false])
  }
})

test('a production server without PAYLOAD_SECRET stops with a clear message (finding 6)', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-no-secret-'))
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: `file:${path.join(dir, 'x.db')}`,
  }
  delete env.PAYLOAD_SECRET
  delete env.SHOP_LOCAL_START
  const server = spawn(process.execPath, ['scripts/serve.mjs', '3199'], { env })
  let output = ''
  server.stdout.on('data', (chunk) => (output += String(chunk)))
  server.stderr.on('data', (chunk) => (output += String(chunk)))
  const code = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => {
      server.kill('SIGKILL')
      resolve(null)
    }, 45_000)
    server.on('exit', (exitCode) => {
      clearTimeout(timer)
      resolve(exitCode)
    })
  })
  fs.rmSync(dir, { recursive: true, force: true })
  expect(code).toBe(1)
  expect(output).toContain('PAYLOAD_SECRET is not set')
})
