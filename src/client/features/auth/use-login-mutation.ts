import { useMutation } from '@tanstack/react-query';
import type { LoginRequest } from '#shared/contracts/auth.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { LoginFailure, toLoginFailure } from './login-failure.ts';

/** POST credentials to one of the three login URLs; failures arrive as LoginFailure. */
export function useLoginMutation<TResponse>(url: string) {
  return useMutation<TResponse, LoginFailure, LoginRequest>({
    mutationFn: async (credentials) => {
      try {
        const res = await apiRequest('POST', url, credentials);
        return (await res.json()) as TResponse;
      } catch (error) {
        throw toLoginFailure(error);
      }
    },
  });
}
