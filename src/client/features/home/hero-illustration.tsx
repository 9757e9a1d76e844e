/**
 * An itemised estimate drawn in SVG: it shows what the visitor gets (a priced
 * breakdown) without a stock photo or an extra request.
 */
export function HeroIllustration() {
  return (
    <div className="relative mx-auto w-full max-w-md" aria-hidden>
      <div className="absolute -inset-4 rounded-3xl bg-brand-100/60 blur-2xl" />
      <svg viewBox="0 0 400 360" className="relative w-full drop-shadow-xl">
        <rect x="20" y="10" width="360" height="340" rx="20" fill="#fff" stroke="#d5ebee" />
        <rect x="20" y="10" width="360" height="64" rx="20" fill="#125365" />
        <rect x="20" y="54" width="360" height="20" fill="#125365" />
        <text x="44" y="50" fill="#fff" fontSize="20" fontWeight="700" fontFamily="system-ui, sans-serif">
          Your estimate
        </text>
        <text x="300" y="50" fill="#fcd58a" fontSize="14" fontWeight="600" fontFamily="system-ui, sans-serif">
          Weekly
        </text>
        {[
          ['Office, 10,000 sq ft', ''],
          ['Cleaners per visit', '2'],
          ['Hours per visit', '3.4'],
          ['Supplies & equipment', 'incl.'],
          ['Visits per month', '4.3'],
        ].map(([label, value], i) => (
          <g key={label} transform={`translate(44 ${112 + i * 36})`}>
            <text fill="#334155" fontSize="15" fontFamily="system-ui, sans-serif">
              {label}
            </text>
            <text x="312" textAnchor="end" fill="#0f172a" fontSize="15" fontWeight="600" fontFamily="system-ui, sans-serif">
              {value}
            </text>
            <line x1="0" x2="312" y1="14" y2="14" stroke="#e2e8f0" />
          </g>
        ))}
        <rect x="44" y="290" width="312" height="40" rx="10" fill="#eef7f8" />
        <text x="60" y="316" fill="#125365" fontSize="15" fontWeight="700" fontFamily="system-ui, sans-serif">
          Monthly total
        </text>
        <circle cx="330" cy="310" r="12" fill="#f8bf4f" />
        <path d="M324 310l4 4 8-8" stroke="#0b3340" strokeWidth="2.5" fill="none" strokeLinecap="round" />
      </svg>
    </div>
  );
}
