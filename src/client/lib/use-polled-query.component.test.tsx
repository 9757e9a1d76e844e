import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { getSystemHealth } from '#shared/contracts/system.endpoints.ts';
import { answerFetch, json, problem, renderScreen } from '#tests/support/component-render.tsx';
import { apiQuery } from './api-client.ts';
import { usePolledQuery } from './use-polled-query.ts';

// A probe: what a panel would show of a read polled every 10 s.
function Probe() {
  const query = usePolledQuery(apiQuery(getSystemHealth), 10_000);
  if (query.isPending) return <p>spinner</p>;
  return (
    <p>
      load {(query.data as { serverLoad?: number } | undefined)?.serverLoad ?? 'none'}
      {query.stale ? ' (stale)' : ''}
    </p>
  );
}

const health = (serverLoad: number) => json({ serverLoad });

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => state === 'hidden' });
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

/** Lets pending promises and React settle at the current fake time. */
async function settle() {
  // A few steps of 10 ms: the stubbed fetch's body and React's commits finish on timers too.
  for (let i = 0; i < 5; i += 1) await act(() => vi.advanceTimersByTimeAsync(10));
}
async function wait(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  await settle();
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(new Date('2026-11-18T16:00:00Z'));
  setVisibility('visible');
});
afterEach(() => {
  vi.useRealTimers();
  setVisibility('visible');
});

describe('usePolledQuery', () => {
  it('reads at once, then again every interval while the page is shown', async () => {
    const seen = answerFetch(health(11), health(22), health(33));
    renderScreen(<Probe />);
    await settle();
    expect(screen.getByText('load 11')).toBeInTheDocument();
    expect(seen).toHaveLength(1);

    await wait(9_000);
    expect(seen).toHaveLength(1);
    await wait(1_000);
    expect(seen).toHaveLength(2);

    expect(screen.getByText('load 22')).toBeInTheDocument();
    await wait(10_000);
    expect(seen).toHaveLength(3);
    expect(seen.every((r) => r.url === '/api/admin/system-health')).toBe(true);
  });

  it('stays silent while the document is hidden, and on showing again refetches only what is older than its interval', async () => {
    const seen = answerFetch(health(11), health(22), health(33));
    renderScreen(<Probe />);
    await settle();
    expect(seen).toHaveLength(1);

    // Hidden 4 s after the read; shown again 3 s later: the data is 7 s old, younger than 10 s, so no read.
    await wait(4_000);
    setVisibility('hidden');
    await wait(3_000);
    setVisibility('visible');
    await settle();
    expect(seen).toHaveLength(1);

    // Hidden for a minute: six interval ticks pass without a request.
    setVisibility('hidden');
    await wait(60_000);
    expect(seen).toHaveLength(1);
    expect(screen.getByText('load 11')).toBeInTheDocument();

    // Shown again: the data is over a minute old, so it is read at once, not at the next tick.
    setVisibility('visible');
    await settle();
    expect(seen).toHaveLength(2);
    expect(screen.getByText('load 22')).toBeInTheDocument();
  });

  it('keeps the last figures when a poll fails, marks them stale without a spinner, and clears the mark on the next success', async () => {
    answerFetch(health(11), problem(500, 'Database unavailable'), health(44));
    renderScreen(<Probe />);
    await settle();
    expect(screen.getByText('load 11')).toBeInTheDocument();

    await wait(10_000);
    expect(screen.getByText('load 11 (stale)')).toBeInTheDocument();
    expect(screen.queryByText('spinner')).not.toBeInTheDocument();

    await wait(10_000);
    expect(screen.getByText('load 44')).toBeInTheDocument();
  });

  it('stops polling when the panel leaves the screen (another tab opened)', async () => {
    const seen = answerFetch(health(11));
    const app = renderScreen(<Probe />);
    await settle();
    app.unmount();
    await wait(60_000);
    expect(seen).toHaveLength(1);
  });
});
