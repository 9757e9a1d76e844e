import { describe, expect, it } from 'vitest';
import { loadWithRetries } from './load-with-retries.ts';

describe('loadWithRetries', () => {
  it('loads again after a failure (a refused chunk) and says it is retrying meanwhile', async () => {
    const outcomes = [new TypeError('Failed to fetch dynamically imported module'), new TypeError('again'), { Page: 'timesheet' }];
    let calls = 0;
    const states: boolean[] = [];
    const mod = await loadWithRetries(
      async () => {
        const next = outcomes[calls++]!;
        if (next instanceof Error) throw next;
        return next;
      },
      [0, 0, 0],
      (retrying) => states.push(retrying),
    );
    expect(mod).toEqual({ Page: 'timesheet' });
    expect(calls).toBe(3);
    expect(states).toEqual([true, false]);
  });

  it('gives up with the last error once the delays are spent', async () => {
    let calls = 0;
    const states: boolean[] = [];
    await expect(
      loadWithRetries(
        async () => {
          throw new Error(`failure ${++calls}`);
        },
        [0, 0],
        (retrying) => states.push(retrying),
      ),
    ).rejects.toThrow('failure 3');
    expect(states).toEqual([true, false]);
  });

  it('a first success says nothing', async () => {
    const states: boolean[] = [];
    expect(
      await loadWithRetries(
        async () => 7,
        [0],
        (r) => states.push(r),
      ),
    ).toBe(7);
    expect(states).toEqual([]);
  });
});
