/**
 * `npm run bench`: figures for the public site, each next to a baseline measured
 * in the same run on the same server (a plain static file), so the ratios mean
 * something on any machine. Prints; asserts nothing.
 */
import { rmSync } from 'node:fs';
import { CUSTOMER_PORTAL_CALLS, EMPLOYEE_PORTAL_CALLS } from './lib/portal-calls.ts';
import { startServer } from './lib/server.ts';
import { measureLoad } from './lib/load.ts';
import { adminHeaders, measureAgainstTargets, portalHeaders } from './lib/targets.ts';
import { dropDemoYear, sharedDemoYear } from './lib/demo-year.ts';
import { measurePageWeight } from './lib/page-weight.ts';
import { gzipKiB, islandScripts, islandsIn, JS_BUDGET_KIB, scriptsNamedBy } from './lib/js-weight.ts';
import { readManifest } from '../src/server/plugins/ssr/client-assets.ts';
import { lighthouseScores } from './lib/lighthouse.ts';
import { BENCH_PORTAL_PASSWORD, benchWorld, dropBenchWorld } from './lib/bench-world.ts';
import { addDays, companyDate, weekdayOf } from '../src/shared/domain/company-time.ts';
import { measureBackOffice, printBackOffice, profileInWords, signInSessions } from './lib/backoffice-timings.ts';
import { threeYearsOf } from './lib/three-years.ts';

const PAGES = ['/', '/cities/edina'];
/** Issue 11's pages: JavaScript (gzip) per page against its budget, Lighthouse on a phone. */
const budgetOf = (page: string) => (page === '/' ? JS_BUDGET_KIB.home : JS_BUDGET_KIB.content);
const CLIENT_DIR = 'dist/client';
/** The figure issue 11 started from (its table; the plan's manifest reading for /). */
const JS_BEFORE_KIB: Record<string, number> = {
  '/': 148,
  '/cities/edina': 117,
  '/services': 121,
  '/blog': 137,
  '/blog/day-porter-services-guide': 118,
};
const WEIGHED_PAGES = ['/', '/cities/edina', '/services', '/about', '/process', '/blog', '/blog/day-porter-services-guide'];
const LIGHTHOUSE_PAGES = ['/', '/cities/minneapolis', '/blog/day-porter-services-guide', '/services'];
const BASELINE = '/favicon.svg';

const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

