import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { AdminPost } from '#shared/contracts/blog-admin.ts';
import type { BlogCategory } from '#shared/contracts/blog.ts';
import { answerFetch, json, problem, renderScreen, useFakeTime, type SeenRequest } from '#tests/support/component-render.tsx';
import { Page } from './blog-editor-page.tsx';

const categories: BlogCategory[] = [
  { id: 1, name: 'Office Cleaning', slug: 'office-cleaning', postCount: 3 },
  { id: 2, name: 'Seasonal Maintenance', slug: 'seasonal-maintenance', postCount: 2 },
];

const stored: AdminPost = {
  id: 7,
  title: 'Winter Floor Care',
  slug: 'winter-floor-care',
  excerpt: 'Salt, slush and grit: how to keep lobby floors safe all winter.',
  content: '## Salt\n\nSweep twice a day when the roads are salted, and mop with a neutral cleaner.',
  contentFormat: 'markdown',
  category: 'seasonal-maintenance',
  tags: ['winter', 'floors'],
  isFeatured: false,
  featuredImage: null,
  readTime: 1,
  viewCount: 12,
  publishedAt: '2026-11-01T15:00:00Z',
  createdAt: '2026-10-30T15:00:00Z',
  updatedAt: '2026-11-20T15:00:00.000Z',
  metaTitle: 'Winter floor care',
  metaDescription: '',
  keywords: [],
  authorId: '4',
  status: 'published',
  origin: 'manual',
  citySlug: null,
  writer: null,
  sourceUrl: null,
  sourceName: null,
};

function server(own: (r: SeenRequest) => Response | undefined = () => undefined) {
  return answerFetch((r) => {
    const reply = own(r);
    if (reply) return reply;
    if (r.url === '/api/blog/categories') return json(categories);
    if (r.url === '/api/admin/blog/posts/7') return json(stored);
    if (r.url === '/api/admin/blog/preview') {
      const body = r.body as { content: string };
      return json({ html: `<p>${body.content.length} characters rendered</p>`, wordCount: 2, readTime: 1 });
    }
    return problem(404, `Unexpected ${r.method} ${r.url}`);
  });
}

describe('/admin/blog/new', () => {
  it('fills the slug from the title until it is edited, counts meta characters and previews through the server', async () => {
    // The preview's debounce on a fake clock: no busy CPU can let it fire between two keys.
    useFakeTime();
    const seen = server();
    const { user } = renderScreen(<Page params={{ id: 'new' }} />);
    const title = await screen.findByLabelText(/^Title/);
    await user.type(title, 'Spring Carpet Care & You');
    const slug = screen.getByLabelText(/^Slug/);
    expect(slug).toHaveValue('spring-carpet-care-and-you');

    await user.clear(slug);
    await user.type(slug, 'carpets');
    await user.type(title, '!');
    expect(slug).toHaveValue('carpets');

    await user.type(screen.getByLabelText(/^Meta title/), 'Spring carpets');
    expect(screen.getByText('14 of 70 characters')).toBeInTheDocument();
    expect(screen.getByText('0 of 170 characters')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Content/), 'Hello **world**');
    // Debounced: one request for the whole word, not one per key.
    expect(await screen.findByText('15 characters rendered')).toBeInTheDocument();
    const previews = seen.filter((r) => r.url === '/api/admin/blog/preview');
    expect(previews).toHaveLength(1);
    expect(previews[0]!.body).toEqual({ content: 'Hello **world**', contentFormat: 'markdown' });
    expect(screen.getByText('Preview · 2 words · 1 min read')).toBeInTheDocument();
  });

  it('checks the fields with the contract before saving', async () => {
    const seen = server();
    const { user } = renderScreen(<Page params={{ id: 'new' }} />);
    await user.type(await screen.findByLabelText(/^Title/), 'Tiny');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Enter a title of 5 to 200 characters')).toBeInTheDocument();
    // The select's first option says it too; the message is the paragraph under it.
    expect(screen.getAllByText('Choose a category').some((el) => el.tagName === 'P')).toBe(true);
    expect(seen.some((r) => r.method === 'POST' && r.url === '/api/admin/blog/posts')).toBe(false);
  });
});

describe('/admin/blog/:id', () => {
  it('warns that a published slug change redirects, and sends the updatedAt it read', async () => {
    const seen = server((r) =>
      r.method === 'PUT' ? json({ ...stored, slug: 'winter-floors', updatedAt: '2026-11-24T10:00:00.000Z' }) : undefined,
    );
    const { user } = renderScreen(<Page params={{ id: '7' }} />);
    const slug = await screen.findByLabelText(/^Slug/);
    expect(slug).toHaveValue('winter-floor-care');
    await user.clear(slug);
    await user.type(slug, 'winter-floors');
    expect(screen.getByText('The old address will redirect here.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(seen.some((r) => r.method === 'PUT')).toBe(true));
    expect(seen.find((r) => r.method === 'PUT')!.body).toMatchObject({
      slug: 'winter-floors',
      tags: ['winter', 'floors'],
      updatedAt: '2026-11-20T15:00:00.000Z',
      featuredImage: null,
    });
    expect(await screen.findByText('Changes saved')).toBeInTheDocument();
  });

  it('a scheduled generated post says when it goes live (once) and names its writer in words', async () => {
    server((r) =>
      r.url === '/api/admin/blog/posts/7'
        ? json({
            ...stored,
            status: 'scheduled',
            publishedAt: '2026-12-01T15:30:00Z',
            authorId: 'system',
            origin: 'city-content',
            citySlug: 'eden-prairie',
            writer: 'llm:gpt-4o-mini',
          })
        : undefined,
    );
    renderScreen(<Page params={{ id: '7' }} />);
    expect(await screen.findByText('· goes live Dec 1, 2026, 9:30:00 AM CST')).toBeInTheDocument();
    expect(screen.getByText('Generated · City article')).toBeInTheDocument();
    expect(screen.getByText(/Writer: Language model gpt-4o-mini\./)).toBeInTheDocument();
  });

  it('refuses to schedule for a time already past, and sends nothing', async () => {
    const seen = server();
    const { user } = renderScreen(<Page params={{ id: '7' }} />);
    const when = await screen.findByLabelText(/^Schedule for/);
    await user.clear(when);
    await user.type(when, '2020-01-01T09:00');
    expect(when).toHaveValue('2020-01-01T09:00');
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText('Choose a date and time in the future (Minnesota time)')).toBeInTheDocument();
    expect(seen.some((r) => r.method !== 'GET' && r.url !== '/api/admin/blog/preview')).toBe(false);
  });

  it('shows the server’s stale-edit message with a way to reload', async () => {
    server((r) => (r.method === 'PUT' ? problem(409, 'This post was changed by someone else: reload it') : undefined));
    const { user } = renderScreen(<Page params={{ id: '7' }} />);
    await user.type(await screen.findByLabelText(/^Excerpt/), ' More.');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('button', { name: 'Reload the post' })).toBeInTheDocument();
    expect(screen.getAllByText('This post was changed by someone else: reload it').length).toBeGreaterThanOrEqual(1);
    expect(screen.getByText('The post was not saved')).toBeInTheDocument();
  });
});
