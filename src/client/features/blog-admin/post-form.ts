import type { AdminPost, PostInput } from '#shared/contracts/blog-admin.ts';

/** The editor's fields as typed: tags and keywords comma-separated, an empty image address for none. */
export interface PostValues {
  title: string;
  slug: string;
  excerpt: string;
  category: string;
  tags: string;
  keywords: string;
  isFeatured: boolean;
  metaTitle: string;
  metaDescription: string;
  featuredImage: string;
  content: string;
  contentFormat: 'markdown' | 'html';
}

export const POST_FIELDS = [
  'title',
  'slug',
  'excerpt',
  'category',
  'tags',
  'keywords',
  'isFeatured',
  'metaTitle',
  'metaDescription',
  'featuredImage',
  'content',
] as const;

export const emptyPost: PostValues = {
  title: '',
  slug: '',
  excerpt: '',
  category: '',
  tags: '',
  keywords: '',
  isFeatured: false,
  metaTitle: '',
  metaDescription: '',
  featuredImage: '',
  content: '',
  contentFormat: 'markdown',
};

export function postValues(post: AdminPost): PostValues {
  return {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    category: post.category,
    tags: post.tags.join(', '),
    keywords: post.keywords.join(', '),
    isFeatured: post.isFeatured,
    metaTitle: post.metaTitle,
    metaDescription: post.metaDescription,
    featuredImage: post.featuredImage ?? '',
    content: post.content,
    contentFormat: post.contentFormat,
  };
}

/** "a, b,, c " → ['a', 'b', 'c']. */
export function splitList(text: string): string[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

export function postInput(values: PostValues): PostInput {
  const slug = values.slug.trim();
  const image = values.featuredImage.trim();
  return {
    title: values.title,
    ...(slug ? { slug } : {}),
    excerpt: values.excerpt,
    content: values.content,
    contentFormat: values.contentFormat,
    category: values.category,
    tags: splitList(values.tags),
    keywords: splitList(values.keywords),
    isFeatured: values.isFeatured,
    metaTitle: values.metaTitle,
    metaDescription: values.metaDescription,
    featuredImage: image === '' ? null : image,
  };
}
