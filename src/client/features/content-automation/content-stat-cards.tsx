import { Bot, FileText, Inbox, PenLine, Power } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { LoadError } from '../../components/ui/list-states.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { apiQuery } from '../../lib/api-client.ts';
import { callErrorMessage } from '../../lib/call-error.ts';
import { cn } from '../../lib/cn.ts';
import { formatMinnesotaTime } from '../../lib/time-format.ts';
import { getContentStatus } from '#shared/contracts/content-automation.endpoints.ts';
import { REVIEW_QUEUE_HREF, writerLabel } from '../../lib/content-review.ts';
import { formatCount } from '../../lib/business-format.ts';

function StatCard({
  label,
  value,
  icon: Icon,
  tone,
  className,
  children,
}: {
  label: string;
  value: string;
  icon: LucideIcon;
  tone?: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div className={cn('flex min-w-0 flex-col gap-1 rounded-xl border border-slate-200 bg-white p-4 shadow-sm', className)}>
      <dt className="flex items-start justify-between gap-2 text-sm font-medium text-slate-600">
        <span>{label}</span>
        <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700" aria-hidden="true">
          <Icon className="size-4" />
        </span>
      </dt>
      <dd className={cn('text-2xl font-bold tracking-tight tabular-nums', tone ?? 'text-slate-900')}>{value}</dd>
      {children ? <dd className="text-sm text-slate-600">{children}</dd> : null}
    </div>
  );
}

// Two columns on phones (the automation card across both), five in a row from lg.
const gridClass = 'grid grid-cols-2 gap-3 lg:grid-cols-5';

/** The content automation screen's stat cards (spec §2), from GET /api/admin/content/status. */
export function ContentStatCards() {
  const status = useQuery(apiQuery(getContentStatus));
  if (status.isPending)
    return (
      <div className={gridClass} role="status" aria-label="Loading the content figures">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} className="h-28 rounded-xl" />
        ))}
      </div>
    );
  if (status.isError)
    return (
      <LoadError
        title="The content figures could not be loaded"
        message={callErrorMessage(status.error)}
        onRetry={() => void status.refetch()}
        retrying={status.isFetching}
      />
    );
  const s = status.data;
  return (
    <dl className={gridClass} aria-label="Content figures">
      <StatCard label="Total posts" value={formatCount(s.totalPosts)} icon={FileText}>
        Drafts and published
      </StatCard>
      <StatCard label="Generated" value={formatCount(s.systemGenerated)} icon={Bot}>
        Written by the automation
      </StatCard>
      <StatCard label="Manual" value={formatCount(s.manualPosts)} icon={PenLine}>
        {manualLine(s.manualPosts, s.builtInPosts)}
      </StatCard>
      <StatCard
        label="Awaiting review"
        value={formatCount(s.reviewQueue)}
        icon={Inbox}
        tone={s.reviewQueue > 0 ? 'text-amber-800' : undefined}
      >
        <Link href={REVIEW_QUEUE_HREF} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800">
          Review drafts ({formatCount(s.reviewQueue)})
        </Link>
      </StatCard>
      <StatCard
        label="Automation"
        value={s.automationEnabled ? 'Enabled' : 'Disabled'}
        icon={Power}
        className="col-span-2 lg:col-span-1"
        tone={s.automationEnabled ? 'text-emerald-700' : 'text-slate-600'}
      >
        <span className="block break-words">Writer: {writerLabel(s.writer)}</span>
        {s.nextRun ? <span className="block">Next run {formatMinnesotaTime(s.nextRun)}</span> : null}
      </StatCard>
    </dl>
  );
}

/** Who wrote the manual posts: the team in the editor, and the articles the site came with (not the team's). */
export function manualLine(manual: number, builtIn: number): string {
  const byTeam = manual - builtIn;
  if (builtIn === 0) return 'Written by the team';
  if (byTeam === 0) return `${formatCount(builtIn)} came with the site`;
  return `${formatCount(byTeam)} by the team, ${formatCount(builtIn)} came with the site`;
}
