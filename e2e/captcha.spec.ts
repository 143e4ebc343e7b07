/**
 * The bot check's notes a buyer reads on the sign-in form (issue 39 #12), in both languages:
 * loading, could not be loaded (with its retry), expired, did not work, and without JavaScript;
 * "Send me a code" stays off until the check passes.
 *
 * The captcha is configured at run time (CAPTCHA_SITE_KEY), so the other specs' shop runs
 * without it: this file starts a second shop process from the same build and data with a site
 * key, and serves the browser a stand-in for Turnstile's script (page.route) whose widget the
 * test solves, expires or breaks, or fails the script to load.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'

import { canarySecrets } from './support/canary-secrets.mjs'
import { shoot, shootDesktopAndPhone } from './support/screenshots'
import { e2eServerEnvFile } from './support/server-env-file.mjs'
import { expect, test, type Page } from './support/test'

// one shop start for the file; its tests run one after the other against it
test.describe.configure({ mode: 'serial', timeout: 120_000 })

// a port of its own beside the e2e server's (that one and its caching front use port and port + 1)
const port = Number(process.env.E2E_PORT ?? 3100) + 8
const origin = `http://127.0.0.1:${port}`

let shop: ChildProcess | null = null
let shopErrors = ''

test.beforeAll(async () => {
  test.setTimeout(180_000)
  const shared = JSON.parse(fs.readFileSync(e2eServerEnvFile, 'utf8')) as Record<string, string>
  shop = spawn(process.execPath, ['scripts/serve.mjs', String(port)], {
    env: {
      ...process.env,
      ...canarySecrets,
      ...shared,
      SITE_URL: origin,
      // the provider left out: the widget is Turnstile's, and no server check (no provider)
      CAPTCHA_SITE_KEY: '1x00000000000000000000AA',
      WARM_UP: '0',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  shop.stderr?.on('data', (chunk: Buffer) => (shopErrors += chunk.toString()))
  await expect
    .poll(
      async () => {
        expect(shop?.exitCode, `the captcha shop exited: ${shopErrors}`).toBeNull()
        return fetch(`${origin}/robots.txt`).then(
          (answer) => answer.status,
          () => 0,
        )
      },
      { timeout: 150_000, intervals: [500] },
    )
    .toBe(200)
})

test.afterAll(() => {
  shop?.kill('SIGTERM')
})

/** Turnstile's script as the test serves it: a widget whose callbacks the test calls. */
const fakeTurnstile = `
window.turnstile = {
  render(element, options) {
    const widget = document.createElement('div')
    widget.dataset.testid = 'fake-turnstile'
    widget.textContent = 'Verify you are human (test widget)'
    // Turnstile's sizes: normal 300 × 65, compact 150 × 140
    const compact = options.size === 'compact'
    widget.style.cssText = 'display:flex;align-items:center;padding:0 16px;border:1px solid #cbd5e1;background:#f8fafc;font:14px sans-serif;box-sizing:border-box'
    widget.style.width = compact ? '150px' : '300px'
    widget.style.height = compact ? '140px' : '65px'
    element.appendChild(widget)
    window.fakeTurnstile = options
    return 'fake-widget'
  },
  reset() {},
}
`

type Outcome = 'fail' | 'serve'

/**
 * Answers the page's requests for Turnstile's script: each waits until `release` is called,
 * then fails (as a blocked or unreachable script does) or gets the stand-in.
 */
async function turnstileScript(page: Page) {
  let outcome: Outcome = 'fail'
  let release: () => void = () => {}
  let held = new Promise<void>((resolve) => (release = resolve))
  await page.route('https://challenges.cloudflare.com/**', async (route) => {
    await held
    if (outcome === 'fail') await route.abort('connectionfailed')
    else await route.fulfill({ contentType: 'application/javascript', body: fakeTurnstile })
  })
  return {
    /** Lets the script requests through, failing or served. */
    answer(next: Outcome) {
      outcome = next
      release()
    },
    /** Holds the next requests again. */
    hold() {
      held = new Promise<void>((resolve) => (release = resolve))
    },
  }
}

/** Calls the widget's callback as Turnstile would: solved (a token), expired, error. */
async function widgetSays(page: Page, event: 'callback' | 'expired-callback' | 'error-callback') {
  await page.evaluate((name) => {
    const options = (
      window as unknown as { fakeTurnstile: Record<string, (token?: string) => void> }
    ).fakeTurnstile
    options[name]!('fake-token')
  }, event)
}

