import { companyDate, zonedInstant } from '#shared/domain/company-time.ts';

const wallTime = new Intl.DateTimeFormat('en-GB', { timeZone: 'America/Chicago', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** An instant as a datetime-local value on Minnesota's wall clock ('2026-12-01T09:30'), whatever the browser's zone. */
export function minnesotaInputValue(at: Date): string {
  return `${companyDate(at)}T${wallTime.format(at)}`;
}

/** A datetime-local value read as Minnesota wall-clock time; undefined when it is not one. */
export function instantFromMinnesotaInput(value: string): Date | undefined {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(value.trim());
  if (!match) return undefined;
  const at = zonedInstant(match[1]!, match[2]!);
  return Number.isNaN(at.getTime()) ? undefined : at;
}
