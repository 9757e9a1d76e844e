import { useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { WindowQuoteRequest, WindowQuoteResponse } from '#shared/contracts/quote/quotes.ts';
import { quoteApi } from '#shared/contracts/quote/quotes.paths.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { createIdempotencyKeys, type IdempotencyKeys } from '../quote/idempotency-key.ts';

/** POST /api/window-quotes; a retry of the same unchanged request reuses its Idempotency-Key. */
export function useWindowQuoteMutation() {
  const keys = useRef<IdempotencyKeys | null>(null);
  return useMutation<WindowQuoteResponse, unknown, WindowQuoteRequest>({
    mutationFn: async (request) => {
      keys.current ??= createIdempotencyKeys();
      const res = await apiRequest('POST', quoteApi.windowQuote, request, {
        headers: { 'Idempotency-Key': keys.current.keyFor(request) },
      });
      return (await res.json()) as WindowQuoteResponse;
    },
  });
}
