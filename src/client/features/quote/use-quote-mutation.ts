import { useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { QuoteRequest, QuoteResult } from '#shared/contracts/quote/quotes.ts';
import { quoteApi } from '#shared/contracts/quote/quotes.paths.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { createIdempotencyKeys, type IdempotencyKeys } from './idempotency-key.ts';

/**
 * POST /api/pricing-breakdown with an Idempotency-Key that stays the same while
 * the request is unchanged: a double click or a retry after a failure never
 * stores a second lead. Each form has its own hook, so its own keys.
 */
export function useQuoteMutation() {
  const keys = useRef<IdempotencyKeys | null>(null);
  return useMutation<QuoteResult, unknown, QuoteRequest>({
    mutationFn: async (request) => {
      keys.current ??= createIdempotencyKeys();
      const key = keys.current.keyFor(request);
      const res = await apiRequest('POST', quoteApi.pricingBreakdown, request, { headers: { 'Idempotency-Key': key } });
      return (await res.json()) as QuoteResult;
    },
  });
}
