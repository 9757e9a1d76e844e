import { describe, expect, it } from 'vitest';
import { inTurns } from './in-turns.ts';

describe('inTurns', () => {
  it('runs the steps in order, each in a task of its own, then done', async () => {
    const seen: string[] = [];
    await new Promise<void>((resolve) => {
      inTurns(
        [
          () => {
            seen.push('first');
            // A microtask of the first step runs before the second step: the steps are separate tasks.
            void Promise.resolve().then(() => seen.push('first microtask'));
          },
          () => seen.push('second'),
          () => seen.push('third'),
        ],
        () => {
          seen.push('done');
          resolve();
        },
      );
      // Nothing runs in the caller's task.
      seen.push('caller');
    });
    expect(seen).toEqual(['caller', 'first', 'first microtask', 'second', 'third', 'done']);
  });
});
