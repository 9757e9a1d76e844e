import { Briefcase, DollarSign, Target, Users } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { getDashboardStats } from '#shared/contracts/admin-dashboard.endpoints.ts';
import type { DashboardStats } from '#shared/contracts/admin-dashboard.ts';
import { apiQuery } from '../../lib/api-client.ts';
import { cn } from '../../lib/cn.ts';
import { usePolledQuery } from '../../lib/use-polled-query.ts';
import { formatCount, formatGrowth, formatMoney, leadScoreTone, NO_FIGURE, type ScoreTone } from './dashboard-format.ts';
import { PanelState, StaleNote } from './polled-state.tsx';
import { POLL } from './polling.ts';

const scoreClasses: Record<ScoreTone, { text: string; word: string; badge: string }> = {
  green: { text: 'text-emerald-700', word: 'Strong', badge: 'bg-emerald-50 text-emerald-900' },
  yellow: { text: 'text-yellow-700', word: 'Fair', badge: 'bg-yellow-100 text-yellow-900' },
  red: { text: 'text-red-700', word: 'Weak', badge: 'bg-red-50 text-red-900' },
};

function growthClass(value: number | null): string {
  if (value == null || value === 0) return 'text-slate-600';
  return value > 0 ? 'text-emerald-700' : 'text-red-700';
}

/**
 * A growth figure with its words, or a sentence when there is nothing to compare with: a lone "-" before
 * "growth this month" read as a minus sign (issue 30).
 */
function Growth({ rate, after, none }: { rate: number | null; after: string; none: string }) {
  if (rate == null) return <>{none}</>;
  return (
    <>
      <span className={growthClass(rate)}>{formatGrowth(rate)}</span> {after}
    </>
  );
}

function HeadlineCard({
  label,
  value,
  icon: Icon,
  valueClass,
  children,
}: {
  label: string;
  value: string;
  icon: LucideIcon;
  valueClass?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-1 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <dt className="flex items-start justify-between gap-2 text-sm font-medium text-slate-600">
        <span>{label}</span>
        <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700" aria-hidden="true">
          <Icon className="size-5" />
        </span>
      </dt>
      <dd className={cn('text-2xl font-bold tracking-tight tabular-nums sm:text-3xl', valueClass ?? 'text-slate-900')}>{value}</dd>
      <dd className="text-sm text-slate-600">{children}</dd>
    </div>
  );
}

/** The four headline cards (spec §2) from the stats: users with this month's growth, revenue, active jobs, lead score. */
export function HeadlineCardsView({ stats }: { stats: DashboardStats }) {
  const tone = stats.leadScore == null ? null : scoreClasses[leadScoreTone(stats.leadScore)];
  return (
    <dl className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-4" aria-label="Headline figures">
      <HeadlineCard label="Total Users" value={formatCount(stats.totalUsers)} icon={Users}>
        <Growth rate={stats.monthlyGrowthRate} after="growth this month" none="No users last month to compare with" />
      </HeadlineCard>
      <HeadlineCard label="Monthly Revenue" value={formatMoney(stats.monthlyRevenue)} icon={DollarSign}>
        <Growth rate={stats.revenueGrowthRate} after="vs last month" none="No revenue last month to compare with" />
      </HeadlineCard>
      <HeadlineCard label="Active Jobs" value={formatCount(stats.activeJobs)} icon={Briefcase}>
        {formatCount(stats.todayScheduledJobs)} scheduled today
      </HeadlineCard>
      <HeadlineCard
        label="Lead Score"
        value={stats.leadScore == null ? NO_FIGURE : stats.leadScore.toFixed(1)}
        icon={Target}
        valueClass={tone?.text}
      >
        {tone ? (
          <span
            className={cn('mr-1.5 rounded px-1.5 py-0.5 text-xs font-semibold', tone.badge)}
            data-tone={leadScoreTone(stats.leadScore!)}
          >
            {tone.word}
          </span>
        ) : null}
        {stats.leadScore == null ? 'No open leads' : 'Average of open leads'}
      </HeadlineCard>
    </dl>
  );
}

/** The cards, polled every 30 s (with the open tab, the only part of the page that polls). */
export function HeadlineCards() {
  const stats = usePolledQuery(apiQuery(getDashboardStats), POLL.stats);
  return (
    <div className="grid gap-2">
      <PanelState query={stats} title="The dashboard figures could not be loaded" />
      {stats.data ? <HeadlineCardsView stats={stats.data} /> : null}
      <StaleNote query={stats} />
    </div>
  );
}
