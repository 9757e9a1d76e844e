import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Activity, TopEmployee, UrgentTask } from '#shared/contracts/admin-dashboard.ts';
import type { SystemHealth } from '#shared/contracts/system.ts';
import { answerFetch, json, problem, renderScreen, type SeenRequest } from '#tests/support/component-render.tsx';
import { OverviewTab, statusLines } from './overview-tab.tsx';

const health: SystemHealth = {
  serverLoad: 23,
  memoryUsage: 40,
  diskUsage: 50,
  instance: { hostname: 'web-1', pid: 1 },
  uptimeSeconds: 600,
  database: { reachable: true, pingMs: 1.2, sizeBytes: null },
  outbox: { pending: 5, failed: 2 },
  backup: {
    scheduled: true,
    lastSucceeded: { finishedAt: new Date(Date.now() - 2 * 3600_000).toISOString(), sizeBytes: 4_400_000 },
    lastFailure: null,
    running: false,
  },
  time: '2026-11-18T16:00:00.000Z',
};
const activities: Activity[] = [
  {
    id: 'lead:1',
    title: 'New lead',
    description: 'Acme Dental asked for a quote',
    user: 'Dana Reyes',
    time: new Date(Date.now() - 5 * 60_000).toISOString(),
    color: 'blue',
    icon: 'lead',
  },
  {
    id: 'job:9',
    title: 'Job completed',
    description: 'Office cleaning at Acme Dental',
    user: null,
    time: new Date(Date.now() - 2 * 3600_000).toISOString(),
    color: 'emerald',
    icon: 'check',
  },
];
const employees: TopEmployee[] = [
  { id: 'u1', name: 'Ana Ruiz', completedJobs: 12, rating: 4.9, status: 'active' },
  { id: 'u2', name: 'Ben Ode', completedJobs: 1, rating: null, status: 'off-duty' },
];
const tasks: UrgentTask[] = [
  {
    kind: 'unassigned-bookings',
    title: 'Bookings without a crew',
    description: '2 in the next 48 hours',
    priority: 'high',
    count: 2,
    href: '/admin/bookings?crew=none',
  },
  {
    kind: 'open-problem-reports',
    title: 'Open problem reports',
    description: '1 waiting for an answer',
    priority: 'low',
    count: 1,
    href: '/admin/problems',
  },
];

