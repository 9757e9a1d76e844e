import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import {
  Calendar,
  CalendarCheck,
  ChartColumn,
  ChevronRight,
  FileText,
  Inbox,
  Mail,
  Settings,
  Target,
  UserPlus,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { getRecentActivities, getTopEmployees, getUrgentTasks } from '#shared/contracts/admin-dashboard.endpoints.ts';
import type { Activity, ActivityColor, ActivityIcon, UrgentPriority } from '#shared/contracts/admin-dashboard.ts';
import { getSystemHealth } from '#shared/contracts/system.endpoints.ts';
import type { SystemHealth } from '#shared/contracts/system.ts';
import { Badge, type BadgeVariant } from '../../components/ui/badge.tsx';
import { Card } from '../../components/ui/card.tsx';
import { apiQuery } from '../../lib/api-client.ts';
import { cn } from '../../lib/cn.ts';
import { formatMinnesotaTime, formatRelativeTime } from '../../lib/time-format.ts';
import { usePolledQuery, type PolledQueryResult } from '../../lib/use-polled-query.ts';
import { formatBytes, formatCount, formatPercent, formatRating } from './dashboard-format.ts';
import { BackupNowButton } from './backup-now-button.tsx';
import { PanelState, StaleNote } from './polled-state.tsx';
import { POLL } from './polling.ts';

const activityColour: Record<ActivityColor, string> = {
  blue: 'bg-blue-100 text-blue-800',
  purple: 'bg-purple-100 text-purple-800',
  green: 'bg-green-100 text-green-800',
  orange: 'bg-orange-100 text-orange-800',
  emerald: 'bg-emerald-100 text-emerald-800',
};
const activityIcon: Record<ActivityIcon, LucideIcon> = {
  lead: Target,
  message: Mail,
  user: UserPlus,
  calendar: Calendar,
  check: CalendarCheck,
};
const priorityBadge: Record<UrgentPriority, { variant: BadgeVariant; label: string }> = {
  high: { variant: 'destructive', label: 'High' },
  medium: { variant: 'warning', label: 'Medium' },
  low: { variant: 'secondary', label: 'Low' },
};

function Panel({
  id,
  title,
  query,
  children,
  className,
}: {
  id: string;
  title: string;
  query?: PolledQueryResult<unknown>;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Card className={cn('min-w-0 overflow-hidden', className)} role="region" aria-labelledby={id}>
      <div className="border-b border-slate-200 px-4 py-3 sm:px-5">
        <h2 id={id} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {query ? <StaleNote query={query} /> : null}
      </div>
      {children}
    </Card>
  );
}

function RecentActivity() {
  const activities = usePolledQuery(apiQuery(getRecentActivities), POLL.recentActivities);
  return (
    <Panel id="recent-activity-heading" title="Recent activity" query={activities}>
      <PanelState query={activities} title="The recent activity could not be loaded" />
      {activities.data?.length === 0 ? (
        <p className="p-5 text-sm text-slate-600">Nothing yet: new leads, messages, accounts, bookings and finished jobs show here.</p>
      ) : null}
      {activities.data && activities.data.length > 0 ? (
        <ul className="divide-y divide-slate-100" aria-label="Recent activity, newest first">
          {activities.data.map((item) => (
            <ActivityRow key={item.id} item={item} />
          ))}
        </ul>
      ) : null}
    </Panel>
  );
}

function ActivityRow({ item }: { item: Activity }) {
  const Icon = activityIcon[item.icon];
  return (
    <li className="flex gap-3 px-4 py-3 sm:px-5" data-color={item.color}>
      <span className={cn('flex size-9 shrink-0 items-center justify-center rounded-full', activityColour[item.color])} aria-hidden="true">
        <Icon className="size-4" />
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3">
          <p className="font-medium text-slate-900">{item.title}</p>
          <time dateTime={item.time} title={formatMinnesotaTime(item.time)} className="text-xs text-slate-500">
            {formatRelativeTime(item.time)}
          </time>
        </div>
        <p className="text-sm break-words text-slate-600">{item.description}</p>
        {item.user ? <p className="text-xs text-slate-500">{item.user}</p> : null}
      </div>
    </li>
  );
}

function QuickActions() {
  const [path] = useLocation();
  const actions: readonly { label: string; href: string; icon: LucideIcon }[] = [
    { label: 'Manage Users', href: '/user-management', icon: Users },
    { label: 'CRM Dashboard', href: '/crm-dashboard', icon: ChartColumn },
    { label: 'View Schedule', href: '/scheduling', icon: Calendar },
    { label: 'Generate Reports', href: `${path}?tab=reports`, icon: FileText },
    { label: 'System Settings', href: '/admin/settings', icon: Settings },
  ];
  return (
    <Panel id="quick-actions-heading" title="Quick actions">
      <ul className="grid gap-2 p-4 min-[420px]:grid-cols-2 sm:p-5">
        {actions.map(({ label, href, icon: Icon }) => (
          <li key={label}>
            <Link
              href={href}
              className="flex min-h-11 items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 font-medium text-slate-900 transition-colors hover:border-brand-600 hover:bg-brand-50"
            >
              <Icon className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

type StatusLevel = 'ok' | 'warn' | 'down' | 'unknown';
const statusDot: Record<StatusLevel, string> = {
  ok: 'bg-emerald-500',
  warn: 'bg-amber-500',
  down: 'bg-red-600',
  unknown: 'bg-slate-400',
};

/** A successful backup older than this is a warning: the daily one has been missed (decision 0029). */
const BACKUP_STALE_MS = 48 * 3_600_000;

function backupLine(backup: SystemHealth['backup'], now: number): { value: string; level: StatusLevel } {
  if (!backup) return { value: 'Unknown', level: 'unknown' };
  if (backup.lastFailure) return { value: `Failed ${formatRelativeTime(backup.lastFailure.finishedAt, now)}`, level: 'down' };
  if (backup.lastSucceeded) {
    const { finishedAt, sizeBytes } = backup.lastSucceeded;
    const stale = backup.scheduled && now - new Date(finishedAt).getTime() > BACKUP_STALE_MS;
    return { value: `${formatRelativeTime(finishedAt, now)} (${formatBytes(sizeBytes)})`, level: stale ? 'warn' : 'ok' };
  }
  if (backup.running) return { value: 'Running…', level: 'unknown' };
  return backup.scheduled ? { value: 'None yet', level: 'warn' } : { value: 'Off', level: 'unknown' };
}

/** The status panel's lines, computed from the system health (or its failure). */
export function statusLines(
  health: SystemHealth | undefined,
  failed: boolean,
  now: number = Date.now(),
): { label: string; value: string; level: StatusLevel }[] {
  if (!health)
    return [
      { label: 'Database', value: failed ? 'Unknown' : 'Checking…', level: 'unknown' },
      { label: 'API', value: failed ? 'Not answering' : 'Checking…', level: failed ? 'down' : 'unknown' },
      { label: 'Notifications', value: failed ? 'Unknown' : 'Checking…', level: 'unknown' },
      { label: 'Last Backup', value: failed ? 'Unknown' : 'Checking…', level: 'unknown' },
      { label: 'Server Load', value: '-', level: 'unknown' },
    ];
  const { database, outbox } = health;
  const notifications: { value: string; level: StatusLevel } =
    outbox.pending == null || outbox.failed == null
      ? { value: 'Unknown', level: 'unknown' }
      : outbox.failed > 0
        ? { value: `${formatCount(outbox.failed)} failed, ${formatCount(outbox.pending)} waiting`, level: 'warn' }
        : { value: outbox.pending > 0 ? `Running, ${formatCount(outbox.pending)} waiting` : 'Running', level: 'ok' };
  return [
    {
      label: 'Database',
      value: database.reachable ? `Online${database.pingMs == null ? '' : ` (${database.pingMs} ms)`}` : 'Offline',
      level: database.reachable ? 'ok' : 'down',
    },
    { label: 'API', value: failed ? 'Not answering' : 'Active', level: failed ? 'down' : 'ok' },
    { label: 'Notifications', ...notifications },
    { label: 'Last Backup', ...backupLine(health.backup, now) },
    {
      label: 'Server Load',
      value: formatPercent(health.serverLoad),
      level: health.serverLoad >= 90 ? 'down' : health.serverLoad >= 70 ? 'warn' : 'ok',
    },
  ];
}

function StatusPanel() {
  const health = usePolledQuery(apiQuery(getSystemHealth), POLL.systemHealth);
  return (
    <Panel id="system-status-heading" title="System status" query={health}>
      <dl className="grid gap-2 p-4 sm:p-5">
        {statusLines(health.data, health.isError).map((line) => (
          <div key={line.label} className="flex items-center justify-between gap-3 text-sm">
            <dt className="flex items-center gap-2 text-slate-700">
              <span className={cn('size-2.5 rounded-full', statusDot[line.level])} aria-hidden="true" />
              {line.label}
            </dt>
            <dd className="text-right font-medium text-slate-900">{line.value}</dd>
          </div>
        ))}
      </dl>
      <div className="border-t border-slate-200 px-4 py-3 sm:px-5">
        <BackupNowButton />
      </div>
    </Panel>
  );
}

function TopEmployees() {
  const employees = usePolledQuery(apiQuery(getTopEmployees), POLL.topEmployees);
  return (
    <Panel id="top-employees-heading" title="Top performing employees" query={employees}>
      <PanelState query={employees} title="The top employees could not be loaded" />
      {/* The list pads with active employees without jobs (decision 0021): empty means none is active. */}
      {employees.data?.length === 0 ? <p className="p-5 text-sm text-slate-600">There are no active employees.</p> : null}
      {employees.data && employees.data.length > 0 ? (
        <ol className="divide-y divide-slate-100" aria-label="Top employees, last 30 days">
          {employees.data.map((employee, index) => (
            <li key={employee.id} className="flex items-center gap-3 px-4 py-3 sm:px-5">
              <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-800">
                <span className="sr-only">Rank </span>
                {index + 1}
              </span>
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium text-slate-900">{employee.name}</p>
                <p className="text-xs text-slate-600">
                  {formatCount(employee.completedJobs)} {employee.completedJobs === 1 ? 'job' : 'jobs'} completed · rating{' '}
                  {formatRating(employee.rating)}
                </p>
              </div>
              <Badge variant={employee.status === 'active' ? 'success' : 'secondary'}>
                {employee.status === 'active' ? 'Active' : 'Off Duty'}
              </Badge>
            </li>
          ))}
        </ol>
      ) : null}
    </Panel>
  );
}

function UrgentTasks() {
  const tasks = usePolledQuery(apiQuery(getUrgentTasks), POLL.urgentTasks);
  return (
    <Panel id="urgent-tasks-heading" title="Urgent tasks" query={tasks}>
      <PanelState query={tasks} title="The urgent tasks could not be loaded" />
      {tasks.data?.length === 0 ? (
        <div className="flex items-center gap-3 p-5 text-sm text-slate-600">
          <Inbox className="size-5 text-emerald-600" aria-hidden="true" />
          Nothing urgent right now.
        </div>
      ) : null}
      {tasks.data && tasks.data.length > 0 ? (
        <ul className="divide-y divide-slate-100" aria-label="Urgent tasks, most urgent first">
          {tasks.data.map((task) => (
            <li key={task.kind}>
              <Link href={task.href} className="flex items-center gap-3 px-4 py-3 hover:bg-slate-50 sm:px-5">
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                    {task.title}
                    <Badge variant={priorityBadge[task.priority].variant}>{priorityBadge[task.priority].label}</Badge>
                  </p>
                  <p className="text-sm break-words text-slate-600">{task.description}</p>
                </div>
                <ChevronRight className="size-5 shrink-0 text-slate-400" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </Panel>
  );
}

/** Overview (spec §2): recent activity, quick actions, system status, top employees and urgent tasks, each polled. */
export function OverviewTab() {
  return (
    <div className="grid gap-6 lg:grid-cols-[3fr_2fr] [&>*]:min-w-0">
      <div className="grid content-start gap-6 [&>*]:min-w-0">
        <UrgentTasks />
        <RecentActivity />
      </div>
      <div className="grid content-start gap-6 [&>*]:min-w-0">
        <QuickActions />
        <StatusPanel />
        <TopEmployees />
      </div>
    </div>
  );
}