async function main() {
  // The per-address limits would turn a load test into a 429 test.
  const server = await startServer({ PUBLIC_FORM_RATE_LIMIT_PER_MINUTE: '1000000', TRACKING_RATE_LIMIT_PER_MINUTE: '1000000' });
  try {
    console.log(`Server under test: ${server.baseUrl} (production bundle, embedded database)\n`);

    console.log('Page weight (gzip, first visit; target: JS under the budget; "used": after waking its islands)');
    const manifest = readManifest(CLIENT_DIR);
    for (const page of WEIGHED_PAGES) {
      const w = await measurePageWeight(server.baseUrl, page);
      const budget = budgetOf(page);
      const js = w.jsGzipBytes / 1024;
      const html = await (await fetch(server.baseUrl + page)).text();
      const islands = islandsIn(html);
      const used =
        manifest && islands.length > 0 ? gzipKiB(CLIENT_DIR, [...scriptsNamedBy(html), ...islandScripts(manifest, islands)]) : js;
      const before = JS_BEFORE_KIB[page] ? ` (issue's figure ${JS_BEFORE_KIB[page]} KiB)` : '';
      console.log(
        `  ${page.padEnd(32)} HTML ${fmt(w.htmlGzipBytes / 1024, 1)} KiB   JS ${fmt(js, 1)} KiB in ${w.jsFiles} files${before} (budget ${budget} KiB: ${js < budget ? 'met' : 'over'})   used ${fmt(used, 1)} KiB${islands.length ? ` [${islands.join(', ')}]` : ''}   CSS ${fmt(w.cssGzipBytes / 1024, 1)} KiB`,
      );
    }

    console.log("\nThroughput under bounded load (10 connections, 5 s each, from this process; browsers' accept-encoding)");
    // Beside each rate, the server's own CPU time per answer and the rate one core would give at that cost:
    // the load generator shares the machine, so the rate alone may measure the generator (issue 36's target
    // is 10,000 a second for a cached asset on one core, the home page at 0.8 of it or better).
    const browserLike = { headers: { 'accept-encoding': 'gzip, deflate, br' }, serverPid: server.pid };
    const perCore = (r: { serverCpuUs?: number | undefined }) =>
      r.serverCpuUs ? `   server CPU ${fmt(r.serverCpuUs)} µs an answer = ${fmt(1e6 / r.serverCpuUs)} a second on one core` : '';
    const baseline = await measureLoad(server.baseUrl + BASELINE, browserLike);
    console.log(`  ${'baseline ' + BASELINE} ${fmt(baseline.requestsPerSecond)} req/s   p99 ${baseline.p99Ms} ms${perCore(baseline)}`);
    // The page's stylesheet: a hashed asset about a page's size (the load generator is bound by bytes,
    // so a 90 KB script would measure the generator), sent as the brotli copy made at build.
    const stylesheet = (await (await fetch(server.baseUrl + '/')).text()).match(/<link rel="stylesheet"[^>]*href="([^"]+)"/)?.[1];
    const asset = stylesheet ? await measureLoad(server.baseUrl + stylesheet, browserLike) : undefined;
    if (asset) {
      console.log(
        `  hashed CSS asset (br) ${fmt(asset.requestsPerSecond)} req/s (${fmt(asset.requestsPerSecond / baseline.requestsPerSecond, 2)}x baseline)   p99 ${asset.p99Ms} ms   compressed once, at build${perCore(asset)}`,
      );
    }
    for (const page of PAGES) {
      const r = await measureLoad(server.baseUrl + page, browserLike);
      const vsAsset = asset ? `, ${fmt(r.requestsPerSecond / asset.requestsPerSecond, 2)}x the asset (target >= 0.8x)` : '';
      const cpuVsAsset = asset?.serverCpuUs && r.serverCpuUs ? ` (${fmt(asset.serverCpuUs / r.serverCpuUs, 2)}x the asset's)` : '';
      console.log(
        `  ${page.padEnd(16)} ${fmt(r.requestsPerSecond)} req/s (${fmt(r.requestsPerSecond / baseline.requestsPerSecond, 2)}x baseline${vsAsset})   p99 ${r.p99Ms} ms (${fmt(r.p99Ms / Math.max(baseline.p99Ms, 1), 2)}x)${r.non2xx ? `   ${r.non2xx} non-2xx!` : ''}${perCore(r)}${cpuVsAsset}`,
      );
    }

    console.log('\nAPI under bounded load (10 connections, 5 s each)');
    const health = await measureLoad(server.baseUrl + '/api/health');
    console.log(`  baseline GET /api/health      ${fmt(health.requestsPerSecond)} req/s   p99 ${health.p99Ms} ms`);
    const quoteBody = JSON.stringify({
      companyName: 'Bench Co',
      firstName: 'B',
      lastName: 'Ench',
      email: 'bench@example.test',
      phone: '612-555-0100',
      facilityType: 'office',
      squareFootage: 10000,
      frequency: 'Weekly',
      additionalServices: ['Carpet Cleaning'],
    });
    // Each request stores a lead (a real write), as a visitor's would.
    const quote = await measureLoad(server.baseUrl + '/api/pricing-breakdown', {
      method: 'POST',
      body: quoteBody,
      headers: { 'content-type': 'application/json' },
    });
    console.log(
      `  POST /api/pricing-breakdown   ${fmt(quote.requestsPerSecond)} req/s (${fmt(quote.requestsPerSecond / health.requestsPerSecond, 2)}x baseline)   p99 ${quote.p99Ms} ms${quote.non2xx ? `   ${quote.non2xx} non-2xx!` : ''}`,
    );

    const leadId = (
      (await (
        await fetch(server.baseUrl + '/api/pricing-breakdown', {
          method: 'POST',
          body: quoteBody,
          headers: { 'content-type': 'application/json' },
        })
      ).json()) as { leadId: string }
    ).leadId;
    const timeIt = async (url: string, n: number) => {
      const started = performance.now();
      for (let i = 0; i < n; i++) await (await fetch(url)).arrayBuffer();
      return (performance.now() - started) / n;
    };
    const healthMs = await timeIt(server.baseUrl + '/api/health', 50);
    for (const [label, path] of [
      ['quote PDF', `/api/quote-pdf/${leadId}`],
      ['agreement PDF', `/api/service-agreement-pdf/${leadId}`],
    ] as const) {
      const ms = await timeIt(server.baseUrl + path, 20);
      console.log(`  ${label.padEnd(28)} ${fmt(ms, 1)} ms per document (${fmt(ms / healthMs, 1)}x a health check, ${fmt(healthMs, 2)} ms)`);
    }

    console.log('\nVisitor tracking under bounded load (10 connections, 5 s)');
    const beacon = JSON.stringify({
      visitor_id: 'bench-visitor-1',
      session_id: 'bench-session-1',
      page: '/services',
      referrer: 'https://www.google.com/',
    });
    const tracked = await measureLoad(server.baseUrl + '/api/visitor-tracking', {
      method: 'POST',
      body: beacon,
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      },
    });
    console.log(
      `  POST /api/visitor-tracking    ${fmt(tracked.requestsPerSecond)} events/s accepted (${fmt(tracked.requestsPerSecond / health.requestsPerSecond, 2)}x baseline)   p99 ${tracked.p99Ms} ms${tracked.non2xx ? `   ${tracked.non2xx} non-2xx!` : ''}`,
    );

    console.log('\nLighthouse (mobile settings; targets: performance 100 (never below 97), the others 100, TBT < 50 ms, LCP < 1.2 s)');
    for (const page of LIGHTHOUSE_PAGES) {
      const scores = await lighthouseScores(server.baseUrl + page);
      if (!scores) {
        console.log('  skipped: /usr/bin/chromium not found (apt-get install -y chromium)');
        break;
      }
      if ('unreadable' in scores) {
        console.log(`  ${page.padEnd(32)} no figures: Lighthouse could not read the page's trace in three runs (${scores.unreadable})`);
        continue;
      }
      const { tbtMs, lcpMs, ...categories } = scores;
      console.log(
        `  ${page.padEnd(32)} ${Object.entries(categories)
          .map(([k, v]) => `${k} ${v}`)
          .join('   ')}   TBT ${tbtMs} ms   LCP ${fmt(lcpMs / 1000, 2)} s`,
      );
    }
  } finally {
    await server.stop();
  }
}