function api(healthReply: Response = json(health), topEmployees: TopEmployee[] = employees) {
  return (request: SeenRequest) => {
    const path = new URL(request.url, 'http://localhost').pathname;
    const replies: Record<string, Response> = {
      '/api/admin/system-health': healthReply,
      '/api/admin/recent-activities': json(activities),
      '/api/admin/top-employees': json(topEmployees),
      '/api/admin/urgent-tasks': json(tasks),
    };
    return (replies[path] ?? problem(404, 'none')).clone();
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('admin dashboard: Overview', () => {
  it('says there are no active employees when the top list is empty (it pads with active employees without jobs)', async () => {
    answerFetch(api(json(health), []));
    renderScreen(<OverviewTab />, { path: '/admin/dashboard' });
    const top = within(await screen.findByRole('region', { name: 'Top performing employees' }));
    expect(await top.findByText('There are no active employees.')).toBeInTheDocument();
    expect(top.queryByRole('list')).toBeNull();
  });

  it('shows activity, quick actions, the status computed from system-health, top employees and urgent tasks as links', async () => {
    answerFetch(api());
    renderScreen(<OverviewTab />, { path: '/admin/dashboard' });

    const activity = within(await screen.findByRole('list', { name: 'Recent activity, newest first' })).getAllByRole('listitem');
    expect(activity[0]).toHaveTextContent('New lead5 minutes agoAcme Dental asked for a quoteDana Reyes');
    expect(activity[0]).toHaveAttribute('data-color', 'blue');
    expect(activity[1]).toHaveTextContent('Job completed2 hours agoOffice cleaning at Acme Dental');
    expect(activity[1]).toHaveAttribute('data-color', 'emerald');

    const actions = within(screen.getByRole('region', { name: 'Quick actions' }));
    expect(actions.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Manage Users', '/user-management'],
      ['CRM Dashboard', '/crm-dashboard'],
      ['View Schedule', '/scheduling'],
      ['Generate Reports', '/admin/dashboard?tab=reports'],
      ['System Settings', '/admin/settings'],
    ]);

    const status = screen.getByRole('region', { name: 'System status' });
    await within(status).findByText('Online (1.2 ms)');
    expect(
      within(status)
        .getAllByRole('term')
        .map((t) => `${t.textContent}: ${t.nextElementSibling?.textContent}`),
    ).toEqual([
      'Database: Online (1.2 ms)',
      'API: Active',
      'Notifications: 2 failed, 5 waiting',
      'Last Backup: 2 hours ago (4.4 MB)',
      'Server Load: 23.0%',
    ]);

    const top = within(await screen.findByRole('list', { name: 'Top employees, last 30 days' })).getAllByRole('listitem');
    expect(top[0]).toHaveTextContent('Rank 1Ana Ruiz12 jobs completed · rating 4.90Active');
    expect(top[1]).toHaveTextContent('Rank 2Ben Ode1 job completed · rating -Off Duty');

    const urgent = within(await screen.findByRole('list', { name: 'Urgent tasks, most urgent first' }));
    expect(urgent.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Bookings without a crewHigh2 in the next 48 hours', '/admin/bookings?crew=none'],
      ['Open problem reportsLow1 waiting for an answer', '/admin/problems'],
    ]);
  });

  it('when system-health does not answer, the API line says so', async () => {
    answerFetch(api(problem(500, 'Down')));
    renderScreen(<OverviewTab />, { path: '/admin/dashboard' });
    const status = screen.getByRole('region', { name: 'System status' });
    expect(await within(status).findByText('Not answering')).toBeInTheDocument();
    expect(within(status).getAllByText('Unknown')).toHaveLength(3);
  });

  it('computes the Last Backup line: size and age, stale, failed, none yet, off', () => {
    const now = Date.parse('2026-11-24T12:00:00Z');
    const line = (backup: SystemHealth['backup']) => statusLines({ ...health, backup }, false, now).find((l) => l.label === 'Last Backup');
    const ok = { scheduled: true, lastFailure: null, running: false };
    expect(line({ ...ok, lastSucceeded: { finishedAt: '2026-11-24T10:00:00Z', sizeBytes: 4_400_000 } })).toEqual({
      label: 'Last Backup',
      value: '2 hours ago (4.4 MB)',
      level: 'ok',
    });
    // The daily backup missed twice: amber.
    expect(line({ ...ok, lastSucceeded: { finishedAt: '2026-11-21T10:00:00Z', sizeBytes: 812_000 } })).toMatchObject({
      value: '3 days ago (812 KB)',
      level: 'warn',
    });
    expect(
      line({
        ...ok,
        lastSucceeded: { finishedAt: '2026-11-23T03:00:00Z', sizeBytes: 1 },
        lastFailure: { finishedAt: '2026-11-24T03:00:00Z', error: 'ENOSPC' },
      }),
    ).toMatchObject({ value: 'Failed 9 hours ago', level: 'down' });
    expect(line({ ...ok, lastSucceeded: null })).toMatchObject({ value: 'None yet', level: 'warn' });
    expect(line({ ...ok, scheduled: false, lastSucceeded: null })).toMatchObject({ value: 'Off', level: 'unknown' });
    expect(line(null)).toMatchObject({ value: 'Unknown', level: 'unknown' });
  });

  it('backs up now: posts, says what was made, and reads the status again; a refusal shows its reason', async () => {
    let backups = 0;
    const seen = answerFetch((request) => {
      const path = new URL(request.url, 'http://localhost').pathname;
      if (path === '/api/admin/backups') {
        backups++;
        return backups === 1
          ? json({ fileName: 'twinpines-2026-11-24T12-00-00Z.tar.gz', sizeBytes: 4_400_000, finishedAt: '2026-11-24T12:00:01.000Z' }, 201)
          : problem(409, 'A backup is already running. Try again when it has finished.');
      }
      return api()(request);
    });
    const app = renderScreen(<OverviewTab />, { path: '/admin/dashboard' });
    const status = within(screen.getByRole('region', { name: 'System status' }));
    await status.findByText('Online (1.2 ms)');
    const healthReads = () => seen.filter((r) => r.url.endsWith('/api/admin/system-health')).length;
    const before = healthReads();

    await app.user.click(status.getByRole('button', { name: 'Back up now' }));
    expect(await screen.findByText('Backup made')).toBeInTheDocument();
    expect(screen.getByText('twinpines-2026-11-24T12-00-00Z.tar.gz (4.4 MB)')).toBeInTheDocument();
    expect(seen.filter((r) => r.url.endsWith('/api/admin/backups')).map((r) => r.method)).toEqual(['POST']);
    await vi.waitFor(() => expect(healthReads()).toBeGreaterThan(before));

    await app.user.click(status.getByRole('button', { name: 'Back up now' }));
    expect(await screen.findByText('Backup failed')).toBeInTheDocument();
    expect(screen.getByText('A backup is already running. Try again when it has finished.')).toBeInTheDocument();
  });
});
