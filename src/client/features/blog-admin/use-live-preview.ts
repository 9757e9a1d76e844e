import { useEffect, useMemo, useState } from 'react';
import type { PostPreview } from '#shared/contracts/blog-admin.ts';
import { callErrorMessage } from '../../lib/call-error.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { previewPost } from './use-blog-admin.ts';

/** Waits this long after the last keystroke before asking the server to render. */
export const PREVIEW_DEBOUNCE_MS = 400;

export type PreviewState =
  | { kind: 'idle' }
  | { kind: 'loading'; last?: PostPreview | undefined }
  | { kind: 'ready'; preview: PostPreview }
  | { kind: 'error'; message: string };

interface Answer {
  content: string;
  contentFormat: 'markdown' | 'html';
  preview?: PostPreview;
  error?: string;
}

/**
 * The content rendered by the server, exactly as the public article renders it (decision 0028),
 * asked for once typing pauses; an answer for older text is shown only until the newer one arrives.
 */
export function useLivePreview(content: string, contentFormat: 'markdown' | 'html'): PreviewState {
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [last, setLast] = useState<PostPreview | undefined>(undefined);
  const empty = content.trim() === '';
  const typed = useMemo(() => ({ content, contentFormat }), [content, contentFormat]);
  const asked = useDebouncedValue(typed, PREVIEW_DEBOUNCE_MS);
  useEffect(() => {
    if (asked.content.trim() === '') return;
    // The stale-answer guard: an answer for text that has since changed is not kept.
    let current = true;
    previewPost(asked).then(
      (preview) => {
        if (!current) return;
        setAnswer({ ...asked, preview });
        setLast(preview);
      },
      (error: unknown) => current && setAnswer({ ...asked, error: callErrorMessage(error) }),
    );
    return () => {
      current = false;
    };
  }, [asked]);
  if (empty) return { kind: 'idle' };
  if (answer && answer.content === content && answer.contentFormat === contentFormat) {
    return answer.preview ? { kind: 'ready', preview: answer.preview } : { kind: 'error', message: answer.error ?? '' };
  }
  return { kind: 'loading', last };
}
