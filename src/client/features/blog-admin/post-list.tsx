import { useState } from 'react';
import { Link } from 'wouter';
import type { AdminPost } from '#shared/contracts/blog-admin.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { ConfirmActionDialog } from '../../components/ui/confirm-action-dialog.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { callErrorMessage } from '../../lib/call-error.ts';
import { originLabel, POST_STATUS_LABELS } from '../../lib/content-review.ts';
import { formatMinnesotaTime, formatRelativeTime } from '../../lib/time-format.ts';
import { cityName } from './post-labels.ts';
import { useDeletePost, usePublishPost, useUnpublishPost } from './use-blog-admin.ts';

/** The posts as cards (a phone shows them whole, no sideways scrolling): title, state, origin and actions. */
export function PostList({ posts }: { posts: readonly AdminPost[] }) {
  const [discarding, setDiscarding] = useState<AdminPost | null>(null);
  const remove = useDeletePost();
  return (
    <>
      <ul className="divide-y divide-slate-200" aria-label="Posts">
        {posts.map((post) => (
          <PostRow key={post.id} post={post} onDiscard={() => setDiscarding(post)} />
        ))}
      </ul>
      <ConfirmActionDialog
        open={discarding !== null}
        onCancel={() => {
          setDiscarding(null);
          remove.reset();
        }}
        title="Discard this draft?"
        description={discarding ? `“${discarding.title}” is deleted for good.` : ''}
        confirmLabel="Discard draft"
        pendingLabel="Discarding…"
        tone="destructive"
        pending={remove.isPending}
        error={remove.isError ? callErrorMessage(remove.error) : null}
        onConfirm={() => {
          if (!discarding) return;
          remove.mutate(discarding.id, {
            onSuccess: () => {
              toast({ title: 'Draft discarded', description: discarding.title });
              setDiscarding(null);
            },
          });
        }}
      />
    </>
  );
}

function PostRow({ post, onDiscard }: { post: AdminPost; onDiscard: () => void }) {
  const publish = usePublishPost();
  const unpublish = useUnpublishPost();
  const status = POST_STATUS_LABELS[post.status];
  const busy = publish.isPending || unpublish.isPending;
  const fail = (title: string) => (error: unknown) => toast({ title, description: callErrorMessage(error), variant: 'destructive' });
  return (
    <li className="grid gap-3 p-4 sm:grid-cols-[1fr_auto] sm:items-center sm:p-5">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={status.variant}>{status.label}</Badge>
          <span className="text-xs font-medium text-slate-600">{originLabel(post)}</span>
          {post.citySlug ? <span className="text-xs text-slate-600">· {cityName(post.citySlug)}</span> : null}
        </div>
        <Link
          href={`/admin/blog/${post.id}`}
          className="mt-1 block font-semibold break-words text-slate-900 hover:text-brand-800 hover:underline"
        >
          {post.title}
        </Link>
        <p className="mt-0.5 text-sm text-slate-600">
          {post.status === 'scheduled' && post.publishedAt
            ? `Goes live ${formatMinnesotaTime(post.publishedAt)}`
            : `Updated ${formatRelativeTime(post.updatedAt)}`}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Link href={`/admin/blog/${post.id}`} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
          Edit
        </Link>
        {post.status === 'draft' ? (
          <Button
            size="sm"
            aria-disabled={busy || undefined}
            onClick={() =>
              !busy &&
              publish.mutate(
                { id: post.id },
                {
                  onSuccess: () => toast({ title: 'Post published', description: post.title }),
                  onError: fail('The post was not published'),
                },
              )
            }
          >
            {publish.isPending ? 'Publishing…' : 'Publish'}
          </Button>
        ) : (
          <Button
            size="sm"
            variant="secondary"
            aria-disabled={busy || undefined}
            onClick={() =>
              !busy &&
              unpublish.mutate(post.id, {
                onSuccess: () => toast({ title: 'Post unpublished', description: `${post.title} is a draft again.` }),
                onError: fail('The post was not unpublished'),
              })
            }
          >
            {unpublish.isPending ? 'Unpublishing…' : 'Unpublish'}
          </Button>
        )}
        {post.status === 'draft' ? (
          <Button size="sm" variant="ghost" className="text-red-700" onClick={onDiscard}>
            Discard draft
          </Button>
        ) : null}
      </div>
    </li>
  );
}
