/**
 * The real time plus however far a test moved it: for a clock the app takes (`pageCacheClock`,
 * `schedulingClock`) where a test would otherwise sleep until a memo or a hold runs out.
 */
export function movableClock(): { now: () => Date; advance(ms: number): void } {
  let ahead = 0;
  return {
    now: () => new Date(Date.now() + ahead),
    advance: (ms) => {
      ahead += ms;
    },
  };
}
