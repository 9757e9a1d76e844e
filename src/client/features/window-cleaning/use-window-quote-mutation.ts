import { useRef } from 'react';
import { requestWindowQuote } from '#shared/contracts/quote/quotes.endpoints.ts';
import type { WindowQuoteRequest } from '#shared/contracts/quote/quotes.ts';
import { callApi } from '../../lib/api-fetch.ts';
import { getVisitorId } from '../../lib/visitor-ids.ts';
import { useSubmission } from '../../lib/use-submission.ts';
import { createIdempotencyKeys, type IdempotencyKeys } from '../../lib/idempotency-key.ts';

/** POST /api/window-quotes; a retry of the same unchanged request reuses its Idempotency-Key. */
export function useWindowQuoteMutation() {
  const keys = useRef<IdempotencyKeys | null>(null);
  return useSubmission((request: WindowQuoteRequest) => {
    keys.current ??= createIdempotencyKeys();
    const key = keys.current.keyFor(request);
    // The tracker's visitor id links the lead to this visitor's page views (decision 0020).
    return callApi(requestWindowQuote, { body: { ...request, visitorId: getVisitorId() }, headers: { 'Idempotency-Key': key } });
  });
}
