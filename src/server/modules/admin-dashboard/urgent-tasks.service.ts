import type { UrgentPriority, UrgentTask } from '#shared/contracts/admin-dashboard.ts';
import { addDays } from '#shared/domain/company-time.ts';
import { SHORT_CREW_HORIZON_DAYS, UNASSIGNED_HORIZON_HOURS } from '#shared/domain/dashboard.ts';
import { shortDay } from '#shared/text/company-dates.ts';
import { plural } from '#shared/text/plural.ts';
import type { Database } from '../../db/client.ts';
import { createInspectionReadRepository } from '../inspections/inspections-read.repository.ts';
import { createSiteFlagsService } from '../sites/sites.service.ts';
import { createUrgentTasksRepository } from './urgent-tasks.repository.ts';
import { systemClock, windowsAt, type Clock } from './windows.ts';

const HOUR_MS = 3_600_000;
const rank: Record<UrgentPriority, number> = { high: 0, medium: 1, low: 2 };
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/**
 * GET /api/admin/urgent-tasks: one task per kind that has something, high first (decision 0021):
 * overdue follow-ups (high when one is over 7 days late or of a high-priority lead), crew-less
 * bookings in the next 48 h (high within 24 h), overdue invoices (high past 30 days), failed
 * notifications (medium), the last backup when it failed (high, decision 0029), plans accepted online waiting
 * for their start (high: a client is waiting, decision 0033), plan visits of the coming week with fewer people
 * than the plan's crew size (high within 24 h, decision 0043), sites flagged for worked hours over the bid
 * (high, decision 0047), overdue corrective actions (high) and sites due an inspection (medium, decision 0045),
 * open problem reports (low).
 */
