import { useRef } from 'react';
import { requestWindowQuote } from '#shared/contracts/quote/quotes.endpoints.ts';
import type { WindowQuoteRequest } from '#shared/contracts/quote/quotes.ts';
import { callApi } from '../../lib/api-fetch.ts';
import { useSubmission } from '../../lib/use-submission.ts';
import { createIdempotencyKeys, type IdempotencyKeys } from '../../lib/idempotency-key.ts';

/** POST /api/window-quotes; a retry of the same unchanged request reuses its Idempotency-Key. */
export function useWindowQuoteMutation() {
  const keys = useRef<IdempotencyKeys | null>(null);
  return useSubmission((request: WindowQuoteRequest) => {
    keys.current ??= createIdempotencyKeys();
    return callApi(requestWindowQuote, { body: request, headers: { 'Idempotency-Key': keys.current.keyFor(request) } });
  });
}
