/** A simple drawn window with a squeegee streak and sparkles: decorative, no photo. */
export function WindowIllustration({ className }: { className?: string | undefined }) {
  return (
    <svg viewBox="0 0 120 96" className={className} aria-hidden="true" focusable="false">
      <rect x="10" y="6" width="100" height="84" rx="8" fill="#eef7f8" stroke="#125365" strokeWidth="4" />
      <path d="M60 8v80M12 48h96" stroke="#125365" strokeWidth="4" />
      <path d="M18 40 48 14M22 84l30-30M68 40l30-26" stroke="#abd6dd" strokeWidth="5" strokeLinecap="round" />
      <path d="M88 62l3 7 7 3-7 3-3 7-3-7-7-3 7-3z" fill="#f8bf4f" />
      <path d="M34 60l2 4 4 2-4 2-2 4-2-4-4-2 4-2z" fill="#f8bf4f" />
    </svg>
  );
}