const words = {
  en: {
    login: '/login',
    email: /^E-mail$/,
    send: 'Send me a code',
    loading: 'Loading the check that you are not a robot…',
    unavailable:
      'The check that you are not a robot could not be loaded, and it must pass before we can send. Check your connection or any content blocker, then try again.',
    retry: 'Load the check again',
    expired: 'The check that you are not a robot expired. Please complete it again.',
    failed: 'The check that you are not a robot did not work. Please try it again.',
    needsBrowser:
      'The check that you are not a robot runs in your browser: turn on JavaScript to continue.',
  },
  es: {
    login: '/es/iniciar-sesion',
    email: /^Correo electrónico$/,
    send: 'Enviarme un código',
    loading: 'Cargando la verificación de que usted no es un robot…',
    unavailable:
      'No se pudo cargar la verificación de que usted no es un robot, y debe completarse antes de enviar. Revise su conexión o cualquier bloqueador de contenido e intente de nuevo.',
    retry: 'Cargar la verificación de nuevo',
    expired: 'La verificación de que usted no es un robot expiró. Complétela de nuevo.',
    failed: 'La verificación de que usted no es un robot no funcionó. Inténtela de nuevo.',
    needsBrowser:
      'La verificación de que usted no es un robot se hace en su navegador: active JavaScript para continuar.',
  },
} as const

for (const locale of ['en', 'es'] as const) {
  const w = words[locale]

  test(`${locale}: the check's notes (loading, could not be loaded and its retry, did not work, expired); sending waits until it passes`, async ({
    page,
  }) => {
    const script = await turnstileScript(page)
    // the page's load event waits for the held script: not for it
    await page.goto(`${origin}${w.login}`, { waitUntil: 'domcontentloaded' })
    // the address typed first, as a buyer does (an empty field leaving focus says it is invalid)
    await page.getByLabel(w.email).fill('pat.quinn@buyers.example')
    const captcha = page.getByTestId('captcha')
    const send = page.getByRole('button', { name: w.send })
    const note = (text: string) => captcha.getByText(text, { exact: true })

    // the script on its way
    await expect(note(w.loading)).toBeVisible()
    await expect(send).toBeDisabled()

    // it cannot be loaded: said as a warning, with a retry; sending stays off
    script.answer('fail')
    await expect(captcha.getByRole('alert')).toHaveText(w.unavailable)
    await expect(send).toBeDisabled()
    await expect(send).toHaveAccessibleDescription(w.unavailable)
    await shootDesktopAndPhone(page, `captcha-unavailable-${locale}`)

    // the retry loads it again: the widget, and no note while it waits to be solved
    script.hold()
    await captcha.getByRole('button', { name: w.retry }).click()
    await expect(note(w.loading)).toBeVisible()
    script.answer('serve')
    await expect(captcha.getByTestId('fake-turnstile')).toBeVisible()
    await expect(captcha.getByRole('button', { name: w.retry })).toHaveCount(0)
    await expect(note(w.unavailable)).toHaveCount(0)
    await expect(send).toBeDisabled()

    // the widget's error: said, sending off
    await widgetSays(page, 'error-callback')
    await expect(captcha.getByRole('alert')).toHaveText(w.failed)
    await expect(send).toBeDisabled()
    await shootDesktopAndPhone(page, `captcha-failed-${locale}`)

    // solved: no note, sending on
    await widgetSays(page, 'callback')
    await expect(captcha.getByRole('alert')).toHaveCount(0)
    await expect(send).toBeEnabled()

    // the token expires before sending: said, sending off until it is solved again
    await widgetSays(page, 'expired-callback')
    await expect(captcha.getByRole('alert')).toHaveText(w.expired)
    await expect(send).toBeDisabled()
    await shootDesktopAndPhone(page, `captcha-expired-${locale}`)
    await widgetSays(page, 'callback')
    await expect(send).toBeEnabled()

    // opened on a 360 px phone, the widget takes its compact size: nothing sticks out sideways
    await page.setViewportSize({ width: 360, height: 800 })
    await page.reload({ waitUntil: 'domcontentloaded' })
    await expect(captcha.getByTestId('fake-turnstile')).toBeVisible()
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0)
    await shoot(page, `captcha-shown-${locale}-phone.png`)
  })
}

test('without JavaScript the form says the check needs the browser, in both languages', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  try {
    const page = await context.newPage()
    for (const locale of ['en', 'es'] as const) {
      await page.goto(`${origin}${words[locale].login}`)
      await expect(page.getByText(words[locale].needsBrowser, { exact: true })).toBeVisible()
      await shoot(page, `captcha-no-javascript-${locale}-desktop.png`)
    }
  } finally {
    await context.close()
  }
})
