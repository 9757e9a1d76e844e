import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { AdminPost } from '#shared/contracts/blog-admin.ts';
import { answerFetch, json, problem, renderScreen } from '#tests/support/component-render.tsx';
import { Page } from './blog-posts-page.tsx';

function post(id: number, title: string, overrides: Partial<AdminPost> = {}): AdminPost {
  return {
    id,
    title,
    slug: `post-${id}`,
    excerpt: 'An excerpt long enough for a card.',
    content: 'Body',
    contentFormat: 'markdown',
    category: 'office-cleaning',
    tags: [],
    isFeatured: false,
    featuredImage: null,
    readTime: 3,
    viewCount: 0,
    publishedAt: null,
    createdAt: '2026-11-20T15:00:00Z',
    updatedAt: '2026-11-20T15:00:00Z',
    metaTitle: '',
    metaDescription: '',
    keywords: [],
    authorId: '4',
    status: 'draft',
    origin: 'manual',
    citySlug: null,
    writer: null,
    sourceUrl: null,
    sourceName: null,
    ...overrides,
  };
}

const generated = post(2, 'Office Cleaning in Eden Prairie', {
  authorId: 'system',
  origin: 'city-content',
  citySlug: 'eden-prairie',
  writer: 'built-in',
});
const live = post(3, 'Winter Floor Care', { status: 'published', publishedAt: '2026-11-01T15:00:00Z' });
const mine = post(4, 'A Draft of Mine');

describe('/admin/blog', () => {
  it('filters by state, shows the review queue with its count, and searches titles', async () => {
    const seen = answerFetch((r) => {
      if (r.url === '/api/admin/blog/posts?review=true') return json([generated]);
      if (r.url === '/api/admin/blog/posts?status=draft') return json([mine, generated]);
      if (r.url === '/api/admin/blog/posts?search=winter') return json([live]);
      if (r.url === '/api/admin/blog/posts') return json([mine, generated, live]);
      return problem(404, `Unexpected ${r.method} ${r.url}`);
    });
    const { user } = renderScreen(<Page />);
    const list = await screen.findByRole('list', { name: 'Posts' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    const generatedRow = within(list).getByText('Office Cleaning in Eden Prairie').closest('li')!;
    expect(within(generatedRow).getByText('Generated · City article')).toBeInTheDocument();
    expect(within(generatedRow).getByText('· Eden Prairie')).toBeInTheDocument();
    expect(within(generatedRow).getByText('Draft')).toBeInTheDocument();
    const liveRow = within(list).getByText('Winter Floor Care').closest('li')!;
    expect(within(liveRow).getByText('Published')).toBeInTheDocument();
    expect(within(liveRow).getByRole('button', { name: 'Unpublish' })).toBeInTheDocument();
    expect(within(liveRow).queryByRole('button', { name: 'Discard draft' })).toBeNull();

    await user.click(await screen.findByRole('button', { name: 'Review queue (1)' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByText('Office Cleaning in Eden Prairie')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Drafts' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: 'All' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search titles' }), 'winter');
    await waitFor(() => expect(seen.some((r) => r.url === '/api/admin/blog/posts?search=winter')).toBe(true));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
  });

  it('writes a scheduled post’s time once, date and time in Minnesota', async () => {
    const scheduled = post(5, 'Spring Carpet Care', { status: 'scheduled', publishedAt: '2026-12-01T15:30:00Z' });
    answerFetch((r) => (r.url.startsWith('/api/admin/blog/posts') ? json([scheduled]) : problem(404, `Unexpected ${r.method} ${r.url}`)));
    renderScreen(<Page />);
    const list = await screen.findByRole('list', { name: 'Posts' });
    expect(within(list).getByText('Goes live Dec 1, 2026, 9:30:00 AM CST')).toBeInTheDocument();
  });

  it('a publish reads the review queue’s count again', async () => {
    let published = false;
    const seen = answerFetch((r) => {
      if (r.method === 'POST' && r.url === '/api/admin/blog/posts/2/publish') {
        published = true;
        return json({ ...generated, status: 'published', publishedAt: '2026-11-24T15:00:00Z' });
      }
      if (r.url === '/api/admin/blog/posts?review=true') return json(published ? [] : [generated]);
      if (r.url === '/api/admin/blog/posts') return json([published ? { ...generated, status: 'published' } : generated]);
      return problem(404, `Unexpected ${r.method} ${r.url}`);
    });
    const { user } = renderScreen(<Page />);
    expect(await screen.findByRole('button', { name: 'Review queue (1)' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Posts' });
    await user.click(within(list).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Post published')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Review queue (0)' })).toBeInTheDocument();
    expect(seen.filter((r) => r.url === '/api/admin/blog/posts?review=true')).toHaveLength(2);
  });

  it('discards a draft after asking, and says so', async () => {
    let discarded = false;
    const seen = answerFetch((r) => {
      if (r.method === 'DELETE' && r.url === '/api/admin/blog/posts/4') {
        discarded = true;
        return new Response(null, { status: 204 });
      }
      if (r.url.startsWith('/api/admin/blog/posts')) return json(discarded ? [] : [mine]);
      return problem(404, `Unexpected ${r.method} ${r.url}`);
    });
    const { user } = renderScreen(<Page />);
    await user.click(await screen.findByRole('button', { name: 'Discard draft' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('“A Draft of Mine” is deleted for good.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Discard draft' }));
    expect(await screen.findByText('Draft discarded')).toBeInTheDocument();
    expect(seen.filter((r) => r.method === 'DELETE')).toHaveLength(1);
    expect(await screen.findByText('No posts yet')).toBeInTheDocument();
  });

  it('says when the list could not be loaded', async () => {
    answerFetch(problem(503, 'The database is not answering.'));
    renderScreen(<Page />);
    expect(await screen.findByText('The posts could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('The database is not answering.')).toBeInTheDocument();
  });
});