/** Each analytics call on the bench world's year of visits, against a health check on the same server. */
async function analyticsOnAYearOfVisits() {
  const world = await benchWorld();
  console.log(`\nAnalytics on ${fmt(world.counts.visitorVisits)} visits (the bench world, made in ${fmt(world.seconds, 1)} s)`);
  const server = await startServer({ DATA_DIR: world.dataDir }, { keepData: true });
  try {
    const asAdmin = await adminHeaders(server.baseUrl, world.admin);
    const time = async (url: string, n = 5) => {
      await fetch(server.baseUrl + url, { headers: asAdmin });
      const started = performance.now();
      for (let i = 0; i < n; i++) {
        const res = await fetch(server.baseUrl + url, { headers: asAdmin });
        if (!res.ok) throw new Error(`${url}: ${res.status}`);
        await res.arrayBuffer();
      }
      return (performance.now() - started) / n;
    };
    const baseline = await time('/api/health', 20);
    console.log(`  baseline GET /api/health                      ${fmt(baseline, 2)} ms`);
    for (const url of [
      '/api/admin/visitor-stats',
      '/api/admin/visitor-analytics?period=month',
      '/api/admin/visitor-analytics?period=year',
      '/api/admin/top-pages?period=week',
      '/api/admin/top-pages?period=year',
    ]) {
      const ms = await time(url);
      console.log(`  ${url.padEnd(45)} ${fmt(ms, 1)} ms (${fmt(ms / baseline, 0)}x baseline)`);
    }
  } finally {
    await server.stop();
  }
}

