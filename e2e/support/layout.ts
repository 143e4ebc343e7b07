/**
 * Layout checks shared by the specs: nothing sticks out past the right edge of the screen, and
 * axe finds no accessibility violation.
 */
import AxeBuilder from '@axe-core/playwright'

import { expect, type Page } from './test'

export const desktop = { width: 1280, height: 800 }
export const phone = { width: 390, height: 844 }

/**
 * Elements whose right edge lies beyond the viewport, except inside a container that scrolls
 * sideways (`overflow-x: auto | scroll`, read from computed styles). A container that clips
 * (`hidden`, `clip`) cuts its content to its own box, which is checked itself; `html` and
 * `body` never count as containers, so hiding the page's overflow there hides nothing here.
 * A table wider than the box that clips it is reported too: its columns are cut off.
 */
export async function elementsPastRightEdge(page: Page): Promise<string[]> {
  await page.evaluate(() => window.scrollTo(0, window.scrollY))
  return page.evaluate(() => {
    const viewport = document.documentElement.clientWidth
    const root = [document.documentElement, document.body]
    const describe = (element: Element, right: number) => {
      const classes = [...element.classList].slice(0, 4).join('.')
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)
      return `<${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}> "${text}" ends at ${Math.round(right)} px (screen ${viewport} px)`
    }
    const problems: string[] = []
    const reported = new Set<Element>()
    for (const element of document.body.querySelectorAll('*')) {
      const rect = element.getBoundingClientRect()
      if (rect.width === 0 || rect.height === 0) continue
      const style = getComputedStyle(element)
      if (style.visibility === 'hidden' || style.position === 'fixed') continue
      let right = rect.right
      let inScroller = false
      let clipper: Element | null = null
      for (let up = element.parentElement; up && !root.includes(up); up = up.parentElement) {
        const overflowX = getComputedStyle(up).overflowX
        if (overflowX === 'auto' || overflowX === 'scroll') {
          inScroller = true
          break
        }
        if (overflowX === 'hidden' || overflowX === 'clip') {
          right = Math.min(right, up.getBoundingClientRect().right)
          clipper ??= up
        }
      }
      if (inScroller) continue
      // a parent already reported says the same
      let parentReported = false
      for (let up = element.parentElement; up; up = up.parentElement)
        if (reported.has(up)) parentReported = true
      if (right > viewport + 1 && !parentReported) {
        reported.add(element)
        problems.push(describe(element, right))
      }
      if (
        element.tagName === 'TABLE' &&
        clipper &&
        rect.right > clipper.getBoundingClientRect().right + 1
      )
        problems.push(`table cut off: ${describe(element, rect.right)}`)
    }
    return problems
  })
}

/** Fails when something on the page sticks out past the right edge of the screen. */
export async function expectNoHorizontalOverflow(page: Page, where: string) {
  expect(await elementsPastRightEdge(page), `past the right edge on ${where}`).toEqual([])
}

/** Fails on any axe violation (all impacts). */
export async function expectNoAxeViolations(page: Page, where: string) {
  const results = await new AxeBuilder({ page }).analyze()
  expect(
    results.violations.map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes
          .slice(0, 5)
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    ),
    `axe on ${where}`,
  ).toEqual([])
}

export async function shoot(page: Page, file: string, fullPage = true) {
  await page.screenshot({ path: `test-results/screenshots/${file}`, fullPage })
}
