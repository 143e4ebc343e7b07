/**
 * Screenshots the specs take for people to look at (test-results/screenshots/, README): the page
 * as a buyer sees it on a desktop, and on a phone.
 */
import type { Locator } from '@playwright/test'

import type { Page } from './test'

const folder = 'test-results/screenshots'
const desktopSize = { width: 1280, height: 800 }
/** The most common Android width. */
const phoneSize = { width: 360, height: 800 }

/**
 * `SCREENSHOTS=off` (.ci/run: a clean clone's pictures are thrown away unseen) takes no pictures;
 * the steps around them (the phone size, the scroll) still run. ~280 full-page shots of up to
 * 12,800 px cost ~0.3 s each on two cores.
 */
const picturesWanted = process.env.SCREENSHOTS !== 'off'

/** The page into `file`: all of it, or only the screen when `fullPage` is false. */
export async function shoot(page: Page, file: string, fullPage = true) {
  if (picturesWanted) await page.screenshot({ path: `${folder}/${file}`, fullPage })
}

/**
 * `name`-desktop.png at 1280 px, then `name`-phone.png on a phone (360 px unless `phone` says
 * otherwise, with `subject` scrolled into view), and back to the desktop size.
 */
export async function shootDesktopAndPhone(
  page: Page,
  name: string,
  options: {
    phone?: { width: number; height: number }
    fullPage?: boolean
    subject?: Locator
  } = {},
) {
  const fullPage = options.fullPage ?? true
  await shoot(page, `${name}-desktop.png`, fullPage)
  await page.setViewportSize(options.phone ?? phoneSize)
  await options.subject?.scrollIntoViewIfNeeded()
  // the narrow layout painted before the shot (a full-page shot right away showed blank bands)
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  )
  await shoot(page, `${name}-phone.png`, fullPage)
  await page.setViewportSize(desktopSize)
}
