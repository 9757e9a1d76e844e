import { act, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The lazy toaster (decision 0052): its code comes when the page is idle or when a toast is raised,
 * whichever is first, and a toast raised before the code has arrived waits in the store and shows.
 * Each test takes fresh modules, so the toaster's chunk is really not loaded when the toast is raised.
 */
let idleCallbacks: Array<() => void> = [];

beforeEach(() => {
  vi.resetModules();
  idleCallbacks = [];
  // The page never becomes idle unless a test says so: only a raised toast can fetch the toaster.
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
    idleCallbacks.push(callback);
    return idleCallbacks.length;
  });
  return () => vi.unstubAllGlobals();
});

async function freshModules() {
  const [{ LazyToaster }, store] = await Promise.all([import('./lazy-toaster.tsx'), import('./toast-store.ts')]);
  return { LazyToaster, toast: store.toast };
}

const viewport = () => screen.queryByRole('region', { name: /notifications/i });

describe('LazyToaster', () => {
  it('shows a toast raised before it was even mounted, once its code has arrived', async () => {
    const { LazyToaster, toast } = await freshModules();
    toast({ title: 'Visit moved', description: 'Thursday at 6:00 PM' });
    render(<LazyToaster />);
    // The toaster's module is fetched now: nothing is drawn in this first pass.
    expect(viewport()).toBeNull();

    const region = await screen.findByRole('region', { name: /notifications/i });
    // Radix places a toast in the viewport once the viewport is there, a render later.
    expect(await within(region).findByText('Visit moved')).toBeInTheDocument();
    expect(within(region).getByText('Thursday at 6:00 PM')).toBeInTheDocument();
    expect(idleCallbacks.length).toBe(1); // asked for idle time, which never came
  });

  it('fetches its code as soon as a toast is raised, without waiting for the page to be idle', async () => {
    const { LazyToaster, toast } = await freshModules();
    render(<LazyToaster />);
    expect(viewport()).toBeNull();

    act(() => {
      toast({ title: 'Could not save', variant: 'destructive' });
    });
    const region = await screen.findByRole('region', { name: /notifications/i });
    expect(await within(region).findByText('Could not save')).toBeInTheDocument();
  });

  it('without a toast, fetches its code when the page is idle, and shows later toasts at once', async () => {
    const { LazyToaster, toast } = await freshModules();
    render(<LazyToaster />);
    expect(idleCallbacks.length).toBe(1);
    expect(viewport()).toBeNull();

    act(() => idleCallbacks[0]!());
    const region = await screen.findByRole('region', { name: /notifications/i });
    expect(within(region).queryAllByRole('status')).toEqual([]);
    act(() => {
      toast({ title: 'Saved' });
    });
    expect(within(region).getByText('Saved')).toBeInTheDocument();
  });
});
