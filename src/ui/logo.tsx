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

/**
 * The logo for phones, 118×30: the mark beside the name on two lines, so the header's menu,
 * logo, search, account and cart buttons fit a 320-px screen (the one-line logo is 170 px wide
 * even at its smallest).
 */
export function CompactLogo({ className, title }: { className?: string; title: string }) {
  return (
    <svg
      viewBox="0 0 118 30"
      width={118}
      height={30}
      className={className}
      role="img"
      aria-label={title}
    >
      <rect x="0" y="2.5" width="25" height="25" rx="4" fill="#16a34a" />
      <circle cx="12.5" cy="16" r="6.5" fill="none" stroke="#fff" strokeWidth="2.6" />
      <rect x="11.2" y="6.5" width="2.6" height="8" rx="1.3" fill="#fff" />
      <text
        fontFamily="'Inter Variable', Inter, Arial, sans-serif"
        fill="currentColor"
        lengthAdjust="spacingAndGlyphs"
      >
        <tspan x="32" y="13" fontSize="13" fontWeight="800" textLength="86">
          ALLEGHENY
        </tspan>
        <tspan x="32" y="27.5" fontSize="11" fontWeight="500" fill="#16a34a" textLength="86">
          CONTROLS
        </tspan>
      </text>
    </svg>
  )
}
