// Setup of the component tier (happy-dom): Testing Library's matchers, a clean
// DOM after each test, and no silent React trouble: any console.error (act()
// warnings, bad props, failed hydration, uncaught render errors) fails the test.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// findBy*/waitFor give up after 1 s by default: a screen that answers in 100 ms alone can take longer
// than that while both cores run other test files. They still return as soon as the condition holds.
configure({ asyncUtilTimeout: 10_000 });

// Testing Library moves fake timers itself while it waits (findBy*, waitFor) when it sees Jest's; this
// tells it Vitest's are the same kind. A screen under fake time (useFakeTime in component-render.tsx)
// then waits in fake time: its debounces and polls fire on the fake clock, never on a busy CPU's.
Object.assign(globalThis, { jest: { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) } });

let reported: string[] = [];

beforeEach(() => {
  reported = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    reported.push(args.map((arg) => (arg instanceof Error ? (arg.stack ?? arg.message) : String(arg))).join(' '));
  });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  if (reported.length > 0) throw new Error(`console.error was called during the test:\n${reported.join('\n---\n')}`);
});
