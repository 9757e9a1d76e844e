import { useMutation } from '@tanstack/react-query';
import type { adminLogin, pageLogin, portalLogin } from '#shared/contracts/auth.endpoints.ts';
import type { LoginRequest } from '#shared/contracts/auth.ts';
import type { EndpointResult } from '#shared/http/endpoint.ts';
import { callApi } from '../../lib/api-client.ts';
import { LoginFailure, toLoginFailure } from './login-failure.ts';

/** The spec's three login calls: one body (username or e-mail, password), each its own answer. */
export type LoginEndpoint = typeof portalLogin | typeof pageLogin | typeof adminLogin;

/** POST credentials to one of the three login endpoints; failures arrive as LoginFailure. */
export function useLoginMutation<E extends LoginEndpoint>(endpoint: E) {
  return useMutation<EndpointResult<E>, LoginFailure, LoginRequest>({
    mutationFn: async (credentials) => {
      try {
        // The three logins share one input; the answer is the chosen endpoint's (TypeScript cannot narrow a generic union here).
        return (await callApi<LoginEndpoint>(endpoint, { body: credentials })) as EndpointResult<E>;
      } catch (error) {
        throw toLoginFailure(error);
      }
    },
  });
}
