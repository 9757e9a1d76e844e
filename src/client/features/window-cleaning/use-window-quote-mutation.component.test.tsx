import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { answerFetch, json } from '#tests/support/component-render.tsx';
import { useWindowQuoteMutation } from './use-window-quote-mutation.ts';

/** The tracker's visitor id, as the tracker left it in this browser (read once per page). */
const VISITOR_ID = 'visitor-from-the-tracker';

describe('useWindowQuoteMutation', () => {
  it("sends the tracker's visitor id with the request, linking the lead to this visitor's page views", async () => {
    localStorage.setItem('visitorId', VISITOR_ID);
    const seen = answerFetch(json({ leadId: 'lead-7', reference: 'TP-2026-0007', message: 'Thanks!' }));
    const { result } = renderHook(() => useWindowQuoteMutation());
    const request = {
      fullName: 'Pat Jensen',
      mobile: '612-555-0123',
      address: '4500 France Ave S, Edina',
      paneCount: '21-40' as const,
      preferredPlan: 'Quarterly' as const,
    };
    await act(() => result.current.mutateAsync(request));
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/api/window-quotes', body: { ...request, visitorId: VISITOR_ID } });
  });
});