/** Issue 13's target: every portal call's p99 on the embedded database, under the bounded load. */
const PORTAL_TARGET_P99_MS = 50;
/**
 * Every read the two portals make, as the busiest customer and the busiest employee of a year of
 * operations, against a health check on the same server. The target is the wait of one person (one
 * connection: PGlite runs one query at a time, so ten at once measure its queue, shown beside it).
 */
async function portalsOnAYearOfOperations() {
  const world = await benchWorld();
  const c = world.counts;
  console.log(`\nPortal calls on a year of operations (${fmt(c.customers)} customers, ${fmt(c.employees)} employees)`);
  console.log(
    `  the bench world: ${fmt(c.plans)} plans, ${fmt(c.visits)} visits (${fmt(c.completedVisits)} completed), ${fmt(c.timeEntries)} time entries, ${fmt(c.trips)} trips, ${fmt(c.invoices)} invoices, ${fmt(c.ratings)} ratings, ${fmt(c.problems)} problems, ${fmt(c.leads)} leads`,
  );
  const server = await startServer({ DATA_DIR: world.dataDir }, { keepData: true });
  try {
    const asCustomer = await portalHeaders(server.baseUrl, { username: world.customer.username, password: BENCH_PORTAL_PASSWORD });
    const asEmployee = await portalHeaders(server.baseUrl, { username: world.employee.username, password: BENCH_PORTAL_PASSWORD });
    console.log(
      `  as ${world.customer.username} (${fmt(world.customer.visits)} visits) and ${world.employee.username} (${fmt(world.employee.assignments)} assignments):`,
    );
    const calls = [
      ...CUSTOMER_PORTAL_CALLS.map((url) => ({ url, headers: asCustomer, target: PORTAL_TARGET_P99_MS })),
      ...EMPLOYEE_PORTAL_CALLS.map((url) => ({ url, headers: asEmployee, target: PORTAL_TARGET_P99_MS })),
    ];
    const met = await measureAgainstTargets(server.baseUrl, calls, 36);
    console.log(`  ${met} of ${calls.length} portal calls meet the target`);
  } finally {
    await server.stop();
  }
}

/** Issue 14's targets (one person waiting, as for the portals): the scheduling page's availability and the CRM's reads. */
const AVAILABILITY_TARGET_P99_MS = 30;
const CRM_TARGET_P99_MS = 50;

/**
 * The scheduling page's availability on a year of appointment bookings, and the CRM's lead list
 * (the default page, and a filtered page with a text search) and summary on 10,000 leads, against
 * a health check on the same server: p99 with one connection (the target) and with ten.
 */
async function crmOnTenThousandLeads() {
  const world = await benchWorld();
  console.log(
    `\nScheduling and CRM reads (${fmt(world.counts.leads)} leads, ${fmt(world.counts.walkThroughs)} walk-throughs booked on the scheduling page over the year and the weeks ahead; the bench world)`,
  );
  const server = await startServer({ DATA_DIR: world.dataDir }, { keepData: true });
  try {
    const asAdmin = await adminHeaders(server.baseUrl, world.admin);
    // A weekday next week (slots to show, bookings on it) and today.
    const today = companyDate(new Date());
    const nextTuesday = addDays(today, ((2 - weekdayOf(today) + 7) % 7) + 7);
    const calls = [
      { url: `/api/scheduling/availability?date=${nextTuesday}`, target: AVAILABILITY_TARGET_P99_MS },
      { url: `/api/scheduling/availability?date=${today}`, target: AVAILABILITY_TARGET_P99_MS },
      { url: '/api/leads', headers: asAdmin, target: CRM_TARGET_P99_MS },
      { url: '/api/leads?status=open&priority=high&q=dental', headers: asAdmin, target: CRM_TARGET_P99_MS },
      { url: '/api/leads?q=555-01', headers: asAdmin, target: CRM_TARGET_P99_MS },
      { url: '/api/crm-summary', headers: asAdmin, target: CRM_TARGET_P99_MS },
    ];
    const met = await measureAgainstTargets(server.baseUrl, calls, 58);
    console.log(`  ${met} of ${calls.length} scheduling and CRM reads meet their target`);
  } finally {
    await server.stop();
  }
}

