import { existsSync } from 'node:fs';
const { launch } = await import('chrome-launcher');
const { default: lighthouse } = await import('lighthouse');
const url = process.argv[2]!;
for (let i = 0; i < Number(process.argv[3] ?? 3); i++) {
  const chrome = await launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic'] });
  try {
    const r = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const a = r!.lhr.audits; if (r!.lhr.runtimeError) console.log('runtimeError', r!.lhr.runtimeError.code, r!.lhr.runtimeError.message?.slice(0, 120));
    const el = (a['largest-contentful-paint-element']?.details as any)?.items?.[0]?.items?.[0]?.node?.snippet;
    const phases = (a['largest-contentful-paint-element']?.details as any)?.items?.[1]?.items?.map((x: any) => `${x.phase}:${Math.round(x.timing)}`).join(' ');
    const reqs = ((a['network-requests']?.details as any)?.items ?? []).map((x: any) => `${x.url.replace(url.replace(/\/[^/]*$/, ''), '').slice(0, 40)}@${Math.round(x.networkRequestTime)}`).join(' ');
    console.log(Math.round(a['largest-contentful-paint']!.numericValue!), 'FCP', Math.round(a['first-contentful-paint']!.numericValue!), 'TBT', Math.round(a['total-blocking-time']!.numericValue!), '|', el?.slice(0, 80), '|', phases, '\n   ', reqs);
  } finally { chrome.kill(); }
}
