import { ArticleBody } from '../../components/ui/article-body.tsx';
import type { PreviewState } from './use-live-preview.ts';

/** The rendered article beside the Markdown (or under the Preview tab on a phone), with its length. */
export function PostPreviewPane({ state }: { state: PreviewState }) {
  const shown = state.kind === 'ready' ? state.preview : state.kind === 'loading' ? state.last : undefined;
  return (
    <section aria-label="Preview" aria-busy={state.kind === 'loading'} className="min-w-0 rounded-lg border border-slate-200 bg-white p-4">
      <p className="mb-3 text-xs font-medium tracking-wide text-slate-500 uppercase" aria-live="polite">
        {shown ? `Preview · ${shown.wordCount} words · ${shown.readTime} min read` : 'Preview'}
      </p>
      {state.kind === 'error' ? (
        <p role="alert" className="text-sm text-red-700">
          The preview could not be rendered: {state.message}
        </p>
      ) : shown ? (
        <ArticleBody html={shown.html} className="break-words" />
      ) : (
        <p className="text-sm text-slate-500">{state.kind === 'loading' ? 'Rendering…' : 'Write something to see it as readers will.'}</p>
      )}
    </section>
  );
}