/** Issue 15's targets (decision 0021): every polled dashboard read as one person waits for it, and a monthly report. */
const DASHBOARD_TARGET_P99_MS = 50;
const REPORT_TARGET_P99_MS = 500;

/**
 * The admin dashboard on the bench world (a year of operations, 10,000 more leads, contact messages,
 * 200 failed notifications, a million page visits): every GET the dashboard polls (spec §9) and the
 * trends at p99 < 50 ms with one connection (ten reported beside it), and the six reports for this
 * month and last at p99 < 500 ms. Calls of other lanes that this build does not serve yet (404) are
 * named and left out rather than stopping the run.
 */
async function dashboardOnAYearOfEverything() {
  const world = await benchWorld();
  const c = world.counts;
  console.log(
    `\nAdmin dashboard (the bench world: ${fmt(c.customers)} customers, ${fmt(c.employees)} employees, ${fmt(c.visits)} visits, ${fmt(c.invoices)} invoices, ${fmt(c.leads)} leads, ${fmt(c.walkThroughs)} walk-throughs, ${fmt(c.contactMessages)} contact messages, ${fmt(c.notificationsFailed)} failed notifications, ${fmt(c.visitorVisits)} page visits)`,
  );
  {
    const admin = world.admin;
    const server = await startServer({ DATA_DIR: world.dataDir }, { keepData: true });
    try {
      const asAdmin = await adminHeaders(server.baseUrl, admin);
      const today = companyDate(new Date());
      const lastMonth = addDays(`${today.slice(0, 7)}-01`, -1).slice(0, 7);
      const polled = [
        '/api/admin/dashboard-stats',
        '/api/admin/recent-activities',
        '/api/admin/top-employees',
        '/api/admin/urgent-tasks',
        '/api/admin/dashboard-trends',
        '/api/admin/system-health',
        '/api/admin/system-logs',
        '/api/admin/top-pages?period=month',
        '/api/admin/visitor-stats',
        '/api/admin/forms/stats',
        // The Quality screen, polled on the bench world too (its target is measured on the demo year below).
        '/api/admin/quality',
      ];
      const reports = ['financial', 'user-activity', 'job-performance', 'schedule-analysis', 'lead-analytics', 'performance-review'];
      const wanted = [
        ...polled.map((url) => ({ url, headers: asAdmin, target: DASHBOARD_TARGET_P99_MS })),
        ...reports.flatMap((report) => [
          { url: `/api/admin/reports/${report}?period=month`, headers: asAdmin, target: REPORT_TARGET_P99_MS },
          { url: `/api/admin/reports/${report}?period=month&month=${lastMonth}`, headers: asAdmin, target: REPORT_TARGET_P99_MS },
        ]),
      ];
      const calls: typeof wanted = [];
      for (const call of wanted) {
        const probe = await fetch(server.baseUrl + call.url, { headers: call.headers });
        await probe.arrayBuffer();
        if (probe.status === 404) console.log(`  GET ${call.url}: not served by this build (404), left out`);
        else calls.push(call);
      }
      const met = await measureAgainstTargets(server.baseUrl, calls, 72);
      console.log(`  ${met} of ${calls.length} dashboard reads and reports meet their target`);
    } finally {
      await server.stop();
    }
  }
}

