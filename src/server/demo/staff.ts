import { addDays, type IsoDate } from '#shared/domain/company-time.ts';
import type { LatLng } from '#shared/domain/geo.ts';
import { hashPassword } from '../modules/accounts/secrets.ts';
import { createUsersRepository } from '../modules/accounts/users.repository.ts';
import { createSecuritySettingsService } from '../modules/security/security-settings.service.ts';
import { DEMO_ACCOUNTS, DEMO_ADMIN } from '../modules/users/demo-data.ts';
import { partRandom, type DemoContext } from './demo-context.ts';
import { person } from './people.ts';
import { pickPlace, pointNear } from './places.ts';

/** The office and the crews (decision 0044): the demo admin, the demo employee and the rest of the team. */

export interface Employee {
  id: number;
  username: string;
  name: string;
  position: string;
  /** Not on a crew before this day (hired during the year). */
  availableFrom: IsoDate;
  /** Where their drives start from. */
  home: LatLng;
}

export interface Staff {
  adminId: number;
  employees: Employee[];
  /** The demo employee: on the demo customer's crew and on a visit today. */
  demoEmployee: Employee;
}

const POSITIONS: ReadonlyArray<{ position: string; rate: [number, number] }> = [
  { position: 'Operations Supervisor', rate: [28, 31] },
  { position: 'Crew Lead', rate: [23, 26] },
  { position: 'Crew Lead', rate: [23, 26] },
  { position: 'Floor Care Specialist', rate: [22, 25] },
  { position: 'Day Porter', rate: [18, 20] },
];

/** Writes the admin and the employees at the story's start; those hired during the year join on their day. */
export async function writeStaff(ctx: DemoContext): Promise<Staff> {
  const r = partRandom(ctx.seed, 'staff');
  const users = createUsersRepository(ctx.db);
  const hash = async (password: string) => ctx.sharedPasswordHash ?? (await hashPassword(password));

  const admin = await users.insert({
    username: DEMO_ADMIN.username,
    email: DEMO_ADMIN.email,
    firstName: DEMO_ADMIN.firstName,
    lastName: DEMO_ADMIN.lastName,
    phone: DEMO_ADMIN.phone,
    role: 'admin',
    position: DEMO_ADMIN.position,
    department: 'Office',
    passwordHash: await hash(DEMO_ADMIN.password),
  });
  // A small office's choice, recorded in the security log: the demo's admin signs in without an authenticator app.
  await createSecuritySettingsService(ctx.db, ctx.services.securityEvents).update({ adminsMustUseTwoFactor: false }, admin.id);

  const demo = DEMO_ACCOUNTS.find((a) => a.role === 'employee')!;
  const employees: Employee[] = [];
  const taken = new Set<string>();
  for (let i = 0; i < ctx.size.employees; i++) {
    const isDemo = i === 0;
    const who = isDemo ? { firstName: demo.firstName, lastName: demo.lastName } : person(r);
    const role = isDemo
      ? { position: demo.position, rate: [22.5, 22.5] as [number, number] }
      : (POSITIONS[i - 1] ?? { position: 'Cleaner', rate: [18, 21] as [number, number] });
    let username = isDemo ? demo.username : `${who.firstName}.${who.lastName}`.toLowerCase().replace(/[^a-z.]/g, '');
    for (let n = 2; taken.has(username); n++) username = `${username.replace(/-\d+$/, '')}-${n}`;
    taken.add(username);
    // A few were hired during the year; the rest before the company moved onto this system.
    const hiredLate = !isDemo && i >= 4 && r.chance(0.15);
    const hireDate = hiredLate ? addDays(ctx.firstDay, r.int(60, 200)) : addDays(ctx.firstDay, -r.int(90, 3_000));
    const rate = role.rate[0] + r.int(0, Math.round((role.rate[1] - role.rate[0]) * 4)) / 4;
    const row = {
      username,
      email: isDemo ? demo.email : `${username}@twinpinescleaning.example`,
      firstName: who.firstName,
      lastName: who.lastName,
      phone: isDemo ? demo.phone : `(612) 555-01${String(40 + i).padStart(2, '0')}`,
      role: 'employee' as const,
      position: role.position,
      department: 'Operations',
      hourlyRate: rate.toFixed(2),
      hireDate,
      passwordHash: isDemo ? await hash(demo.password) : ctx.sharedPasswordHash,
    };
    const employee: Employee = {
      id: 0,
      username,
      name: `${who.firstName} ${who.lastName}`,
      position: role.position,
      availableFrom: hiredLate ? hireDate : ctx.firstDay,
      home: pointNear(r, pickPlace(r).at, r.int(500, 4_000)),
    };
    employees.push(employee);
    const create = async () => {
      const stored = await users.insert(row);
      employee.id = stored.id;
      await ctx.services.securityEvents.record({
        type: 'user.created',
        userId: stored.id,
        actorId: admin.id,
        detail: { role: 'employee' },
      });
    };
    // Those hired during the year are added on their first day; their id is known before any crew needs them.
    if (hiredLate) ctx.story.at(ctx.storyMoment(hireDate, '08:30'), create, 'staff');
    else await create();
  }
  return { adminId: admin.id, employees, demoEmployee: employees[0]! };
}
