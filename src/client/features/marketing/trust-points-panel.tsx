import type { IconCard } from '#shared/content/home.ts';
import { Icon } from '../../components/ui/icon.tsx';

/**
 * Trust points as a compact panel beside a hero. Titles are not headings on purpose:
 * the panel sits between the h1 and the first h2, so an h3 here would skip a level.
 */
export function TrustPointsPanel({ label, points }: { label: string; points: readonly IconCard[] }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <p className="text-sm font-semibold tracking-wider text-brand-600 uppercase">{label}</p>
      <ul className="mt-6 space-y-6">
        {points.map((point) => (
          <li key={point.title} className="flex gap-4">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700 ring-1 ring-brand-100">
              <Icon name={point.icon} className="size-5" />
            </span>
            <div>
              <p className="font-semibold text-slate-900">{point.title}</p>
              <p className="mt-1 text-sm leading-relaxed text-slate-600">{point.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
