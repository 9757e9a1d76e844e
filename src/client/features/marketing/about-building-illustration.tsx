/**
 * A calm line drawing of a clean office building for the About hero: a visual anchor
 * without stock photography. Purely decorative, so hidden from assistive technology.
 */
export function AboutBuildingIllustration() {
  const windows: [number, number][] = [];
  for (let row = 0; row < 5; row += 1) {
    for (let col = 0; col < 4; col += 1) windows.push([128 + col * 40, 92 + row * 40]);
  }
  return (
    <div className="relative mx-auto w-full max-w-sm" aria-hidden="true">
      <div className="absolute -inset-4 rounded-3xl bg-brand-100/60 blur-2xl" />
      <svg viewBox="0 0 400 360" className="relative w-full drop-shadow-xl" focusable="false">
        <rect x="10" y="10" width="380" height="340" rx="24" fill="#fff" stroke="#d5ebee" />
        <circle cx="320" cy="78" r="30" fill="#fcd58a" opacity="0.55" />
        <rect x="110" y="66" width="180" height="238" rx="8" fill="#eef7f8" stroke="#125365" strokeWidth="4" />
        <rect x="96" y="56" width="208" height="16" rx="6" fill="#125365" />
        {windows.map(([x, y]) => (
          <rect key={`${x}-${y}`} x={x} y={y} width="24" height="24" rx="4" fill="#abd6dd" />
        ))}
        <rect x="180" y="262" width="40" height="42" rx="4" fill="#125365" />
        <line x1="40" y1="304" x2="360" y2="304" stroke="#74b9c4" strokeWidth="4" strokeLinecap="round" />
        <rect x="52" y="250" width="36" height="54" rx="18" fill="#3f97a6" opacity="0.35" />
        <rect x="312" y="238" width="40" height="66" rx="20" fill="#3f97a6" opacity="0.35" />
        <path d="M330 150 l6 16 16 6 -16 6 -6 16 -6 -16 -16 -6 16 -6z" fill="#f8bf4f" />
        <path d="M72 118 l4 10 10 4 -10 4 -4 10 -4 -10 -10 -4 10 -4z" fill="#f8bf4f" />
        <path d="M352 112 l3 7 7 3 -7 3 -3 7 -3 -7 -7 -3 7 -3z" fill="#74b9c4" />
      </svg>
    </div>
  );
}
