import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { PAGE_FORM_OUTCOME_KEY, type PageFormOutcome } from '#shared/contracts/page-forms.ts';

/**
 * What this page's form led to when the browser posted it itself, before or without the script
 * (decision 0032): the server renders the page with it in the query cache, and the page starts from
 * it (the message, the username typed, the code step) exactly as after the same answer to its script.
 * Read once; then dropped, so a later visit in the app starts clean.
 */
export function usePageFormOutcome<F extends PageFormOutcome['form']>(form: F): Extract<PageFormOutcome, { form: F }> | undefined {
  const queryClient = useQueryClient();
  const [outcome] = useState(() => queryClient.getQueryData<PageFormOutcome>(PAGE_FORM_OUTCOME_KEY));
  useEffect(() => {
    queryClient.removeQueries({ queryKey: PAGE_FORM_OUTCOME_KEY });
  }, [queryClient]);
  return outcome?.form === form ? (outcome as Extract<PageFormOutcome, { form: F }>) : undefined;
}
