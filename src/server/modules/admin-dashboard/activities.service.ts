import type { Activity } from '#shared/contracts/admin-dashboard.ts';
import { COMPANY_TIME_ZONE } from '#shared/domain/company.ts';
import { RECENT_ACTIVITIES_LIMIT } from '#shared/domain/dashboard.ts';
import type { Database } from '../../db/client.ts';
import { createActivitiesRepository, type ActivityRow } from './activities.repository.ts';
import { systemClock, type Clock } from './windows.ts';

const topics: Record<string, string> = { quote: 'Quote request', service: 'Service question', other: 'General enquiry' };
const leadSources: Record<string, string> = {
  calculator: 'quote calculator',
  'instant-quote': 'instant quote',
  'window-quote': 'window cleaning quote',
  manual: 'added by an admin',
  scheduling: 'scheduling page',
  contact: 'contact form',
};
const roles: Record<string, string> = { admin: 'admin', employee: 'employee', customer: 'customer' };

const when = new Intl.DateTimeFormat('en-US', {
  timeZone: COMPANY_TIME_ZONE,
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** The line a row becomes: title and description in plain words, colour and icon by kind (decision 0021). */
function toActivity(row: ActivityRow): Activity {
  const time = new Date(row.at).toISOString();
  const id = `${row.kind}:${row.id}`;
  switch (row.kind) {
    case 'lead':
      return {
        id,
        time,
        title: 'New lead',
        description: `${row.a} from ${row.b} (${leadSources[row.d ?? ''] ?? row.d})`,
        user: row.c || null,
        color: 'blue',
        icon: 'lead',
      };
    case 'contact':
      return {
        id,
        time,
        title: 'New contact message',
        description: `${topics[row.a ?? ''] ?? 'Message'}${row.b ? ` from ${row.b}` : ''}: ${row.d ?? ''}`,
        user: row.c || null,
        color: 'purple',
        icon: 'message',
      };
    case 'account':
      return {
        id,
        time,
        title: `New ${roles[row.a ?? ''] ?? 'user'} account`,
        description: row.b ? `${row.c} (${row.b}) joined` : `${row.c} joined`,
        user: row.c || null,
        color: 'green',
        icon: 'user',
      };
    case 'booking':
      return {
        id,
        time,
        title: row.d === 'scheduling' ? 'Visit booked online' : 'Visit booked by an admin',
        description: `${row.a} on ${when.format(new Date(row.b ?? row.at))}`,
        user: row.c || null,
        color: 'orange',
        icon: 'calendar',
      };
    case 'completed':
      return {
        id,
        time,
        title: 'Job completed',
        description: `${row.a} at ${row.b}`,
        user: row.c || null,
        color: 'emerald',
        icon: 'check',
      };
  }
}

/** GET /api/admin/recent-activities: the 10 newest events of five sources, newest first. */
export function createActivitiesService(db: Database, clock: Clock = systemClock) {
  const repository = createActivitiesRepository(db);
  return {
    async recent(): Promise<Activity[]> {
      const rows = await repository.newest(clock(), RECENT_ACTIVITIES_LIMIT);
      return rows.map(toActivity);
    },
  };
}
