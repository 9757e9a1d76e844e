import type { PageMeta, SiteContext } from '../lib/page-meta.ts';
import { matchPath, type RouteParams } from './route-match.ts';
import type { AreaAccess, MissingSession } from './access-guard.tsx';
import { articleJsonLd } from '../lib/article-json-ld.ts';
import type { ApiRead } from '../lib/api-client.ts';
import type { BlogPost } from '#shared/contracts/blog.ts';
import { managedWalkThroughRead, passwordLinkRead, routeReads, unsubscribeLinkRead } from './route-reads.ts';
import { parseBlogFilters } from '../features/blog/blog-filters.ts';
import { yearsInBusiness } from '#shared/domain/company.ts';

export interface MetaContext {
  params: RouteParams;
  site: SiteContext;
  /** Data of the route's reads, already loaded. */
  data: <T>(read: ApiRead<T>) => T;
}

export interface RouteDef {
  path: string;
  /** Page module under src/client/pages, without extension. */
  page: string;
  /**
   * API reads of the page; loaded before rendering on the server and before showing in the browser.
   * `search` holds only the route's searchParams (the rest never reaches a render).
   */
  queries?: (params: RouteParams, search: URLSearchParams) => Array<{ queryKey: readonly [string] }>;
  /** Reads that depend on the first ones' data (a post's related posts), loaded after them on the server. */
  followUp?: (ctx: Omit<MetaContext, 'site'>) => Array<{ queryKey: readonly [string] }>;
  /**
   * When a query answers 4xx: the city page silently goes home (spec); the blog
   * post renders its own 'Article Not Found' with HTTP 404 (its data is then null).
   */
  onMissingData?: 'redirect-home' | 'not-found';
  meta: (ctx: MetaContext) => PageMeta;
  status?: number;
  /** Listed in the sitemap; its server-rendered HTML is cached. */
  indexable: boolean;
  /**
   * The query parameters that change what the server renders. Any other (utm_source, a typo) is left
   * out of the render and of the page cache key, so endless query strings share one cached page.
   */
  searchParams?: readonly string[];
  /** Signed-in screens: rendered in the browser after the session check. */
  access?: AreaAccess;
  /** Without a session: go to the login (default), or show 'Session expired' with Go to Login (the admin dashboard, spec §2). */
  missingSession?: MissingSession;
}

const brand = (ctx: MetaContext) => ctx.site.company.name;
const baseKeywords = ['commercial cleaning', 'janitorial services', 'Minneapolis', 'St. Paul', 'Twin Cities'];

/** Login and signed-in screens: never indexed, titled for the browser tab. */
function privatePage(path: string, page: string, title: string, access?: AreaAccess): RouteDef {
  return {
    path,
    page,
    indexable: false,
    access,
    meta: (ctx) => ({
      title: `${title} | ${brand(ctx)}`,
      description: `${title} for ${brand(ctx)} accounts.`,
      keywords: [],
      path,
      noindex: true,
    }),
  };
}

const windowCleaningMeta = (ctx: MetaContext): PageMeta => ({
  title: `Window Cleaning Plans: One-Time, Biannual & Quarterly | ${brand(ctx)}`,
  description:
    'Commercial and storefront window cleaning across the Twin Cities. Quarterly plans save $100 per cleaning with a 7-day rain guarantee. Get a quote in minutes.',
  keywords: ['window cleaning', 'commercial window washing', 'quarterly window cleaning', 'Twin Cities window cleaning'],
  path: '/window-cleaning',
});

