import { addDays, weekdayOf } from '#shared/domain/company-time.ts';
import { hashPassword } from '../modules/accounts/secrets.ts';
import { createCustomerRecordsRepository } from './customer-records.repository.ts';
import { partRandom, type DemoContext } from './demo-context.ts';
import { createSecurityLogRepository, type NewSecurityEventRow } from './security-log.repository.ts';
import { uuidFrom } from './journeys.ts';

/**
 * The security log of the year (decision 0044): the office manager signing in most mornings, the
 * crews a few times a week from their phones, customers now and then; mistyped passwords, an unknown
 * name tried from abroad and the limit that stopped it. Written in bulk (sign-ins are the log's
 * bulk), in the shape the sign-in service records them.
 */
const OFFICE = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

export async function writeSecurityLog(ctx: DemoContext): Promise<number> {
  const r = partRandom(ctx.seed, 'security-log');
  const rows: NewSecurityEventRow[] = [];
  const at = (day: string, time: string) => ctx.storyMoment(day, time);
  const push = (row: Omit<NewSecurityEventRow, 'requestId'>) => {
    if (row.occurredAt && row.occurredAt.getTime() < ctx.now.getTime()) rows.push({ ...row, requestId: uuidFrom(r) });
  };
  const signIn = (userId: number, identifier: string, via: string, when: Date, ip: string, userAgent: string) =>
    push({
      type: 'sign-in.succeeded',
      userId,
      identifier,
      ip,
      userAgent,
      occurredAt: when,
      detail: { via, secondFactor: null, knownDevice: r.chance(0.8) },
    });

  // Everyone on the crews chose a password from their invite link, and about a third of the customers did;
  // only they sign in. (Their passwords are nobody's to know: one random secret, hashed once.)
  const records = createCustomerRecordsRepository(ctx.db);
  const secret = ctx.sharedPasswordHash ?? (await hashPassword(uuidFrom(r) + uuidFrom(r)));
  const chose = async (userId: number) => records.choosePassword(userId, secret, ctx.storyMoment(ctx.firstDay, '09:00'));
  for (const employee of ctx.staff.employees) if (employee !== ctx.staff.demoEmployee) await chose(employee.id);
  const customers = ctx.customers.filter(
    (c, i) => c.customerId !== undefined && (i === 0 || ctx.sharedPasswordHash !== null || r.chance(0.35)),
  );
  for (const customer of customers.slice(1)) await chose(customer.customerId!);
  for (let day = ctx.firstDay; day < ctx.today || day === ctx.today; day = addDays(day, 1)) {
    const weekday = weekdayOf(day);
    if (weekday >= 1 && weekday <= 5 && r.chance(0.9)) {
      const when = at(day, `0${r.int(7, 8)}:${String(r.int(10, 59)).padStart(2, '0')}`);
      if (r.chance(0.03))
        push({
          type: 'sign-in.failed',
          userId: ctx.staff.adminId,
          identifier: 'demo.admin',
          ip: '192.0.2.10',
          userAgent: OFFICE,
          occurredAt: new Date(when.getTime() - 40_000),
          detail: { via: 'admin', reason: 'wrong-password' },
        });
      signIn(ctx.staff.adminId, 'demo.admin', 'admin', when, '192.0.2.10', OFFICE);
    }
    for (const employee of ctx.staff.employees) {
      if (employee.availableFrom > day || !r.chance(employee === ctx.staff.demoEmployee ? 0.5 : 0.15)) continue;
      signIn(
        employee.id,
        employee.username,
        'portal',
        at(day, `1${r.int(5, 7)}:${String(r.int(0, 59)).padStart(2, '0')}`),
        `198.51.100.${r.int(2, 254)}`,
        PHONE,
      );
    }
    for (const customer of customers) {
      if (!r.chance(customer === ctx.customers[0] ? 0.15 : 0.02) || addDays(customer.spec.leadDay, 14) > day) continue;
      signIn(
        customer.customerId!,
        customer.spec.email,
        'portal',
        at(day, `${r.int(9, 16)}:${String(r.int(0, 59)).padStart(2, '0')}`),
        `203.0.113.${r.int(2, 254)}`,
        OFFICE,
      );
    }
    // Someone tries names that do not exist, from far away, until the limit stops them.
    if (r.chance(0.02)) {
      const when = at(day, `0${r.int(1, 4)}:${String(r.int(0, 59)).padStart(2, '0')}`);
      const ip = `185.220.101.${r.int(2, 254)}`;
      for (const [i, name] of ['admin', 'administrator', 'root', 'office'].entries()) {
        push({
          type: 'sign-in.failed',
          userId: null,
          identifier: name,
          ip,
          userAgent: 'python-requests/2.32.3',
          occurredAt: new Date(when.getTime() + i * 3_000),
          detail: { via: 'admin', reason: 'unknown-name' },
        });
      }
      push({
        type: 'sign-in.throttled',
        userId: null,
        identifier: 'admin',
        ip,
        userAgent: 'python-requests/2.32.3',
        occurredAt: new Date(when.getTime() + 15_000),
        detail: { via: 'admin', limit: 'address' },
      });
    }
  }
  const repo = createSecurityLogRepository(ctx.db);
  await repo.insert(rows);
  await repo.setLastSignIns();
  return rows.length;
}
