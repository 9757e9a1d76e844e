import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { Toaster } from '#client/components/ui/toaster.tsx';
import { dismissToast, getToasts } from '#client/components/ui/toast-store.ts';
import { createQueryClient } from '#client/lib/query-client.ts';
import { SiteProvider } from '#client/lib/site-context.tsx';
import type { SiteContext } from '#client/lib/page-meta.ts';

/** The company profile the server would hand the pages. */
export const testSite: SiteContext = {
  siteUrl: 'http://localhost',
  company: {
    name: 'Twin Pines Cleaning',
    phone: '(612) 555-0142',
    phoneE164: '+16125550142',
    salesEmail: 'sales@example.test',
    address: { street: '100 Main St', city: 'Minneapolis', region: 'MN', postalCode: '55401', country: 'US' },
    socialUrl: 'https://example.test/social',
    foundedYear: 2009,
  },
  capabilities: { emailDelivery: true },
};

afterEach(() => {
  for (const item of getToasts()) dismissToast(item.id);
});

export interface Screen extends RenderResult {
  user: UserEvent;
  /** Where the app navigated to (wouter's memory location). */
  path: () => string;
}

/**
 * Renders `ui` as the app would (query client, router at `path`, toasts, the site context: `testSite`
 * unless given) and returns a user to drive it.
 */
export function renderScreen(ui: ReactNode, { path = '/', site = testSite }: { path?: string; site?: SiteContext } = {}): Screen {
  const location = memoryLocation({ path, record: true });
  const result = render(
    <QueryClientProvider client={createQueryClient()}>
      <SiteProvider value={site}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          {ui}
          <Toaster />
        </Router>
      </SiteProvider>
    </QueryClientProvider>,
  );
  // Under fake time the user's pause between keys (none) is taken on the fake clock too.
  const user = userEvent.setup(vi.isFakeTimers() ? { advanceTimers: (ms) => vi.advanceTimersByTime(ms) } : {});
  return { ...result, user, path: () => location.history.at(-1) ?? path };
}

/**
 * Fake time for a screen that waits on a clock of its own: a debounce, a poll, a redirect after a
 * toast, a retry after Retry-After. Real time on a busy machine lets a debounce fire between two keys
 * or a wait outlast the test's patience; fake time moves only in `passTime` and while findBy* or waitFor
 * wait (in steps, until their condition holds). Call it before renderScreen; the setup puts the real
 * timers back after each test.
 */
export function useFakeTime(): void {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
}

/** Moves fake time on by `ms`, then lets the answers and renders that set off settle. */
export async function passTime(ms: number): Promise<void> {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  // A few steps of 10 ms: a stubbed fetch's body and React's commits finish on timers too.
  for (let i = 0; i < 5; i += 1) await act(() => vi.advanceTimersByTimeAsync(10));
}

export interface SeenRequest {
  method: string;
  url: string;
  headers: Headers;
  body: unknown;
}

type Reply = Response | Error | ((request: SeenRequest) => Response | Error);

/**
 * Replaces globalThis.fetch for the test: each call gets the next reply (the
 * last one repeats); an Error stands for a request that got no answer. Returns
 * the requests seen.
 */
export function answerFetch(...replies: Reply[]): SeenRequest[] {
  const seen: SeenRequest[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request: SeenRequest = {
      method: init?.method ?? 'GET',
      url: String(input),
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    seen.push(request);
    const next = replies[Math.min(seen.length - 1, replies.length - 1)];
    const reply = typeof next === 'function' ? next(request) : next;
    if (!reply || reply instanceof Error) throw reply ?? new TypeError('Failed to fetch');
    return reply;
  });
  return seen;
}

/** A JSON answer, as the server sends it. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** The shared error body of a refused call. */
export function problem(status: number, message: string, fields?: Record<string, string>): Response {
  return json({ code: status === 400 ? 'VALIDATION_FAILED' : 'ERROR', message, ...(fields ? { fields } : {}), requestId: 'req-1' }, status);
}
