/** The company logo, 209×27 as the spec's header has it, drawn as SVG so it stays sharp. */
export function Logo({ className, title }: { className?: string; title: string }) {
  return (
    <svg viewBox="0 0 209 27" width={209} height={27} className={className} role="img" aria-label={title}>
      <rect x="0" y="1" width="25" height="25" rx="4" fill="#16a34a" />
      <circle cx="12.5" cy="13.5" r="7" fill="none" stroke="#fff" strokeWidth="2.6" />
      <rect x="11.2" y="4" width="2.6" height="8" rx="1.3" fill="#fff" />
      <text x="32" y="19.5" fontFamily="'Inter Variable', Inter, Arial, sans-serif" fontWeight="800" fontSize="15.5" letterSpacing="0.6" fill="currentColor">
        ALLEGHENY
      </text>
      <text x="131" y="19.5" fontFamily="'Inter Variable', Inter, Arial, sans-serif" fontWeight="500" fontSize="15.5" letterSpacing="0.6" fill="#16a34a">
        CONTROLS
      </text>
    </svg>
  )
}
