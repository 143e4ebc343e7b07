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

/** The phone widths the header and account pages must fit: 320 (small), 360 (the most common Android), 375 and 390 (iPhones). */
export const phoneWidths = [320, 360, 375, 390] as const

/**
 * What is wrong with the header at the current width: the page scrolls sideways
 * (`scrollWidth > clientWidth`), an element of the header starts or ends outside the screen, or
 * the cart button (with its count) is not wholly on screen and on top where it is drawn.
 */
export async function headerProblems(page: Page): Promise<string[]> {
  await expect(page.getByTestId('cart-button')).toBeVisible()
  return page.evaluate(() => {
    const root = document.documentElement
    const viewport = root.clientWidth
    const problems: string[] = []
    if (root.scrollWidth > viewport)
      problems.push(
        `the page scrolls sideways: ${root.scrollWidth} px wide on a ${viewport} px screen`,
      )
    const header = document.querySelector('header')
    if (!header) return ['no header']
    for (const element of header.querySelectorAll('*')) {
      const rect = element.getBoundingClientRect()
      if (rect.width === 0 || rect.height === 0) continue
      // screen-reader-only text is a 1 px box clipped away
      if (getComputedStyle(element).clip === 'rect(0px, 0px, 0px, 0px)') continue
      if (rect.left < -0.5 || rect.right > viewport + 0.5) {
        const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30)
        problems.push(
          `<${element.tagName.toLowerCase()}> "${text}" spans ${Math.round(rect.left)}–${Math.round(rect.right)} px (screen ${viewport} px)`,
        )
      }
    }
    const cart = document.querySelector('[data-testid="cart-button"]')
    if (!cart) return [...problems, 'no cart button']
    const boxes = [cart, ...cart.querySelectorAll('*')].map((each) => each.getBoundingClientRect())
    const left = Math.min(...boxes.filter((box) => box.width > 0).map((box) => box.left))
    const right = Math.max(...boxes.filter((box) => box.width > 0).map((box) => box.right))
    if (left < 0 || right > viewport)
      problems.push(
        `the cart button spans ${Math.round(left)}–${Math.round(right)} px (screen ${viewport} px)`,
      )
    const own = cart.getBoundingClientRect()
    const hit = document.elementFromPoint(own.left + own.width / 2, own.top + own.height / 2)
    if (!hit || !cart.contains(hit)) problems.push('the cart button is covered at its centre')
    return problems
  })
}

/**
 * Whether `text` (an order number, a part number) is drawn on one line wherever it appears in
 * `main`: the line boxes of its characters share one top.
 */
export async function brokenAcrossLines(page: Page, text: string): Promise<string[]> {
  return page.evaluate((wanted) => {
    const main = document.querySelector('main')
    if (!main) return ['no main']
    const broken: string[] = []
    let found = 0
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const value = node.nodeValue ?? ''
      for (let at = value.indexOf(wanted); at >= 0; at = value.indexOf(wanted, at + 1)) {
        const range = document.createRange()
        range.setStart(node, at)
        range.setEnd(node, at + wanted.length)
        const rects = [...range.getClientRects()].filter((rect) => rect.width > 0)
        if (rects.length === 0) continue
        found += 1
        const tops = new Set(rects.map((rect) => Math.round(rect.top)))
        if (tops.size > 1) {
          const parent = node.parentElement
          broken.push(
            `"${wanted}" in <${parent?.tagName.toLowerCase()}> runs over ${tops.size} lines`,
          )
        }
      }
    }
    return found === 0 ? [`"${wanted}" is not shown`] : broken
  }, text)
}

/**
 * Controls (tabs, toolbar buttons) that are cramped: a label broken over two lines, or a
 * control not wholly on screen (cut off at an edge of a sideways strip).
 */
export async function crampedControls(page: Page, selector: string): Promise<string[]> {
  await expect(page.locator(selector).first()).toBeVisible()
  return page.locator(selector).evaluateAll((controls) => {
    const viewport = document.documentElement.clientWidth
    const problems: string[] = []
    for (const control of controls) {
      const label = (control.textContent ?? '').trim()
      const box = control.getBoundingClientRect()
      if (box.left < 0 || box.right > viewport)
        problems.push(
          `"${label}" spans ${Math.round(box.left)}–${Math.round(box.right)} px (screen ${viewport} px)`,
        )
      // the lines of its text (an icon beside the label sits a little higher: not a line)
      const tops: number[] = []
      const walker = document.createTreeWalker(control, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!(node.nodeValue ?? '').trim()) continue
        const range = document.createRange()
        range.selectNodeContents(node)
        for (const rect of range.getClientRects())
          if (rect.width > 1 && !tops.some((top) => Math.abs(top - rect.top) < 4))
            tops.push(rect.top)
      }
      if (tops.length > 1) problems.push(`"${label}" is broken over ${tops.length} lines`)
    }
    return problems
  })
}
