// Renders public/og-image.jpg (1200x630, the social-sharing preview) from an
// HTML card in Chromium. Run by hand when the brand changes; the JPEG is committed.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const logo = readFileSync(path.join(root, 'public/favicon.svg'), 'utf8');
const name = process.env.COMPANY_NAME ?? 'Twin Pines Commercial Cleaning';
const html = `<!doctype html><html><body style="margin:0;width:1200px;height:630px;font-family:system-ui,sans-serif;
  background:linear-gradient(135deg,#0b3340,#176579);color:#fff;display:flex;flex-direction:column;justify-content:center;padding:0 90px;box-sizing:border-box">
  <div style="display:flex;align-items:center;gap:24px"><div style="width:96px;height:96px">${logo}</div>
  <div style="font-size:44px;font-weight:800">${name}</div></div>
  <div style="margin-top:48px;font-size:64px;font-weight:800;line-height:1.1">Commercial cleaning across<br>Minneapolis-St. Paul</div>
  <div style="margin-top:32px;font-size:32px;color:#fcd58a">Instant, itemized quotes &middot; 3-year price lock &middot; 24/7 support</div>
</body></html>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(html);
await page.screenshot({ path: path.join(root, 'public/og-image.jpg'), type: 'jpeg', quality: 82 });
await browser.close();
console.log('wrote public/og-image.jpg');
