/** The logo: two pines, drawn inline so it costs no request. */
export function BrandMark({ className = 'size-9' }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" className={className} aria-hidden focusable="false">
      <rect width="40" height="40" rx="10" fill="#125365" />
      <path d="M14 8l-7 11h4l-5 8h16l-5-8h4z" fill="#abd6dd" />
      <path d="M26 11l-6 9h3.5l-4.5 7h14l-4.5-7H32z" fill="#f8bf4f" />
      <rect x="13" y="27" width="2.5" height="5" fill="#abd6dd" />
      <rect x="24.8" y="27" width="2.5" height="5" fill="#f8bf4f" />
    </svg>
  );
}
