/**
 * `npm run bench`: figures for the public site, each next to a baseline measured
 * in the same run on the same server (a plain static file), so the ratios mean
 * something on any machine. Prints; asserts nothing.
 */
import { startServer } from './lib/server.ts';
import { measureLoad } from './lib/load.ts';
import { measurePageWeight } from './lib/page-weight.ts';
import { lighthouseScores } from './lib/lighthouse.ts';

const PAGES = ['/', '/cities/edina'];
const BASELINE = '/favicon.svg';

const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

async function main() {
  const server = await startServer();
  try {
    console.log(`Server under test: ${server.baseUrl} (production bundle, embedded database)\n`);

    console.log('Page weight (gzip, first visit)');
    for (const page of PAGES) {
      const w = await measurePageWeight(server.baseUrl, page);
      console.log(`  ${page.padEnd(16)} HTML ${fmt(w.htmlGzipBytes / 1024, 1)} KiB   JS ${fmt(w.jsGzipBytes / 1024, 1)} KiB in ${w.jsFiles} files   CSS ${fmt(w.cssGzipBytes / 1024, 1)} KiB`);
    }

    console.log('\nThroughput under bounded load (10 connections, 5 s each, from this process)');
    const baseline = await measureLoad(server.baseUrl + BASELINE);
    console.log(`  ${'baseline ' + BASELINE} ${fmt(baseline.requestsPerSecond)} req/s   p99 ${baseline.p99Ms} ms`);
    for (const page of PAGES) {
      const r = await measureLoad(server.baseUrl + page);
      console.log(
        `  ${page.padEnd(16)} ${fmt(r.requestsPerSecond)} req/s (${fmt(r.requestsPerSecond / baseline.requestsPerSecond, 2)}x baseline)   p99 ${r.p99Ms} ms (${fmt(r.p99Ms / Math.max(baseline.p99Ms, 1), 2)}x)${r.non2xx ? `   ${r.non2xx} non-2xx!` : ''}`,
      );
    }

    console.log('\nLighthouse (mobile settings)');
    for (const page of PAGES) {
      const scores = await lighthouseScores(server.baseUrl + page);
      if (!scores) {
        console.log('  skipped: /usr/bin/chromium not found (apt-get install -y chromium)');
        break;
      }
      console.log(`  ${page.padEnd(16)} ${Object.entries(scores).map(([k, v]) => `${k} ${v}`).join('   ')}`);
    }
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