/**
 * Issue 36's back office on a phone: the admin dashboard, the CRM, the bookings and both portals on the
 * bench world, from navigation to their first data row on Lighthouse's throttled mobile profile, as
 * ratios to the home page's largest paint measured in the same browser (bench/lib/backoffice-timings.ts).
 */
async function backOfficeOnAPhone() {
  // The issue's target on the demo year (the one-command demo business); then the bench world, a company three
  // times its size, for the headroom.
  const year = await sharedDemoYear();
  await backOfficeOn('the demo year', year.dataDir, { admin: year.admin, customer: year.customer, employee: year.employee });
  const world = await benchWorld();
  await backOfficeOn('the bench world', world.dataDir, {
    admin: world.admin,
    customer: { username: world.customer.username, password: BENCH_PORTAL_PASSWORD },
    employee: { username: world.employee.username, password: BENCH_PORTAL_PASSWORD },
  });
}

async function backOfficeOn(where: string, dataDir: string, accounts: Parameters<typeof signInSessions>[1]) {
  console.log(
    `\nBack office on a phone, first data row after navigation (${profileInWords()}; cold: a new profile, warm: the same tab again once its first load is done; ${where})`,
  );
  const server = await startServer({ DATA_DIR: dataDir }, { keepData: true });
  try {
    const result = await measureBackOffice(server.baseUrl, await signInSessions(server.baseUrl, accounts));
    if (result) printBackOffice(result);
    else console.log('  skipped: /usr/bin/chromium not found (apt-get install -y chromium)');
  } finally {
    await server.stop();
  }
}

/** Issue 34's targets: the Sites screen and a site's page on the demo year as one person waits, and the monthly figures over 3 years. */
const SITES_TARGET_P99_MS = 50;
/** Issue 33: the Quality screen and the customer's Reports, on the demo year with an inspection per site per month. */
const QUALITY_TARGET_P99_MS = 50;
const SITE_MONTHS_TARGET_P99_MS = 200;

/** Issue 34's first targets where it names them: the Sites screen and the busiest site's page on the demo year. */
async function sitesAndQualityOnTheDemoYear() {
  const year = await sharedDemoYear();
  console.log(
    `\nSites and quality on the demo year (the generator at npm run demo's size, every active site inspected each month, made in ${fmt(year.seconds, 1)} s: ${year.sites} sites, ${fmt(year.inspections)} inspections; the busiest site ${year.site.name} with ${fmt(year.site.punches)} punches)`,
  );
  const server = await startServer({ DATA_DIR: year.dataDir });
  try {
    const asAdmin = await adminHeaders(server.baseUrl, year.admin);
    const asCustomer = await portalHeaders(server.baseUrl, year.customer);
    const reports = await fetch(server.baseUrl + '/api/customer/inspections', { headers: asCustomer });
    const latest = ((await reports.json()) as { inspections: Array<{ id: number }> }).inspections[0];
    if (!latest) throw new Error(`${year.customer.username} sees no inspection report`);
    console.log(`  the customer portal as ${year.customer.username} (${fmt(year.customer.inspections)} inspections of their sites)`);
    const calls = [
      { url: '/api/admin/sites', headers: asAdmin, target: SITES_TARGET_P99_MS },
      { url: `/api/admin/sites/${year.site.id}`, headers: asAdmin, target: SITES_TARGET_P99_MS },
      // Issue 33: the Quality screen and the customer's Reports (the list with its trend, a report, the measured figures).
      { url: '/api/admin/quality', headers: asAdmin, target: QUALITY_TARGET_P99_MS },
      { url: '/api/customer/inspections', headers: asCustomer, target: QUALITY_TARGET_P99_MS },
      { url: `/api/customer/inspections/${latest.id}`, headers: asCustomer, target: QUALITY_TARGET_P99_MS },
      { url: '/api/customer/service-figures', headers: asCustomer, target: QUALITY_TARGET_P99_MS },
    ];
    const met = await measureAgainstTargets(server.baseUrl, calls, 58);
    console.log(`  ${met} of ${calls.length} sites and quality reads on the demo year meet their target`);
  } finally {
    await server.stop();
  }
}

