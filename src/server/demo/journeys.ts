import type { Random } from './random.ts';

/**
 * The website visitors whose visits end in a request (decision 0044): each part that makes a lead from
 * the site (a quote, a contact message, a booked walk-through) asks for a visitor here before the story
 * plays; the analytics part then writes that visitor's visits (the page they arrived on days before,
 * the pages read, the request, a return or two), so a lead's journey and score come from real visits.
 */
export interface Journey {
  visitorId: string;
  /** The first page the visitor saw (a city page, the home page, a blog post). */
  arrival: string;
  /** The page the request was made on. */
  requestPage: string;
  /** When the request was sent. */
  at: Date;
  /** Sessions after the request (the visitor came back to read more). */
  returns: number;
}

/** A UUID-shaped id as browsers make them (crypto.randomUUID), drawn from `r`. */
export function uuidFrom(r: Random): string {
  // 32 hex digits from four draws of 32 bits each.
  const hex = Array.from({ length: 4 }, () =>
    Math.floor(r.next() * 4_294_967_296)
      .toString(16)
      .padStart(8, '0'),
  ).join('');
  const variant = '89ab'[Number.parseInt(hex[16]!, 16) % 4]!;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export class Journeys {
  private readonly list: Journey[] = [];

  constructor(private readonly r: Random) {}

  /** A tracked visitor who arrived on `arrival` and sent a request from `requestPage` at `at`: their id. */
  add(at: Date, arrival: string, requestPage: string): string {
    const visitorId = uuidFrom(this.r);
    this.list.push({
      visitorId,
      arrival,
      requestPage,
      at,
      returns: this.r.weighted([
        [0, 4],
        [1, 3],
        [2, 2],
        [3, 1],
      ]),
    });
    return visitorId;
  }

  get all(): readonly Journey[] {
    return this.list;
  }
}
