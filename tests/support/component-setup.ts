// Setup of the component tier (happy-dom): Testing Library's matchers, a clean
// DOM after each test, and no silent React trouble: any console.error (act()
// warnings, bad props, failed hydration, uncaught render errors) fails the test.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// findBy*/waitFor give up after 1 s by default: a screen that answers in 100 ms alone can take longer
// than that while both cores run other test files. They still return as soon as the condition holds.
configure({ asyncUtilTimeout: 10_000 });

let reported: string[] = [];

beforeEach(() => {
  reported = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    reported.push(args.map((arg) => (arg instanceof Error ? (arg.stack ?? arg.message) : String(arg))).join(' '));
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  if (reported.length > 0) throw new Error(`console.error was called during the test:\n${reported.join('\n---\n')}`);
});
