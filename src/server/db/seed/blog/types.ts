/** Built-in blog content, seeded on first start (Markdown bodies, rendered and sanitized when served). */
export interface SeedCategory {
  name: string;
  slug: string;
  description: string;
}

export interface SeedPost {
  title: string;
  slug: string;
  excerpt: string;
  /** Markdown: headings (##, ###), paragraphs, lists, bold, links to site pages. No raw HTML. */
  content: string;
  /** A category slug. */
  category: string;
  tags: string[];
  isFeatured: boolean;
  /** Minutes, from the word count at ~220 words a minute. */
  readTime: number;
  /** ISO date (YYYY-MM-DD) the post is shown as published. */
  publishedAt: string;
  metaTitle: string;
  metaDescription: string;
  keywords: string[];
}