export function createUrgentTasksService(db: Database, clock: Clock = systemClock) {
  const repository = createUrgentTasksRepository(db);
  const siteFlags = createSiteFlagsService(db, clock);
  const inspectionReads = createInspectionReadRepository(db);
  return {
    async tasks(): Promise<UrgentTask[]> {
      const w = windowsAt(clock());
      const c = await repository.counts({
        now: w.now,
        today: w.today,
        weekAgo: addDays(w.today, -7),
        monthAgo: addDays(w.today, -30),
        in24h: new Date(w.now.getTime() + 24 * HOUR_MS),
        in48h: new Date(w.now.getTime() + UNASSIGNED_HORIZON_HOURS * HOUR_MS),
        shortCrewUntil: new Date(w.now.getTime() + SHORT_CREW_HORIZON_DAYS * 24 * HOUR_MS),
      });
      const tasks: UrgentTask[] = [];
      if (c.overdueFollowUps > 0) {
        tasks.push({
          kind: 'overdue-follow-ups',
          title: 'Overdue follow-ups',
          description: `${plural(c.overdueFollowUps, 'lead is', 'leads are')} past the follow-up date, the oldest since ${c.oldestFollowUp ? shortDay(c.oldestFollowUp) : 'before today'}`,
          priority: c.urgentFollowUps > 0 ? 'high' : 'medium',
          count: c.overdueFollowUps,
          href: '/crm-dashboard',
        });
      }
      if (c.unassignedBookings > 0) {
        tasks.push({
          kind: 'unassigned-bookings',
          title: 'Visits without a crew',
          description: `${plural(c.unassignedBookings, 'visit starts', 'visits start')} in the next ${UNASSIGNED_HORIZON_HOURS} hours with nobody assigned${
            c.unassignedWithinDay > 0 ? `, ${c.unassignedWithinDay} within 24 hours` : ''
          }`,
          priority: c.unassignedWithinDay > 0 ? 'high' : 'medium',
          count: c.unassignedBookings,
          href: '/admin/bookings',
        });
      }
      if (c.shortCrews > 0) {
        tasks.push({
          kind: 'short-crews',
          title: 'Visits short of crew',
          description: `${plural(c.shortCrews, 'plan visit has', 'plan visits have')} fewer people assigned than the plan needs in the next ${SHORT_CREW_HORIZON_DAYS} days${
            c.shortCrewsWithinDay > 0 ? `, ${c.shortCrewsWithinDay} within 24 hours` : ''
          }`,
          priority: c.shortCrewsWithinDay > 0 ? 'high' : 'medium',
          count: c.shortCrews,
          href: '/admin/bookings',
        });
      }
      if (c.overdueInvoices > 0) {
        tasks.push({
          kind: 'overdue-invoices',
          title: 'Overdue invoices',
          description: `${plural(c.overdueInvoices, 'invoice', 'invoices')} past due, ${usd.format(c.overdueCents / 100)} in all${
            c.longOverdueInvoices > 0 ? `, ${c.longOverdueInvoices} more than 30 days late` : ''
          }`,
          priority: c.longOverdueInvoices > 0 ? 'high' : 'medium',
          count: c.overdueInvoices,
          href: '/admin/invoices',
        });
      }
      if (c.failedNotifications > 0) {
        tasks.push({
          kind: 'failed-notifications',
          title: 'Failed notifications',
          description: `${plural(c.failedNotifications, 'message was', 'messages were')} given up on after every retry`,
          priority: 'medium',
          count: c.failedNotifications,
          href: '/admin/settings#notifications',
        });
      }
      if (c.backupError !== null) {
        tasks.push({
          kind: 'failed-backup',
          title: 'Backup failed',
          description: `The last backup of the database failed: ${c.backupError}`,
          priority: 'high',
          count: 1,
          href: '/admin/dashboard',
        });
      }
      if (c.plansToStart > 0) {
        tasks.push({
          kind: 'plans-to-start',
          title: 'Accepted, to start',
          description: `${plural(c.plansToStart, 'plan accepted online waits', 'plans accepted online wait')} for you to confirm the start date and crew`,
          priority: 'high',
          count: c.plansToStart,
          href: '/admin/service-plans?status=pending_start',
        });
      }
      // Walk-throughs held for the office's call: booked while the site sent no e-mail (decision 0041). An
      // e-mail hold is the visitor's to confirm from their link within 30 minutes, so it is no task.
      if (c.walkThroughsToConfirm > 0) {
        tasks.push({
          kind: 'walk-throughs-to-confirm',
          title: 'Walk-throughs to confirm',
          description: `${plural(c.walkThroughsToConfirm, 'walk-through waits', 'walk-throughs wait')} to be confirmed: call the visitor and confirm it on its page`,
          priority: 'medium',
          count: c.walkThroughsToConfirm,
          href: '/admin/bookings',
        });
      }
      // Sites whose worked hours ran over the bid week after week (decision 0047): re-price or accept the loss.
      const flagged = await siteFlags.flagged();
      if (flagged.length > 0) {
        tasks.push({
          kind: 'flagged-sites',
          title: 'Sites over their bid hours',
          description: `Crews at ${flagged.length === 1 ? flagged[0]!.name : `${flagged.length} sites`} worked more hours than the bid, week after week: re-price or accept the loss`,
          priority: 'high',
          count: flagged.length,
          href: flagged.length === 1 ? `/admin/sites/${flagged[0]!.id}` : '/admin/sites?filter=flagged',
        });
      }
      // Inspections (issue 33, decision 0045): corrective actions past their due time, and sites with a running
      // plan not inspected within their interval (never inspected counts).
      if (c.overdueActions > 0) {
        tasks.push({
          kind: 'overdue-corrective-actions',
          title: 'Overdue corrective actions',
          description: `${plural(c.overdueActions, 'corrective action is', 'corrective actions are')} past due${
            c.overdueActions === 1 && c.firstOverdueAction ? ` at ${c.firstOverdueAction.siteName}: ${c.firstOverdueAction.title}` : ''
          }`,
          priority: 'high',
          count: c.overdueActions,
          href: '/admin/quality',
        });
      }
      const due = await inspectionReads.sitesDue(w.now);
      if (due.length > 0) {
        const never = due.filter((site) => site.lastInspectedAt === null).length;
        tasks.push({
          kind: 'sites-due-inspection',
          title: 'Sites due an inspection',
          description: `${plural(due.length, 'site was', 'sites were')} not inspected within ${due.length === 1 ? 'its' : 'their'} interval${
            never > 0 ? `, ${never} never inspected` : ''
          }`,
          priority: 'medium',
          count: due.length,
          href: '/admin/quality',
        });
      }
      if (c.openProblemReports > 0) {
        tasks.push({
          kind: 'open-problem-reports',
          title: 'Open problem reports',
          description: `${plural(c.openProblemReports, 'customer report is', 'customer reports are')} waiting for an answer`,
          priority: 'low',
          count: c.openProblemReports,
          href: '/admin/problems',
        });
      }
      // Stable: within a priority, the order above.
      return tasks.sort((a, b) => rank[a.priority] - rank[b.priority]);
    },
  };
}
