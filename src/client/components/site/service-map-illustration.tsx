import { cn } from '../../lib/cn.ts';

/** An abstract metro map (roads, a river, service pins): decorative, drawn inline, no photo. */
export function ServiceMapIllustration({ className }: { className?: string | undefined }) {
  const pins: [number, number][] = [
    [70, 70],
    [250, 60],
    [60, 190],
    [270, 200],
    [200, 120],
    [120, 220],
  ];
  return (
    <svg viewBox="0 0 320 260" className={cn('h-auto w-full', className)} aria-hidden="true" focusable="false">
      <rect x="1" y="1" width="318" height="258" rx="24" fill="#eef7f8" stroke="#d5ebee" strokeWidth="2" />
      <g stroke="#ffffff" strokeWidth="10" strokeLinecap="round">
        <path d="M20 96h280M20 168h280M96 20v220M224 20v220" />
      </g>
      <g stroke="#d5ebee" strokeWidth="4" strokeLinecap="round">
        <path d="M40 40l240 180M290 40 170 150" />
      </g>
      <path d="M14 130c40-30 70 20 110 0s60-60 100-40 60 30 84 20" fill="none" stroke="#abd6dd" strokeWidth="12" strokeLinecap="round" />
      {pins.map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r="7" fill="#74b9c4" stroke="#ffffff" strokeWidth="3" />
      ))}
      <g transform="translate(160 60)">
        <path d="M0 70C-26 40-36 26-36 8a36 36 0 0 1 72 0c0 18-10 32-36 62z" fill="#125365" />
        <circle cx="0" cy="8" r="13" fill="#f8bf4f" />
      </g>
      <ellipse cx="160" cy="136" rx="22" ry="6" fill="#125365" opacity="0.15" />
    </svg>
  );
}
