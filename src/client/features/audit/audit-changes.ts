import { auditNameKey, auditReferenceFields, type AuditReferenceKind } from '#shared/contracts/audit.ts';
import { facilityTypeLabels, type FacilityType } from '#shared/domain/quote.ts';
import { formatCents, formatDate, formatMonth, formatServiceDays, formatWallTime } from '../../lib/business-format.ts';

/**
 * What an audit event changed, in words: the fields whose values differ between `before` and `after`
 * (a created record: every field it was made with; a deleted one: what it held). Values are shown as
 * they were recorded, short: money fields in cents as dollars, lists joined, nothing as a dash; ids by the
 * names the server sent with the trail, days and times as every screen writes them (decision 0043).
 */

export interface FieldChange {
  field: string;
  label: string;
  before: string | null;
  after: string | null;
}

/** Fields that say nothing to a person reading a record's history. */
const HIDDEN = new Set(['id', 'createdAt', 'updatedAt']);

const LABELS: Record<string, string> = {
  scheduledStart: 'Start',
  durationMinutes: 'Length (minutes)',
  priceCents: 'Price',
  monthlyPriceCents: 'Monthly price',
  amountCents: 'Amount',
  payCents: 'Pay',
  hourlyRateCents: 'Hourly rate',
  serviceDays: 'Service days',
  crew: 'Crew',
  employeeIds: 'Crew',
  cancelReason: 'Cancel reason',
  voidReason: 'Void reason',
  siteId: 'Site',
  customerId: 'Customer',
  leadId: 'From lead',
  planOccurrence: 'Plan day',
  periodMonth: 'Month',
  servicePlanId: 'Service plan',
  bookingId: 'Visit',
  clockIn: 'Clock in',
  clockOut: 'Clock out',
  workedMinutes: 'Worked minutes',
};

/** 'scheduledStart' -> 'Scheduled start'. */
export function fieldLabel(field: string): string {
  if (LABELS[field]) return LABELS[field];
  const words = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1).toLowerCase();
}

const instant = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Chicago',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/**
 * What the ids in the records name, as the server sent them with the trail (`AuditEvent.names`,
 * keyed by `auditNameKey`): 'site:4' -> 'Main office'.
 */
export type RecordNames = Readonly<Record<string, string>>;

/** An id whose record is gone (the server could not name it): said in words, never as a bare number. */
const GONE: Record<AuditReferenceKind, string> = {
  customer: 'a removed customer',
  person: 'a removed account',
  site: 'a removed site',
  servicePlan: 'a removed plan',
  booking: 'a removed visit',
};

const nameOf = (kind: AuditReferenceKind, id: unknown, names: RecordNames) => names[auditNameKey(kind, String(id))] ?? GONE[kind];

const SOURCES: Record<string, string> = { plan: 'Service plan', admin: 'Booked by an admin', scheduling: 'The scheduling page' };
const STATUSES: Record<string, string> = { pending_start: 'Accepted, to start' };

/** 'in_progress' -> 'In progress': a recorded code in words. */
const codeWords = (code: string) => {
  const words = code.replace(/[_-]+/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** One recorded value as text (null: nothing). */
export function showValue(field: string, value: unknown, names: RecordNames = {}): string | null {
  if (value === null || value === undefined || value === '') return null;
  const kind = auditReferenceFields[field];
  if (kind) {
    if (Array.isArray(value)) return value.length === 0 ? 'nobody' : value.map((id) => nameOf(kind, id, names)).join(', ');
    return nameOf(kind, value, names);
  }
  if (typeof value === 'number' && /Cents$/.test(field)) return formatCents(value);
  if (field === 'serviceDays' && Array.isArray(value)) return formatServiceDays(value.map(Number));
  if (typeof value === 'string') {
    if (field === 'leadId') return 'Converted from a quote';
    if (field === 'facilityType') return facilityTypeLabels[value as FacilityType] ?? value;
    if (field === 'source') return SOURCES[value] ?? value;
    if (field === 'status') return STATUSES[value] ?? codeWords(value);
    // A month recorded as its first day ('2026-12-01'): 'December 2026'.
    if (field === 'periodMonth' && /^\d{4}-\d{2}-01$/.test(value)) return formatMonth(value.slice(0, 7));
    // A Minnesota day ('2026-11-28') and a wall time ('19:15'): as every screen writes them.
    if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDate(value);
    if (/^\d{2}:\d{2}(:\d{2})?$/.test(value)) return formatWallTime(value);
    if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) {
      const at = new Date(value);
      if (!Number.isNaN(at.getTime())) return instant.format(at).replace(/[\u202f\u00a0]/g, ' ');
    }
  }
  if (Array.isArray(value))
    return value.length === 0 ? 'none' : value.map((v) => (typeof v === 'object' ? JSON.stringify(v) : String(v))).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  // '12,000' square feet; a year stays '2026'.
  if (typeof value === 'number' && !/year/i.test(field)) return value.toLocaleString('en-US');
  return String(value);
}

function asRecord(value: unknown): Record<string, unknown> | null {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

/** The fields an event changed, in the order the record lists them. */
export function changesOf(before: unknown, after: unknown, names: RecordNames = {}): FieldChange[] {
  const was = asRecord(before);
  const is = asRecord(after);
  if (!was && !is) return [];
  const fields = [...new Set([...Object.keys(was ?? {}), ...Object.keys(is ?? {})])].filter((f) => !HIDDEN.has(f));
  const changes: FieldChange[] = [];
  for (const field of fields) {
    const old = showValue(field, was?.[field], names);
    const now = showValue(field, is?.[field], names);
    if (was && is && JSON.stringify(was[field] ?? null) === JSON.stringify(is[field] ?? null)) continue;
    if (old === null && now === null) continue;
    changes.push({ field, label: fieldLabel(field), before: was ? old : null, after: is ? now : null });
  }
  return changes;
}

const ACTIONS: Record<string, string> = {
  create: 'Created',
  update: 'Changed',
  cancel: 'Cancelled',
  complete: 'Marked completed',
  assign: 'Crew changed',
  delete: 'Deleted',
  'clock-in': 'Clocked in',
  'clock-out': 'Clocked out',
  approve: 'Approved',
  reopen: 'Reopened',
  issue: 'Issued',
  'mark-paid': 'Marked paid',
  void: 'Voided',
  convert: 'Converted',
  accept: 'Accepted online',
  resolve: 'Resolved',
  start: 'Trip started',
  end: 'Trip ended',
};

/** 'mark-paid' -> 'Marked paid'; an action this screen does not know is shown as recorded. */
export function actionLabel(action: string): string {
  return ACTIONS[action] ?? fieldLabel(action);
}

/** Who acted: the person's username, else the part of the system that did (e.g. 'plan-generator'). */
export function actorLabel(event: { actorUser: { username: string } | null; actor: string }): string {
  if (event.actorUser) return event.actorUser.username;
  return event.actor === 'user' ? 'A deleted user' : `System (${event.actor})`;
}
