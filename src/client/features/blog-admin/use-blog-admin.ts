import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createAdminPost,
  deleteAdminPost,
  getAdminPost,
  listAdminPosts,
  previewAdminPost,
  publishAdminPost,
  unpublishAdminPost,
  updateAdminPost,
} from '#shared/contracts/blog-admin.endpoints.ts';
import type { AdminPost, AdminPostsQuery, PostInput, PostUpdate, PreviewRequest } from '#shared/contracts/blog-admin.ts';
import { listBlogCategories } from '#shared/contracts/blog.endpoints.ts';
import { apiQuery, callApi } from '../../lib/api-client.ts';
import { refreshContentReads } from '../../lib/content-review.ts';

export const usePosts = (query: AdminPostsQuery) => useQuery(apiQuery(listAdminPosts, { query }));
/** The review queue's size, for its filter's label. */
export const useReviewCount = () =>
  useQuery({ ...apiQuery(listAdminPosts, { query: { review: 'true' } }), select: (posts) => posts.length });
export const usePost = (id: number) => useQuery(apiQuery(getAdminPost, { params: { id } }));
export const useCategories = () => useQuery(apiQuery(listBlogCategories));

/** Every write refreshes the lists and the post: what the list shows follows what was saved. */
function useWrite<T, R extends AdminPost | null>(call: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (post) => {
      if (post) queryClient.setQueryData(apiQuery(getAdminPost, { params: { id: post.id } }).queryKey, post);
      void refreshContentReads(queryClient);
    },
  });
}

export const useCreatePost = () => useWrite((body: PostInput) => callApi(createAdminPost, { body }));
export const useUpdatePost = () =>
  useWrite(({ id, body }: { id: number; body: PostUpdate }) => callApi(updateAdminPost, { params: { id }, body }));
export const usePublishPost = () =>
  useWrite(({ id, publishAt }: { id: number; publishAt?: string }) =>
    callApi(publishAdminPost, { params: { id }, body: publishAt ? { publishAt } : {} }),
  );
export const useUnpublishPost = () => useWrite((id: number) => callApi(unpublishAdminPost, { params: { id } }));
export const useDeletePost = () =>
  useWrite(async (id: number) => {
    await callApi(deleteAdminPost, { params: { id } });
    return null;
  });

export const previewPost = (body: PreviewRequest) => callApi(previewAdminPost, { body });
