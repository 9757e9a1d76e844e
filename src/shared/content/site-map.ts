/**
 * Public pages with a fixed path that search engines should index. The sitemap
 * lists these (then every city and blog post, from the database); the client's
 * route table marks the same routes `indexable`, and a unit test
 * (src/client/app/routes.test.ts) keeps the two in agreement.
 */
export const INDEXABLE_PAGE_PATHS: readonly string[] = [
  '/',
  '/about',
  '/services',
  '/window-cleaning',
  '/process',
  '/areas-we-serve',
  '/blog',
  '/quote-calculator',
];
