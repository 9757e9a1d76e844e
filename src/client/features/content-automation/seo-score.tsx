import { seoScoreTone } from '#shared/domain/content-automation.ts';
import { cn } from '../../lib/cn.ts';

type Tone = ReturnType<typeof seoScoreTone>;

/** The score's colour band (spec §9: green 80+, yellow 60-79, red below 60), with a word so colour is not the only sign. */
export const seoToneLook: Record<Tone, { text: string; ring: string; badge: string; word: string }> = {
  green: { text: 'text-emerald-700', ring: 'border-emerald-300 bg-emerald-50', badge: 'bg-emerald-100 text-emerald-900', word: 'Good' },
  yellow: { text: 'text-yellow-700', ring: 'border-yellow-300 bg-yellow-50', badge: 'bg-yellow-100 text-yellow-900', word: 'Needs work' },
  red: { text: 'text-red-700', ring: 'border-red-300 bg-red-50', badge: 'bg-red-100 text-red-900', word: 'Poor' },
};

/** The SEO score out of 100 in its colour band. */
export function SeoScore({ score, size = 'lg' }: { score: number; size?: 'lg' | 'sm' }) {
  const tone = seoScoreTone(score);
  const look = seoToneLook[tone];
  if (size === 'sm')
    return (
      <span
        className={cn('inline-flex items-center rounded px-1.5 py-0.5 text-xs font-semibold tabular-nums', look.badge)}
        data-tone={tone}
      >
        {Math.round(score)}
      </span>
    );
  return (
    <div className={cn('flex items-center gap-3 rounded-xl border p-3', look.ring)} data-tone={tone} data-testid="seo-score">
      <span className={cn('text-4xl font-extrabold tabular-nums', look.text)}>{Math.round(score)}</span>
      <span className="text-sm text-slate-700">
        <span className="block font-semibold">SEO score</span>
        <span className={cn('rounded px-1.5 py-0.5 text-xs font-semibold', look.badge)}>{look.word}</span> out of 100
      </span>
    </div>
  );
}
