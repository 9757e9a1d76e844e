import { useQueryClient } from '@tanstack/react-query';
import { CONTENT_TOASTS } from '#shared/domain/content-automation.ts';
import { toast } from '../../components/ui/toast-store.ts';
import { refreshContentReads, serverMessage } from '../../lib/content-review.ts';

/** After any generation: the coverage, the drafts count and the lists read again. */
export function useAfterGeneration() {
  const client = useQueryClient();
  return () => void refreshContentReads(client);
}

type Failure = 'landing' | 'content' | 'seasonal';

const failureTexts: Record<Failure, { title: string; fallback: string }> = {
  landing: { title: CONTENT_TOASTS.landingFailed, fallback: CONTENT_TOASTS.landingFailedDefault },
  content: { title: CONTENT_TOASTS.contentFailed, fallback: CONTENT_TOASTS.contentFailedDefault },
  seasonal: { title: CONTENT_TOASTS.seasonalFailed, fallback: CONTENT_TOASTS.seasonalFailedDefault },
};

/** §8: the failure's title with the server's message, or the default text when it gave none. */
export function generationFailed(kind: Failure, error: unknown) {
  const text = failureTexts[kind];
  toast({ title: text.title, description: serverMessage(error) ?? text.fallback, variant: 'destructive' });
}
