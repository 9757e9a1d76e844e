import { getSystemHealth, getSystemLogs } from '#shared/contracts/system.endpoints.ts';
import type { SystemLog } from '#shared/contracts/system.ts';
import { Card } from '../../components/ui/card.tsx';
import { apiQuery } from '../../lib/api-client.ts';
import { cn } from '../../lib/cn.ts';
import { formatMinnesotaTime } from '../../lib/time-format.ts';
import { usePolledQuery } from '../../lib/use-polled-query.ts';
import { PanelState, StaleNote } from './polled-state.tsx';
import { POLL } from './polling.ts';
import { UsageBar } from './usage-bar.tsx';

const levelClasses: Record<SystemLog['color'], string> = {
  blue: 'border-blue-200 bg-blue-50 text-blue-800',
  yellow: 'border-yellow-300 bg-yellow-100 text-yellow-900',
  red: 'border-red-200 bg-red-50 text-red-800',
};

/** '3 d 4 h', '5 h 12 min', '40 min'. */
export function formatUptime(seconds: number): string {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  if (days > 0) return `${days} d ${hours} h`;
  if (hours > 0) return `${hours} h ${minutes} min`;
  return `${minutes} min`;
}

/** System (spec §2): this instance's CPU, memory and disk bars, and its recent log lines by level. */
export function SystemTab() {
  const health = usePolledQuery(apiQuery(getSystemHealth), POLL.systemHealth);
  const logs = usePolledQuery(apiQuery(getSystemLogs), POLL.systemLogs);
  const h = health.data;

  return (
    <div className="grid gap-6 lg:grid-cols-2 [&>*]:min-w-0">
      <Card className="p-4 sm:p-5" role="region" aria-labelledby="system-usage-heading">
        <h2 id="system-usage-heading" className="text-lg font-semibold text-slate-900">
          Server usage
        </h2>
        <PanelState query={health} title="The server figures could not be loaded" />
        {h ? (
          <>
            <p className="mt-1 text-sm text-slate-600">
              Instance {h.instance.hostname} (pid {h.instance.pid}), up {formatUptime(h.uptimeSeconds)}.
            </p>
            <div className="mt-4 grid gap-4">
              <UsageBar label="CPU" percent={h.serverLoad} />
              <UsageBar label="Memory" percent={h.memoryUsage} />
              <UsageBar label="Disk" percent={h.diskUsage} />
            </div>
            <div className="mt-3">
              <StaleNote query={health} />
            </div>
          </>
        ) : null}
      </Card>
      <Card className="overflow-hidden" role="region" aria-labelledby="system-logs-heading">
        <div className="border-b border-slate-200 px-4 py-4 sm:px-5">
          <h2 id="system-logs-heading" className="text-lg font-semibold text-slate-900">
            Recent log lines
          </h2>
          <StaleNote query={logs} />
        </div>
        <PanelState query={logs} title="The log lines could not be loaded" />
        {logs.data && logs.data.length === 0 ? <p className="p-5 text-sm text-slate-600">No log lines yet on this instance.</p> : null}
        {logs.data && logs.data.length > 0 ? (
          <ol className="max-h-[28rem] divide-y divide-slate-100 overflow-y-auto" aria-label="Log lines, newest first">
            {logs.data.map((line, i) => (
              <li key={`${line.time}-${i}`} className="grid gap-1 px-4 py-2.5 sm:px-5">
                <div className="flex flex-wrap items-center gap-2 text-xs text-slate-500">
                  <span className={cn('rounded border px-1.5 py-0.5 font-mono font-semibold', levelClasses[line.color])}>{line.level}</span>
                  <time dateTime={line.time}>{formatMinnesotaTime(line.time)}</time>
                </div>
                <p className="font-mono text-xs break-words text-slate-800">{line.message}</p>
              </li>
            ))}
          </ol>
        ) : null}
      </Card>
    </div>
  );
}
