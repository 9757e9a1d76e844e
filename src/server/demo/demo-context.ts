import type { AppConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { IsoDate } from '#shared/domain/company-time.ts';
import type { DemoServices } from './demo-services.ts';
import type { DemoSize } from './demo-size.ts';
import type { Journeys } from './journeys.ts';
import { seededRandom, type Random } from './random.ts';
import type { Story } from './story.ts';
import type { Staff } from './staff.ts';
import type { CustomerRecord } from './customers.ts';

/** What every part of the generator shares: the database, the story and what earlier parts made. */
export interface DemoContext {
  db: Database;
  config: AppConfig;
  size: DemoSize;
  seed: number;
  /** The real moment the story ends at: the demo's today is the real one. */
  now: Date;
  today: IsoDate;
  /** The first day of the history (the first of a month, `size.months` before this one). */
  firstDay: IsoDate;
  story: Story;
  /** The instant of a Minnesota wall-clock time on a day ('18:00'). */
  storyMoment(day: IsoDate, time: string): Date;
  services: DemoServices;
  /** Website visitors whose visits lead to a lead: the analytics part writes their pages. */
  journeys: Journeys;
  staff: Staff;
  customers: CustomerRecord[];
  /** The argon2 hash every account without a published password signs in with (the bench's); null: none. */
  sharedPasswordHash: string | null;
  /** A line of progress for the person waiting. */
  progress(line: string): void;
}

/** A generator of its own for each part, drawn from the seed and the part's name: parts never shift each other's draws. */
export function partRandom(seed: number, part: string): Random {
  let hash = seed >>> 0;
  for (const char of part) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return seededRandom(hash);
}
