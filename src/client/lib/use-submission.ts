import { useState } from 'react';

export interface Submission<I, O> {
  isPending: boolean;
  mutateAsync: (input: I) => Promise<O>;
}

/**
 * One form's call to the server with its pending state: the public forms' small
 * stand-in for TanStack Query's useMutation, which their islands do not carry.
 */
export function useSubmission<I, O>(send: (input: I) => Promise<O>): Submission<I, O> {
  const [isPending, setPending] = useState(false);
  return {
    isPending,
    async mutateAsync(input: I) {
      setPending(true);
      try {
        return await send(input);
      } finally {
        setPending(false);
      }
    },
  };
}
