import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listAuditEvents } from '#shared/contracts/audit.endpoints.ts';
import { listProblems, resolveProblem } from '#shared/contracts/feedback.endpoints.ts';
import type { ProblemStatus } from '#shared/contracts/feedback.ts';
import { apiQuery, callApi } from '../../lib/api-client.ts';
import { refreshReads } from '../../lib/query-refresh.ts';

/** The most the list endpoint gives at once; the detail looks a problem up among them (there is no read of one). */
export const PROBLEMS_LIMIT = 500;

export function useProblems(status: ProblemStatus | 'all') {
  return useQuery(apiQuery(listProblems, { query: { status: status === 'all' ? undefined : status, limit: PROBLEMS_LIMIT } }));
}

export function useResolveProblem(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (resolution: string) => callApi(resolveProblem, { params: { id }, body: { resolution } }),
    onSuccess: () => void refreshReads(queryClient, [listProblems.path, listAuditEvents.path]),
  });
}
