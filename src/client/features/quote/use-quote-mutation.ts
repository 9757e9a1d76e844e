import { useRef } from 'react';
import { requestQuote } from '#shared/contracts/quote/quotes.endpoints.ts';
import type { QuoteRequest } from '#shared/contracts/quote/quotes.ts';
import { callApi } from '../../lib/api-fetch.ts';
import { getVisitorId } from '../../lib/visitor-ids.ts';
import { useSubmission } from '../../lib/use-submission.ts';
import { createIdempotencyKeys, type IdempotencyKeys } from '../../lib/idempotency-key.ts';

/**
 * POST /api/pricing-breakdown with an Idempotency-Key that stays the same while
 * the request is unchanged: a double click or a retry after a failure never
 * stores a second lead. Each form has its own hook, so its own keys.
 */
export function useQuoteMutation() {
  const keys = useRef<IdempotencyKeys | null>(null);
  return useSubmission((request: QuoteRequest) => {
    keys.current ??= createIdempotencyKeys();
    const key = keys.current.keyFor(request);
    // The tracker's visitor id links the lead to this visitor's page views (decision 0020).
    return callApi(requestQuote, { body: { ...request, visitorId: getVisitorId() }, headers: { 'Idempotency-Key': key } });
  });
}
