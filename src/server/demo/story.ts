import type { StoryDatabaseClock } from './story-clock.repository.ts';

/**
 * The year told in order (decision 0044): every part of the business adds what happens and when (a
 * quote comes in, a plan's visits are produced, a month is invoiced, a customer pays), and the story
 * plays it back in time order with the clock at each moment, so every service sees the world as it
 * was then and every row carries the time it was written in the story. Events may add later events.
 */
interface StoryEvent {
  at: number;
  seq: number;
  run: () => Promise<void>;
  /** What kind of event, for the time each kind took (`timings`). */
  kind: string;
}

export class Story {
  private readonly queue: StoryEvent[] = [];
  private seq = 0;
  private current: Date;
  /** Milliseconds spent per kind of event while playing. */
  readonly timings = new Map<string, number>();

  constructor(start: Date) {
    this.current = start;
  }

  /** The story's clock: what services take as `now`. */
  readonly now = (): Date => new Date(this.current.getTime());

  /** Something that happens at `at` (after what was added before for the same moment). */
  at(at: Date, run: () => Promise<void>, kind = 'other'): void {
    const event = { at: at.getTime(), seq: this.seq++, run, kind };
    // Kept sorted: binary search for the first later event.
    let lo = 0;
    let hi = this.queue.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      const other = this.queue[mid]!;
      if (other.at < event.at || (other.at === event.at && other.seq < event.seq)) lo = mid + 1;
      else hi = mid;
    }
    this.queue.splice(lo, 0, event);
  }

  /** Plays every event up to `until` in order, the database's clock moved with the story's. */
  async play(until: Date, databaseClock: StoryDatabaseClock): Promise<void> {
    while (this.queue.length > 0 && this.queue[0]!.at <= until.getTime()) {
      const event = this.queue.shift()!;
      if (event.at !== this.current.getTime()) {
        // Never backwards: an event added for a moment already past happens now.
        this.current = new Date(Math.max(event.at, this.current.getTime()));
        await databaseClock.set(this.current);
      }
      const started = performance.now();
      await event.run();
      this.timings.set(event.kind, (this.timings.get(event.kind) ?? 0) + performance.now() - started);
    }
  }

  /** Events left after `play` (planned beyond its end). */
  get pending(): number {
    return this.queue.length;
  }
}