export const routes: RouteDef[] = [
  {
    path: '/',
    page: 'public/home-page',
    indexable: true,
    meta: (ctx) => ({
      title: `Commercial Cleaning Services Minneapolis-St. Paul | ${brand(ctx)}`,
      description:
        'Office, medical, industrial and retail cleaning across the Twin Cities. Get an instant, itemized quote for your building, with a 3-year price lock on 12-month contracts.',
      keywords: [...baseKeywords, 'office cleaning', 'instant cleaning quote'],
      path: '/',
    }),
  },
  {
    path: '/about',
    page: 'public/about-page',
    indexable: true,
    // The contact form's plain post lands on ?sent=1 (its thanks); nothing else of the query is rendered.
    searchParams: ['sent'],
    meta: (ctx) => ({
      title: `About Us: ${yearsInBusiness(ctx.site.company, new Date())} Years of Twin Cities Commercial Cleaning | ${brand(ctx)}`,
      description:
        'A locally owned commercial cleaning company in Apple Valley, MN. Meet the team and the six values behind 500+ clients and 99% retention.',
      keywords: [...baseKeywords, 'about', 'Apple Valley cleaning company'],
      path: '/about',
    }),
  },
  {
    path: '/services',
    page: 'public/services-page',
    queries: () => [routeReads.cities()],
    indexable: true,
    meta: (ctx) => ({
      title: `Commercial Cleaning Services: Office, Medical, Industrial | ${brand(ctx)}`,
      description:
        'Office, industrial, medical, educational and retail cleaning for 12 industries across the Twin Cities. Licensed, insured, OSHA-trained crews and green products.',
      keywords: [...baseKeywords, 'office cleaning', 'medical facility cleaning', 'industrial cleaning'],
      path: '/services',
    }),
  },
  { path: '/window-cleaning', page: 'public/window-cleaning-page', indexable: true, meta: windowCleaningMeta },
  { path: '/services/window-cleaning', page: 'public/window-cleaning-page', indexable: false, meta: windowCleaningMeta },
  {
    path: '/process',
    page: 'public/process-page',
    indexable: true,
    meta: (ctx) => ({
      title: `Our Process: From Free Assessment to Ongoing Quality | ${brand(ctx)}`,
      description:
        'Five clear steps from a free on-site assessment to a trained team and ongoing quality management, with digital scheduling and real-time monitoring.',
      keywords: [...baseKeywords, 'cleaning process', 'quality assurance'],
      path: '/process',
    }),
  },
  {
    path: '/areas-we-serve',
    page: 'public/areas-page',
    queries: () => [routeReads.cities()],
    indexable: true,
    meta: (ctx) => ({
      title: `Areas We Serve: 50+ Twin Cities Cities & Suburbs | ${brand(ctx)}`,
      description:
        'Commercial cleaning across Hennepin, Ramsey, Dakota, Anoka, Scott, Carver, Washington and Wright counties. Find your city and get a free quote.',
      keywords: [...baseKeywords, 'service area', 'Twin Cities suburbs'],
      path: '/areas-we-serve',
    }),
  },
  {
    path: '/cities/:citySlug',
    page: 'public/city-page',
    queries: (p) => [routeReads.city(p['citySlug'] ?? '')],
    onMissingData: 'redirect-home',
    indexable: true,
    meta: (ctx) => {
      const city = ctx.data(routeReads.city(ctx.params['citySlug'] ?? ''));
      return {
        title: city.metaTitle,
        description: city.metaDescription,
        keywords: city.keywords,
        path: `/cities/${city.slug}`,
      };
    },
  },
  {
    path: '/blog',
    page: 'public/blog-page',
    queries: (_params, search) => [routeReads.blogList(parseBlogFilters(search.toString())), routeReads.blogCategories()],
    indexable: true,
    searchParams: ['search', 'category'],
    meta: (ctx) => ({
      title: `Commercial Cleaning Blog: Advice for Twin Cities Facility Managers | ${brand(ctx)}`,
      description:
        'Practical guides on office cleaning, healthcare disinfection, Minnesota winter floor care, green cleaning and choosing a janitorial contractor.',
      keywords: [...baseKeywords, 'cleaning blog', 'facility management tips'],
      path: '/blog',
    }),
  },
  {
    path: '/blog/:slug',
    page: 'public/blog-post-page',
    queries: (p) => [routeReads.blogPost(p['slug'] ?? '')],
    followUp: ({ params, data }) => {
      const post = data(routeReads.blogPost(params['slug'] ?? '')) as BlogPost | null;
      return post ? [routeReads.relatedPosts(post.slug, post.category), routeReads.blogCategories()] : [];
    },
    onMissingData: 'not-found',
    indexable: true,
    meta: (ctx) => {
      const slug = ctx.params['slug'] ?? '';
      // A missing post renders the page's own 'Article Not Found': its data is then null.
      const post = ctx.data(routeReads.blogPost(slug)) as BlogPost | null;
      if (!post) {
        return {
          title: `Article Not Found | ${brand(ctx)}`,
          description: "The article you're looking for doesn't exist or has been removed.",
          keywords: [],
          path: `/blog/${slug}`,
          noindex: true,
        };
      }
      return {
        title: post.metaTitle || post.title,
        description: post.metaDescription || post.excerpt,
        keywords: post.keywords,
        path: `/blog/${post.slug}`,
        type: 'article',
        jsonLd: [articleJsonLd(post, ctx.site)],
      };
    },
  },
  {
    // Live free times, rendered per request (the island starts from today's date): not cached, not indexed.
    path: '/scheduling',
    page: 'public/scheduling-page',
    indexable: false,
    meta: (ctx) => ({
      title: `Book a Free Walk-Through | ${brand(ctx)}`,
      description:
        'Choose a free hour and an estimator walks your Twin Cities building with you, then sends an itemized commercial cleaning quote. Free, no obligation.',
      keywords: [...baseKeywords, 'cleaning consultation', 'book a walk-through'],
      path: '/scheduling',
      noindex: true,
    }),
  },
  {
    path: '/quote-calculator',
    page: 'public/quote-calculator-page',
    indexable: true,
    searchParams: ['service', 'type', 'sqft', 'city'],
    meta: (ctx) => ({
      title: `Instant Commercial Cleaning Quote for Twin Cities Businesses | ${brand(ctx)}`,
      description:
        'Get an instant, itemized commercial cleaning quote for your Minneapolis-St. Paul facility: labor, supplies and a monthly schedule, with a quote PDF and service agreement to download.',
      keywords: [...baseKeywords, 'instant cleaning quote', 'cleaning quote calculator', 'janitorial pricing'],
      path: '/quote-calculator',
    }),
  },
  privatePage('/login-portal', 'auth/login-portal-page', 'Client Portal Login'),
  privatePage('/login', 'auth/login-page', 'Sign In'),
  privatePage('/admin/login', 'auth/admin-login-page', 'Admin Login'),
  {
    ...privatePage('/set-password', 'auth/set-password-page', 'Choose Your Password'),
    // Read on the server too, so the form is in the HTML and can be sent before or without the script
    // (decision 0032). A link that cannot be used sends the page to its address without the token,
    // which says so. (The browser passes no search here: the page reads the link itself.)
    searchParams: ['token'],
    queries: (_params, search) => {
      const token = search.get('token')?.trim();
      return token ? [passwordLinkRead(token)] : [];
    },
  },
  // The link a booking e-mails (decision 0034): public by its token, never indexed; the client app (a button confirms).
  privatePage('/scheduling/confirm', 'quote/confirm-booking-page', 'Confirm Your Appointment'),
  {
    // A confirmed walk-through's private link (decision 0048): loaded on the server so its forms work
    // without the script; a wrong or expired link is the page's own 404. The token stays out of the canonical URL.
    ...privatePage('/scheduling/manage/:token', 'quote/manage-booking-page', 'Your Appointment'),
    queries: (params) => [managedWalkThroughRead(params['token'] ?? '')],
    onMissingData: 'not-found',
    searchParams: ['done'],
    meta: (ctx) => ({
      title: `Your Appointment | ${brand(ctx)}`,
      description: `See, reschedule or cancel your walk-through with ${brand(ctx)}.`,
      keywords: [],
      path: '/scheduling/manage',
      noindex: true,
    }),
  },
  {
    // Every customer e-mail's one-click unsubscribe link (decisions 0049, 0054): loaded on the server so its one
    // button posts without the script; a wrong or expired link is the page's own 404. The token stays out of the canonical URL.
    ...privatePage('/unsubscribe/:token', 'portal/unsubscribe-page', 'Unsubscribe'),
    queries: (params) => [unsubscribeLinkRead(params['token'] ?? '')],
    onMissingData: 'not-found',
    meta: (ctx) => ({
      title: `Unsubscribe | ${brand(ctx)}`,
      description: `Stop an e-mail you get from ${brand(ctx)}.`,
      keywords: [],
      path: '/unsubscribe',
      noindex: true,
    }),
  },
  {
    // Accept a quote online (issue 13): public by its unguessable link, never indexed, the token kept out of the canonical URL.
    path: '/accept/:token',
    page: 'quote/accept-quote-page',
    indexable: false,
    meta: (ctx) => ({
      title: `Accept Your Quote | ${brand(ctx)}`,
      description: `Review and accept your cleaning quote and service agreement with ${brand(ctx)} online.`,
      keywords: [],
      path: '/accept',
      noindex: true,
    }),
  },
  {
    // A quote's own page (issue 30, decision 0038): its result by the lead's random id, so a reload or a shared
    // link shows it again. Public by its unguessable link, never indexed, the id kept out of the canonical URL.
    path: '/quote/:leadId',
    page: 'quote/quote-result-page',
    indexable: false,
    meta: (ctx) => ({
      title: `Your Cleaning Quote | ${brand(ctx)}`,
      description: `Your commercial cleaning quote from ${brand(ctx)}: the visits, their price and the next steps.`,
      keywords: [],
      path: '/quote',
      noindex: true,
    }),
  },
  privatePage('/forgot-password', 'auth/forgot-password-page', 'Forgot Password'),
  privatePage('/account', 'portal/account-page', 'Account Settings', 'signed-in'),
  privatePage('/user-management', 'admin/user-management-page', 'User Management', 'admin'),
  { ...privatePage('/admin-dashboard', 'admin/admin-dashboard-page', 'Admin Dashboard', 'admin'), missingSession: 'notice' },
  { ...privatePage('/admin/dashboard', 'admin/admin-dashboard-page', 'Admin Dashboard', 'admin'), missingSession: 'notice' },
  privatePage('/crm-dashboard', 'admin/crm-dashboard-page', 'CRM Dashboard', 'admin'),
  privatePage('/admin/api-docs', 'admin/api-docs-page', 'API Reference', 'admin'),
  privatePage('/admin/security-log', 'admin/security-log-page', 'Security Log', 'admin'),
  privatePage('/admin/bookings', 'admin/bookings-page', 'Bookings', 'admin'),
  privatePage('/admin/bookings/:id', 'admin/booking-detail-page', 'Visit', 'admin'),
  privatePage('/admin/service-plans', 'admin/service-plans-page', 'Service Plans', 'admin'),
  privatePage('/admin/service-plans/:id', 'admin/service-plan-detail-page', 'Service Plan', 'admin'),
  privatePage('/admin/timesheets', 'admin/timesheets-page', 'Timesheets', 'admin'),
  privatePage('/admin/timesheets/:employeeId', 'admin/timesheet-detail-page', 'Timesheet', 'admin'),
  privatePage('/admin/invoices', 'admin/invoices-page', 'Invoices', 'admin'),
  privatePage('/admin/invoices/:id', 'admin/invoice-detail-page', 'Invoice', 'admin'),
  privatePage('/admin/problems', 'admin/problems-page', 'Problems', 'admin'),
  privatePage('/admin/requests', 'admin/customer-requests-page', 'Customer Requests', 'admin'),
  privatePage('/admin/problems/:id', 'admin/problem-detail-page', 'Problem', 'admin'),
  privatePage('/admin/sites', 'admin/sites-page', 'Sites', 'admin'),
  privatePage('/admin/sites/:id', 'admin/site-detail-page', 'Site', 'admin'),
  privatePage('/admin/customers', 'admin/customers-page', 'Customers', 'admin'),
  privatePage('/admin/customers/:id', 'admin/customer-detail-page', 'Customer', 'admin'),
  privatePage('/admin/quality', 'admin/quality-page', 'Quality', 'admin'),
  privatePage('/admin/settings', 'admin/settings-page', 'System Settings', 'admin'),
  privatePage('/admin/blog', 'admin/blog-posts-page', 'Blog Posts', 'admin'),
  privatePage('/admin/blog/:id', 'admin/blog-editor-page', 'Edit Post', 'admin'),
  privatePage('/admin/content-automation', 'admin/content-automation-page', 'Content Automation & SEO', 'admin'),
  privatePage('/admin/hyper-local-seo', 'admin/hyper-local-seo-page', 'Hyper-Local SEO', 'admin'),
  privatePage('/employee-dashboard', 'portal/employee-dashboard-page', 'Employee Portal', 'employee'),
  // Admins and supervisor employees (the server refuses anyone else, and the screen says so).
  privatePage('/inspections', 'portal/inspections-page', 'Inspection', 'signed-in'),
  privatePage('/customer-dashboard', 'portal/customer-dashboard-page', 'Customer Portal', 'customer'),
  {
    path: '*',
    page: 'public/not-found-page',
    status: 404,
    indexable: false,
    meta: (ctx) => ({
      title: `Page Not Found | ${brand(ctx)}`,
      description: 'The page you are looking for does not exist.',
      keywords: [],
      path: '/404',
      noindex: true,
    }),
  },
];

/**
 * Public pages (src/client/pages/public) are rendered on the server as static HTML
 * with islands and never hydrated as a whole; the browser app handles the rest.
 */
export function rendersStatic(route: Pick<RouteDef, 'page'>): boolean {
  return route.page.startsWith('public/');
}

export interface RouteMatch {
  route: RouteDef;
  params: RouteParams;
}

export function matchRoute(pathname: string): RouteMatch {
  for (const route of routes) {
    const params = matchPath(route.path, pathname);
    if (params) return { route, params };
  }
  throw new Error('routes must end with a catch-all');
}