/**
 * The Sites screen, the busiest site's page and its bid-against-actual months over three years, and the
 * Analytics tab's margins, on a copy of the bench world carrying three years of punches (three-years.ts).
 */
async function sitesOnThreeYearsOfPunches() {
  const world = await benchWorld();
  const started = performance.now();
  const three = await threeYearsOf(world.dataDir);
  console.log(
    `\nSites and margins on three years of punches (the bench world's last year repeated twice before it, in ${fmt((performance.now() - started) / 1000, 1)} s: ${fmt(three.visits)} completed visits, ${fmt(three.punches)} punches; the busiest site ${three.site.name} with ${fmt(three.site.punches)})`,
  );
  const server = await startServer({ DATA_DIR: three.dataDir });
  try {
    const asAdmin = await adminHeaders(server.baseUrl, world.admin);
    const today = companyDate(new Date());
    const thisMonth = today.slice(0, 7);
    const threeYearsAgo = `${Number(thisMonth.slice(0, 4)) - 3}-${thisMonth.slice(5, 7)}`;
    // The Sites screen and the site's page here are a company three times the demo's with three years of
    // punches: held to the demo year's target too, though the issue names it on the demo year (above).
    const calls = [
      { url: '/api/admin/sites', headers: asAdmin, target: SITES_TARGET_P99_MS },
      { url: `/api/admin/sites/${three.site.id}`, headers: asAdmin, target: SITES_TARGET_P99_MS },
      {
        url: `/api/admin/sites/${three.site.id}/months?from=${threeYearsAgo}&to=${thisMonth}`,
        headers: asAdmin,
        target: SITE_MONTHS_TARGET_P99_MS,
      },
      { url: '/api/admin/site-margins', headers: asAdmin, target: SITE_MONTHS_TARGET_P99_MS },
    ];
    const met = await measureAgainstTargets(server.baseUrl, calls, 58);
    console.log(`  ${met} of ${calls.length} sites reads meet their target`);
  } finally {
    await server.stop();
    rmSync(three.dataDir, { recursive: true, force: true });
  }
}

// Sections: the public site, analytics on a year of visits, the portals on a year of operations, the
// scheduling and CRM reads on 10,000 leads, the admin dashboard, the sites and quality screens on the demo year,
// the sites on three years of punches, the back office on a phone.
// --skip-analytics / --skip-portals / --skip-crm / --skip-dashboard / --skip-demo-year / --skip-sites /
// --skip-backoffice leave one out; --analytics-only / --portals-only / --crm-only / --dashboard-only /
// --demo-year-only / --sites-only (the demo year and three years of punches) / --backoffice-only run just those.
const flag = (name: string) => process.argv.includes(`--${name}`);
const only = ['analytics', 'portals', 'crm', 'dashboard', 'demo-year', 'sites', 'backoffice'].some((name) => flag(`${name}-only`));
const sections: Array<[boolean, () => Promise<void>]> = [
  [!only, main],
  [only ? flag('analytics-only') : !flag('skip-analytics'), analyticsOnAYearOfVisits],
  [only ? flag('portals-only') : !flag('skip-portals'), portalsOnAYearOfOperations],
  [only ? flag('crm-only') : !flag('skip-crm'), crmOnTenThousandLeads],
  [only ? flag('dashboard-only') : !flag('skip-dashboard'), dashboardOnAYearOfEverything],
  [only ? flag('sites-only') || flag('demo-year-only') : !flag('skip-sites') && !flag('skip-demo-year'), sitesAndQualityOnTheDemoYear],
  [only ? flag('sites-only') : !flag('skip-sites'), sitesOnThreeYearsOfPunches],
  [only ? flag('backoffice-only') : !flag('skip-backoffice'), backOfficeOnAPhone],
];
(async () => {
  try {
    for (const [run, section] of sections) if (run) await section();
  } finally {
    await dropBenchWorld();
    await dropDemoYear();
  }
})().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
