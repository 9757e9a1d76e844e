import { useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { FileText, Plus } from 'lucide-react';
import type { AdminPostsQuery } from '#shared/contracts/blog-admin.ts';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { FilterToggleGroup } from '../../components/ui/filter-toggle-group.tsx';
import { Input } from '../../components/ui/input.tsx';
import { LoadError, StateMessage } from '../../components/ui/list-states.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { callErrorMessage } from '../../lib/call-error.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { PortalPage } from '../../components/layout/portal-page-header.tsx';
import { PostList } from '../../features/blog-admin/post-list.tsx';
import { usePosts, useReviewCount } from '../../features/blog-admin/use-blog-admin.ts';

type Shown = 'all' | 'draft' | 'review' | 'scheduled' | 'published';
const shownValues: readonly Shown[] = ['all', 'draft', 'review', 'scheduled', 'published'];

/** The filter is kept in the address (`?filter=review`), so the content screens can link to the review queue. */
function useShownFilter(): [Shown, (next: Shown) => void] {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const wanted = new URLSearchParams(search).get('filter');
  const shown = shownValues.find((v) => v === wanted) ?? 'all';
  return [shown, (next) => navigate(next === 'all' ? path : `${path}?filter=${next}`, { replace: true })];
}

const queries: Record<Shown, AdminPostsQuery> = {
  all: {},
  draft: { status: 'draft' },
  review: { review: 'true' },
  scheduled: { status: 'scheduled' },
  published: { status: 'published' },
};

const emptyText: Record<Shown, { title: string; text: string }> = {
  all: { title: 'No posts yet', text: 'Write the first one with New post.' },
  draft: { title: 'No drafts', text: 'Posts you save without publishing wait here.' },
  review: {
    title: 'Nothing to review',
    text: 'Generated drafts (from feeds and city content) wait here until someone publishes or discards them.',
  },
  scheduled: { title: 'Nothing scheduled', text: 'Schedule a post from its editor to have it go live later.' },
  published: { title: 'Nothing published', text: 'Published posts appear on the blog and here.' },
};

/** /admin/blog (decision 0028): every post, filtered by state; the review queue is the generated drafts. */
export function Page() {
  const [shown, setShown] = useShownFilter();
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed.trim(), 300);
  const posts = usePosts({ ...queries[shown], ...(search ? { search } : {}) });
  const reviewCount = useReviewCount();
  const options = [
    { value: 'all' as const, label: 'All' },
    { value: 'draft' as const, label: 'Drafts' },
    { value: 'review' as const, label: reviewCount.data === undefined ? 'Review queue' : `Review queue (${reviewCount.data})` },
    { value: 'scheduled' as const, label: 'Scheduled' },
    { value: 'published' as const, label: 'Published' },
  ];

  let body;
  if (posts.isPending)
    body = (
      <div className="grid gap-3 p-4 sm:p-5" aria-hidden="true">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-16 rounded-lg" />
        ))}
      </div>
    );
  else if (posts.isError && !posts.data)
    body = (
      <LoadError
        title="The posts could not be loaded"
        message={callErrorMessage(posts.error)}
        onRetry={() => void posts.refetch()}
        retrying={posts.isFetching}
      />
    );
  else if (posts.data.length === 0)
    body = (
      <StateMessage icon={<FileText className="size-6" aria-hidden="true" />} title={search ? 'No posts match' : emptyText[shown].title}>
        {search ? `No post title contains “${search}”.` : emptyText[shown].text}
      </StateMessage>
    );
  else body = <PostList posts={posts.data} />;

  return (
    <PortalPage
      title="Blog"
      description="Write, schedule and publish posts, and review generated drafts before they go live."
      actions={
        <Link href="/admin/blog/new" className={buttonClasses()}>
          <Plus aria-hidden="true" />
          New post
        </Link>
      }
    >
      <Card>
        <div className="grid gap-3 border-b border-slate-200 p-4 sm:p-5">
          <FilterToggleGroup label="Show posts" options={options} value={shown} onChange={setShown} />
          <Input
            type="search"
            aria-label="Search titles"
            placeholder="Search titles"
            value={typed}
            maxLength={100}
            onChange={(event) => setTyped(event.target.value)}
            className="sm:max-w-sm"
          />
        </div>
        {body}
      </Card>
    </PortalPage>
  );
}
