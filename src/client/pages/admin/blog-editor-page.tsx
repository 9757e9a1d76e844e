import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { ArrowLeft, SearchX } from 'lucide-react';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { LoadError, StateMessage } from '../../components/ui/list-states.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { callErrorMessage } from '../../lib/call-error.ts';
import { failureOf } from '../../lib/api-client.ts';
import type { PageProps } from '../../app/page-modules.ts';
import { PortalPage } from '../../components/layout/portal-page-header.tsx';
import { PostEditor } from '../../features/blog-admin/post-editor.tsx';
import { useCategories, usePost } from '../../features/blog-admin/use-blog-admin.ts';

const back = (
  <Link href="/admin/blog" className={buttonClasses({ variant: 'outline' })}>
    <ArrowLeft aria-hidden="true" />
    All posts
  </Link>
);

/** /admin/blog/new and /admin/blog/:id (decision 0028): the post editor. */
export function Page({ params }: PageProps) {
  const id = params['id'] === 'new' ? undefined : Number(params['id']);
  return id === undefined ? <NewPost /> : <ExistingPost id={id} />;
}

function NewPost() {
  const [, navigate] = useLocation();
  const categories = useCategories();
  return (
    <PortalPage title="New post" description="Write in Markdown; the preview shows it as readers will see it." actions={back}>
      <Card>
        <CardContent className="pt-6">
          {categories.isPending ? (
            <Skeleton className="h-96" />
          ) : (
            <PostEditor categories={categories.data ?? []} onCreated={(post) => navigate(`/admin/blog/${post.id}`, { replace: true })} />
          )}
        </CardContent>
      </Card>
    </PortalPage>
  );
}

function ExistingPost({ id }: { id: number }) {
  const post = usePost(id);
  const categories = useCategories();
  // A reload after someone else's save opens a fresh editor on what they saved.
  const [reloads, setReloads] = useState(0);
  let body;
  if (post.isPending || categories.isPending) body = <Skeleton className="h-96" />;
  else if (post.isError && failureOf(post.error).status === 404)
    body = (
      <StateMessage icon={<SearchX className="size-6" aria-hidden="true" />} title="Post not found" action={back}>
        It may have been discarded.
      </StateMessage>
    );
  else if (post.isError)
    body = (
      <LoadError
        title="The post could not be loaded"
        message={callErrorMessage(post.error)}
        onRetry={() => void post.refetch()}
        retrying={post.isFetching}
      />
    );
  else
    body = (
      <PostEditor
        key={reloads}
        post={post.data}
        categories={categories.data ?? []}
        onReload={() => void post.refetch().then(() => setReloads((n) => n + 1))}
      />
    );
  return (
    <PortalPage title={post.data ? post.data.title : 'Edit post'} description="Edit, preview, schedule or publish." actions={back}>
      <Card>
        <CardContent className="pt-6">{body}</CardContent>
      </Card>
    </PortalPage>
  );
}
