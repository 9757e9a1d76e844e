import type { BlogCategory } from '#shared/contracts/blog.ts';

/** "green-cleaning" -> "Green Cleaning": the fallback when the category list is not at hand. */
export function humanizeSlug(slug: string): string {
  return slug
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** The display name of a post's category (posts carry the category slug). */
export function categoryLabel(slug: string, categories: readonly Pick<BlogCategory, 'slug' | 'name'>[] = []): string {
  return categories.find((c) => c.slug === slug)?.name ?? humanizeSlug(slug);
}
