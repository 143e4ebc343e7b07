import { switchLanguage } from '@/platform/language-switch'

/** The language switcher before hydration: the page it came from, in the other language. */
export function GET(request: Request) {
  return switchLanguage(request)
}
