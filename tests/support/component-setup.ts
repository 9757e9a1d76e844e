// Setup of the component tier (happy-dom): Testing Library's matchers, a clean
// DOM after each test, and no silent React trouble: any console.error (act()
// warnings, bad props, failed hydration, uncaught render errors) fails the test.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { dismissAllToasts } from '../../src/client/components/ui/toast-store.ts';

// findBy*/waitFor give up after 1 s by default: a screen that answers in 100 ms alone can take longer
// than that while both cores run other test files. They still return as soon as the condition holds.
configure({ asyncUtilTimeout: 10_000 });

// Testing Library moves fake timers itself while it waits (findBy*, waitFor) when it sees Jest's; this
// tells it Vitest's are the same kind. A screen under fake time (useFakeTime in component-render.tsx)
// then waits in fake time: its debounces and polls fire on the fake clock, never on a busy CPU's.
Object.assign(globalThis, { jest: { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) } });

let reported: string[] = [];

// The component tier runs its files one after another in the same worker, modules loaded once (vitest
// `isolate: false`, decision 0065): each file starts from what a fresh page would have, whatever the file
// before it left behind (toasts in the store, a portal's live region in <body>, storage, the address).
beforeAll(() => {
  dismissAllToasts();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    // An expiry in the past: happy-dom keeps a cookie set with max-age=0 as an empty value.
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  window.history.replaceState(null, '', '/');
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

beforeEach(() => {
  reported = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    reported.push(args.map((arg) => (arg instanceof Error ? (arg.stack ?? arg.message) : String(arg))).join(' '));
  });
});

afterEach(() => {
  cleanup();
  // A toast outlives its screen by seconds: the next test's screen starts without one.
  dismissAllToasts();
  vi.useRealTimers();
  vi.restoreAllMocks();
  if (reported.length > 0) throw new Error(`console.error was called during the test:\n${reported.join('\n---\n')}`);
});
