import { randomUUID } from 'node:crypto';
import type { HttpApi } from './http-api.ts';
import type { ServerProcess } from './server-process.ts';
import { bookingSlots, quoteBody, type WriteWorld } from './write-world.ts';

/**
 * A mixed stream of writes against one server, cut by kill -9 once `killAfter` of them were answered
 * 2xx: quote submissions (each its own Idempotency-Key), public bookings (each its own slot and
 * e-mail), clock-ins and clock-outs of several employees, and two invoice runs (the second sent just
 * before the kill, so it is often in flight). The ledger holds what was sent and what was acknowledged.
 */

export type BookingBody = ReturnType<typeof bookingBody>;

export interface WriteLedger {
  quotesSent: Array<{ key: string; body: ReturnType<typeof quoteBody> }>;
  /** By Idempotency-Key. */
  quotesAcked: Map<string, { leadId: string; reference: string }>;
  bookingsSent: BookingBody[];
  /** By the visitor's e-mail (one booking each). */
  bookingsAcked: Map<string, { bookingId: number; reference: string }>;
  clockInsAcked: Array<{ employeeId: number; entryId: number }>;
  clockOutsAcked: Array<{ employeeId: number; entryId: number }>;
  runsSent: string[];
  /** By month. */
  runsAcked: Map<string, { created: number; numbers: string[] }>;
  /** Answers in all when the kill was sent, and when the last answer came. */
  acksAtKill: number;
  acks: number;
}

/** An answer other than the expected 2xx: a failure whether or not the kill has started. */
class UnexpectedAnswer extends Error {}

function bookingBody(n: number, slot: { date: string; time: string }) {
  return {
    clientName: `Visitor${n} Killnine`,
    clientEmail: `visit-${n}@killnine.example`,
    clientPhone: '(612) 555-0134',
    serviceType: 'Office cleaning walk-through',
    preferredDate: slot.date,
    preferredTime: slot.time,
    duration: 60,
    location: '212 N 3rd Ave, Minneapolis, MN 55401',
    notes: `Booking ${n}`,
    calendarIntegration: 'none',
  };
}

const AT_WORK = '44.9778,-93.2650';

export async function streamUntilKilled(
  api: HttpApi,
  server: ServerProcess,
  world: WriteWorld,
  options: { killAfter: number; runMonths: [string, string]; quoteWorkers: number; bookingWorkers: number },
): Promise<WriteLedger> {
  const ledger: WriteLedger = {
    quotesSent: [],
    quotesAcked: new Map(),
    bookingsSent: [],
    bookingsAcked: new Map(),
    clockInsAcked: [],
    clockOutsAcked: [],
    runsSent: [],
    runsAcked: new Map(),
    acksAtKill: 0,
    acks: 0,
  };
  let killed: Promise<void> | undefined;
  const alive = () => killed === undefined;
  const acknowledged = () => {
    ledger.acks += 1;
    if (ledger.acks >= options.killAfter && alive()) {
      ledger.acksAtKill = ledger.acks;
      killed = server.kill();
    }
  };
  const expect2xx = <T>(answer: { status: number; body: unknown }, status: number, what: string): T => {
    if (answer.status !== status) throw new UnexpectedAnswer(`${what}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
    return answer.body as T;
  };

  /** Runs `step` until the kill; a connection the kill cut ends the worker, any other failure fails the stream. */
  async function worker(step: () => Promise<void>): Promise<void> {
    while (alive()) {
      try {
        await step();
      } catch (error) {
        if (error instanceof UnexpectedAnswer || alive()) throw error;
        return;
      }
    }
  }

  let quoteCount = 0;
  async function quote() {
    const n = ++quoteCount;
    const key = `quote-${n}-${randomUUID()}`;
    const body = quoteBody(String(n));
    ledger.quotesSent.push({ key, body });
    const answer = await api.call('POST', '/api/pricing-breakdown', { body, headers: { 'idempotency-key': key } });
    const result = expect2xx<{ leadId: string; reference: string }>(answer, 200, `quote ${n}`);
    ledger.quotesAcked.set(key, { leadId: result.leadId, reference: result.reference });
    acknowledged();
  }

  const slots = bookingSlots(400);
  let bookingCount = 0;
  async function booking() {
    const n = ++bookingCount;
    const body = bookingBody(n, slots[n - 1]!);
    ledger.bookingsSent.push(body);
    const answer = await api.call('POST', '/api/scheduling/book', { body });
    const result = expect2xx<{ bookingId: number; reference: string }>(answer, 201, `booking ${n}`);
    ledger.bookingsAcked.set(body.clientEmail, { bookingId: result.bookingId, reference: result.reference });
    acknowledged();
  }

  /** One employee's clock: in, out, in, out... the first clock-in of the first employee to the visit. */
  function clock(employee: WriteWorld['employees'][number], toVisit: boolean) {
    let open: number | null = null;
    let first = true;
    return async () => {
      if (open === null) {
        const bookingId = toVisit && first ? world.visitId : null;
        first = false;
        const answer = await api.call('POST', '/api/employee/clock-in', {
          token: employee.token,
          body: { bookingId, description: 'Night shift', location: AT_WORK },
        });
        const entry = expect2xx<{ id: number; bookingId: number | null }>(answer, 201, `clock-in of ${employee.username}`);
        if (entry.bookingId !== bookingId) throw new UnexpectedAnswer(`clock-in to visit ${bookingId} answered ${entry.bookingId}`);
        open = entry.id;
        ledger.clockInsAcked.push({ employeeId: employee.id, entryId: entry.id });
      } else {
        const answer = await api.call('POST', '/api/employee/clock-out', {
          token: employee.token,
          body: { timeEntryId: open, location: AT_WORK },
        });
        expect2xx(answer, 200, `clock-out of ${employee.username}`);
        ledger.clockOutsAcked.push({ employeeId: employee.id, entryId: open });
        open = null;
      }
      acknowledged();
    };
  }

  async function invoiceRun(month: string) {
    ledger.runsSent.push(month);
    const answer = await api.call('POST', '/api/admin/invoices/issue', { token: world.adminToken, body: { month } });
    const result = expect2xx<{ created: number; numbers: string[] }>(answer, 200, `invoice run ${month}`);
    ledger.runsAcked.set(month, { created: result.created, numbers: result.numbers });
    acknowledged();
  }

  /** One write that the kill may cut. */
  async function once(step: () => Promise<void>): Promise<void> {
    try {
      await step();
    } catch (error) {
      if (error instanceof UnexpectedAnswer || alive()) throw error;
    }
  }

  /** The second run goes out a few answers before the kill, to be cut in flight as often as not. */
  async function lateInvoiceRun() {
    while (alive() && ledger.acks < options.killAfter - 4) await new Promise((r) => setTimeout(r, 5));
    if (alive()) await once(() => invoiceRun(options.runMonths[1]));
  }

  const workers = [
    ...Array.from({ length: options.quoteWorkers }, () => worker(quote)),
    ...Array.from({ length: options.bookingWorkers }, () => worker(booking)),
    ...world.employees.map((employee, i) => worker(clock(employee, i === 0))),
    once(() => invoiceRun(options.runMonths[0])),
    lateInvoiceRun(),
  ];
  const settled = await Promise.allSettled(workers);
  await killed;
  const failure = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failure) throw failure.reason;
  if (!killed) throw new Error('the stream ended without the kill');
  return ledger;
}
