import { describe, expect, it } from 'vitest';
import { migratedBefore } from '#tests/support/migrated-before.ts';

// Migration 0021 (decision 0041) records who is to confirm each booking request. Requests made before
// it are told apart by their hold: an office hold lasts until its visit starts, an e-mail hold 30
// minutes from the booking. Here the migrations run up to 0020, two requests are stored, then 0021
// runs on them. (PGlite: the SQL is the same on PostgreSQL.)

describe('migration 0021_booking_requests_confirm_by', () => {
  it("marks the requests held until their visit as the office's, the others as e-mail's, and then requires a value", async () => {
    const { client, migrateRest, close } = await migratedBefore('0021_booking_requests_confirm_by');
    try {
      await client.query(`
        insert into bookings (id, source, status, held_until, client_name, service_type, scheduled_start, duration_minutes, location) overriding system value
        values (1, 'scheduling', 'pending', '2026-12-02T15:00:00Z', 'Office Hold', 'Office Cleaning', '2026-12-02T15:00:00Z', 60, 'Edina'),
               (2, 'scheduling', 'pending', '2026-11-18T16:30:00Z', 'Email Hold', 'Office Cleaning', '2026-12-03T15:00:00Z', 60, 'Edina')`);
      await client.query(`
        insert into booking_requests (booking_id, token_hash, email_key, requested_from, request, created_at)
        values (1, 'a', 'office@hold.example', '198.51.100.1', '{}', '2026-11-18T16:00:00Z'),
               (2, 'b', 'email@hold.example', '198.51.100.2', '{}', '2026-11-18T16:00:00Z')`);

      await migrateRest();
      const { rows } = await client.query<{ id: number; confirmBy: string }>(
        `select booking_id as id, confirm_by as "confirmBy" from booking_requests order by booking_id`,
      );
      expect(rows).toEqual([
        { id: 1, confirmBy: 'office' },
        { id: 2, confirmBy: 'email' },
      ]);
      // No default is left: a new request must say who confirms it, and only 'email' or 'office'.
      await client.query(`
        insert into bookings (id, source, status, held_until, client_name, service_type, scheduled_start, duration_minutes, location) overriding system value
        values (3, 'scheduling', 'pending', '2026-12-04T15:00:00Z', 'New Hold', 'Office Cleaning', '2026-12-04T15:00:00Z', 60, 'Edina')`);
      await expect(
        client.query(
          `insert into booking_requests (booking_id, token_hash, email_key, requested_from, request) values (3, 'c', 'x', 'y', '{}')`,
        ),
      ).rejects.toThrow(/confirm_by/);
      await expect(
        client.query(
          `insert into booking_requests (booking_id, token_hash, email_key, requested_from, request, confirm_by) values (3, 'c', 'x', 'y', '{}', 'phone')`,
        ),
      ).rejects.toThrow(/booking_requests_confirm_by_check/);
    } finally {
      await close();
    }
  });
});
