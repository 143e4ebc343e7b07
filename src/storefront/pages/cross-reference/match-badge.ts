import type { MatchKind } from '@/cross-reference/matches'

/** The colours of a match kind's badge, the same on the maker pages and the part page. */
export const matchBadge: Record<MatchKind, string> = {
  exact: 'bg-primary-50 text-primary-800 ring-primary-600/30',
  functional: 'bg-sky-50 text-sky-800 ring-sky-600/30',
  similar: 'bg-amber-50 text-amber-900 ring-amber-600/30',
  kit: 'bg-slate-100 text-slate-800 ring-slate-500/30',
}
