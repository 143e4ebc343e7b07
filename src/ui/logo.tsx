/** The company logo, 209×27 as the spec's header has it, drawn as SVG so it stays sharp. */
export function Logo({ className, title }: { className?: string; title: string }) {
  return (
    <svg
      viewBox="0 0 209 27"
      width={209}
      height={27}
      className={className}
      role="img"
      aria-label={title}
    >
      <rect x="0" y="1" width="25" height="25" rx="4" fill="#16a34a" />
      <circle cx="12.5" cy="14.5" r="6.5" fill="none" stroke="#fff" strokeWidth="2.6" />
      <rect x="11.2" y="5" width="2.6" height="8" rx="1.3" fill="#fff" />
      {/* textLength keeps the wordmark inside 209 px whatever font renders it */}
      <text
        x="32"
        y="19"
        textLength="176"
        lengthAdjust="spacingAndGlyphs"
        fontFamily="'Inter Variable', Inter, Arial, sans-serif"
        fontSize="14.5"
        fill="currentColor"
      >
        <tspan fontWeight="800">ALLEGHENY</tspan>
        <tspan dx="5" fontWeight="500" fill="#16a34a">
          CONTROLS
        </tspan>
      </text>
    </svg>
  )
}
