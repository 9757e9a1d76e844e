import type { SiteSummary, SiteWindow } from '#shared/contracts/sites.ts';
import type { BadgeVariant } from '../../components/ui/badge.tsx';

export const sitePath = (id: number) => `/admin/sites/${id}`;

/** "4.25 h"; a dash for none. */
export function formatHours(hours: number | null | undefined): string {
  if (hours === null || hours === undefined) return '–';
  return `${hours.toLocaleString('en-US', { maximumFractionDigits: 2 })} h`;
}

/** "+18.5%", "-3.0%"; a dash for none. */
export function formatVariance(percent: number | null): string {
  if (percent === null) return '–';
  return `${percent > 0 ? '+' : percent < 0 ? '−' : ''}${Math.abs(percent).toFixed(1)}%`;
}

/** "46.5%"; a dash without revenue. */
export function formatMargin(percent: number | null): string {
  if (percent === null) return '–';
  return `${percent < 0 ? '−' : ''}${Math.abs(percent).toFixed(1)}%`;
}

/** A window's hours per visit, short: "4 / 5.2 h" (bid / worked). */
export function bidSlashWorked(window: SiteWindow): string {
  if (window.visitsDone === 0) return '–';
  const n = (h: number | null) => (h === null ? '–' : h.toLocaleString('en-US', { maximumFractionDigits: 2 }));
  return `${n(window.bidHoursPerVisit)} / ${n(window.workedHoursPerVisit)} h`;
}

/** The hours per visit of a window: "4.00 bid · 5.00 worked". */
export function hoursPerVisit(window: SiteWindow): string {
  if (window.visitsDone === 0) return 'No visits done';
  return `${formatHours(window.bidHoursPerVisit)} bid · ${formatHours(window.workedHoursPerVisit)} worked`;
}

/** Over the setting's percent: amber; under the bid: green; otherwise plain. */
export function varianceTone(percent: number | null, overHoursPercent: number): string {
  if (percent === null) return 'text-slate-500';
  if (percent > overHoursPercent) return 'text-amber-800 font-semibold';
  if (percent < 0) return 'text-emerald-800';
  return 'text-slate-800';
}

export function marginBadge(percent: number | null, target: number): { variant: BadgeVariant; label: string } {
  if (percent === null) return { variant: 'secondary', label: 'No revenue' };
  if (percent < 0) return { variant: 'destructive', label: 'Loss' };
  if (percent < target) return { variant: 'warning', label: 'Under target' };
  return { variant: 'success', label: 'On target' };
}

export function crewText(site: Pick<SiteSummary, 'crew'>): string {
  return site.crew.length === 0 ? 'No crew' : site.crew.map((c) => c.name).join(', ');
}
