import { bigint, boolean, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { cities } from './content.ts';

export const blogCategories = pgTable('blog_categories', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  description: text('description').notNull().default(''),
  ...timestamps,
});

/** Posts: Markdown or HTML, sanitized whenever they are served. Only published posts are public. */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    excerpt: text('excerpt').notNull(),
    content: text('content').notNull(),
    contentFormat: text('content_format', { enum: ['markdown', 'html'] })
      .notNull()
      .default('markdown'),
    category: text('category')
      .notNull()
      .references(() => blogCategories.slug, { onUpdate: 'cascade' }),
    tags: jsonb('tags').$type<string[]>().notNull(),
    isFeatured: boolean('is_featured').notNull().default(false),
    featuredImage: text('featured_image'),
    readTime: integer('read_time').notNull(),
    viewCount: integer('view_count').notNull().default(0),
    status: text('status', { enum: ['draft', 'published'] })
      .notNull()
      .default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    metaTitle: text('meta_title').notNull(),
    metaDescription: text('meta_description').notNull(),
    keywords: jsonb('keywords').$type<string[]>().notNull(),
    /** A user id, or 'system' for generated posts. */
    authorId: text('author_id').notNull(),
    /**
     * Where the post came from (issue 16): written by hand, built in, rewritten from an RSS item, or
     * generated for a city (an article, the city's landing page, a seasonal article).
     */
    origin: text('origin', { enum: ['manual', 'built-in', 'rss', 'city-content', 'landing-page', 'seasonal'] })
      .notNull()
      .default('manual'),
    /** The city the post is about: a published one is listed on (a landing page shown in) its city page. */
    citySlug: text('city_slug').references(() => cities.slug, { onUpdate: 'cascade', onDelete: 'set null' }),
    /** Generation inputs, kept for the review queue and de-duplication. */
    topic: text('topic'),
    serviceType: text('service_type'),
    season: text('season'),
    /** The writer that produced a generated post: 'built-in' or 'llm:<model>'. */
    writer: text('writer'),
    /** An RSS-derived post cites and links its source. */
    sourceUrl: text('source_url'),
    sourceTitle: text('source_title'),
    sourceName: text('source_name'),
    /** Who published it (a user id); null while a draft or for built-in posts. */
    publishedBy: text('published_by'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('blog_posts_slug_idx').on(t.slug),
    index('blog_posts_city_idx').on(t.citySlug, t.status, t.publishedAt),
    index('blog_posts_author_created_idx').on(t.authorId, t.createdAt),
    index('blog_posts_published_idx').on(t.status, t.publishedAt),
    index('blog_posts_category_idx').on(t.category),
  ],
);

/** One row per post and browser session that read it: a view counts once per session. */
export const blogPostViews = pgTable(
  'blog_post_views',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    sessionId: text('session_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('blog_post_views_unique_idx').on(t.postId, t.sessionId)],
);

/**
 * Page visits of the public site. Inserted at page load (cheap, append-only),
 * completed with the duration when the visitor leaves.
 */
export const visits = pgTable(
  'visits',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    visitorId: text('visitor_id').notNull(),
    sessionId: text('session_id').notNull(),
    page: text('page').notNull(),
    referrer: text('referrer').notNull(),
    userAgent: text('user_agent').notNull(),
    deviceType: text('device_type', { enum: ['desktop', 'mobile', 'tablet'] }).notNull(),
    browserName: text('browser_name').notNull(),
    country: text('country').notNull(),
    city: text('city').notNull(),
    visitStart: timestamp('visit_start', { withTimezone: true }).notNull().defaultNow(),
    durationSeconds: integer('duration_seconds'),
  },
  (t) => [
    index('visits_start_idx').on(t.visitStart),
    index('visits_session_page_idx').on(t.sessionId, t.page, t.visitStart),
    index('visits_visitor_start_idx').on(t.visitorId, t.visitStart),
  ],
);

/**
 * First sighting of each visitor: "new visitors" in a period is then a range
 * scan here instead of a minimum over every visit ever recorded.
 */
export const visitors = pgTable(
  'visitors',
  {
    visitorId: text('visitor_id').primaryKey(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull(),
    /** The latest visit: "unique visitors since X, up to now" is a range scan here (decision 0011). */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('visitors_first_seen_idx').on(t.firstSeenAt), index('visitors_last_seen_idx').on(t.lastSeenAt)],
);

/**
 * Visits counted per Minnesota day, kept up to date as visits and exits arrive:
 * dimension 'total' (key ''), 'device', 'browser', 'location' (key city, key2
 * country) and 'page'. Durations are summed with the number of completed visits,
 * so averages come out as the raw visits give them. Dimension 'new' (key '')
 * counts the visitors first seen that day (`visits`), so a period's new visitors
 * are a sum of days rather than a count of every visitor.
 */
export const visitDaily = pgTable(
  'visit_daily',
  {
    day: date('day').notNull(),
    dimension: text('dimension', { enum: ['total', 'device', 'browser', 'location', 'page', 'new'] }).notNull(),
    key: text('key').notNull(),
    key2: text('key2').notNull().default(''),
    visits: integer('visits').notNull().default(0),
    durationSum: bigint('duration_sum', { mode: 'number' }).notNull().default(0),
    durationCount: integer('duration_count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.dimension, t.key, t.key2] }), index('visit_daily_dimension_day_idx').on(t.dimension, t.day)],
);

/** The latest visit of each visitor to each page: unique visitors per page up to now. */
export const pageVisitors = pgTable(
  'page_visitors',
  {
    page: text('page').notNull(),
    visitorId: text('visitor_id').notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.page, t.visitorId] }), index('page_visitors_page_seen_idx').on(t.page, t.lastSeenAt)],
);

/** Old slugs of posts whose published slug changed: /blog/<old> answers 301 to the post's current slug. */
export const blogSlugRedirects = pgTable('blog_slug_redirects', {
  oldSlug: text('old_slug').primaryKey(),
  postId: integer('post_id')
    .notNull()
    .references(() => blogPosts.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
