import { describe, expect, it } from 'vitest';
import { backupsToDelete } from './retention.ts';

const file = (iso: string) => ({ name: iso, at: new Date(iso) });
const names = (files: { name: string }[]) => files.map((f) => f.name);

describe('backup retention (the last 24 hours, 7 daily, 4 weekly)', () => {
  const now = new Date('2026-11-24T13:00:00Z');

  it('keeps everything while there are fewer backups than the policy holds', () => {
    expect(backupsToDelete([file('2026-11-23T03:00:00Z'), file('2026-11-24T03:00:00Z')], now)).toEqual([]);
  });

  it('keeps every backup of the last 24 hours, then only the newest of its day', () => {
    const morning = file('2026-11-24T03:00:00Z');
    const noon = file('2026-11-24T12:00:00Z');
    expect(backupsToDelete([morning, noon], now)).toEqual([]);
    expect(names(backupsToDelete([morning, noon], new Date('2026-11-25T03:30:00Z')))).toEqual([morning.name]);
  });

  it('keeps the newest of the last 7 days and of the last 4 weeks out of 60 daily backups', () => {
    // 60 days ending Tuesday 2026-11-24, one backup a day at 03:00 UTC.
    const files = Array.from({ length: 60 }, (_, i) => file(new Date(Date.UTC(2026, 10, 24 - i, 3)).toISOString()));
    const kept = files.filter((f) => !backupsToDelete(files, new Date('2026-11-24T04:00:00Z')).includes(f));
    expect(names(kept).sort()).toEqual(
      [
        // the last 7 days
        '2026-11-18T03:00:00.000Z',
        '2026-11-19T03:00:00.000Z',
        '2026-11-20T03:00:00.000Z',
        '2026-11-21T03:00:00.000Z',
        '2026-11-22T03:00:00.000Z',
        '2026-11-23T03:00:00.000Z',
        '2026-11-24T03:00:00.000Z',
        // the newest of the two ISO weeks before those (Sundays): 4 weeks in all with 11-24 and 11-22
        '2026-11-08T03:00:00.000Z',
        '2026-11-15T03:00:00.000Z',
      ].sort(),
    );
  });
});
