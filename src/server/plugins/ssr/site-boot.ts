import { createHash } from 'node:crypto';

/**
 * How a public page starts its script (issue 36, the largest paint): nothing is requested before the first
 * paint. A phone on a slow network paints the server's HTML with its inlined rules, and only then fetches
 * the site script, its chunks and the whole site stylesheet, which an inline script at the end of the body
 * adds once the browser reports the first contentful paint (where paint timing is not reported: a frame and
 * a task after it). Requests started before that paint compete with the document for the connection, and
 * Lighthouse's mobile run counted them in the largest paint (1.35 to 1.56 s with them in the head, 0.93 to
 * 1.04 s without). Waiting for a frame alone was not enough: Chromium ran the task after a frame before the
 * frame was on screen, and the requests still counted in about one run in three (decision 0066).
 *
 * The text never changes with the build (the URLs travel in data attributes), so one hash allows it in
 * the Content-Security-Policy and no other inline script runs.
 */
export const SITE_BOOT_SCRIPT =
  '(function(){var d=document.currentScript.dataset,h=document.head,P=window.PerformanceObserver,go=0;' +
  'function add(t,a){var e=document.createElement(t);for(var k in a)e.setAttribute(k,a[k]);h.appendChild(e)}' +
  'function start(){if(go)return;go=1;setTimeout(function(){' +
  "(d.siteCss||'').split(' ').forEach(function(u){if(u)add('link',{rel:'stylesheet',href:u,media:'print','data-site-stylesheet':''})});" +
  "(d.sitePreload||'').split(' ').forEach(function(u){if(u)add('link',{rel:'modulepreload',href:u})});" +
  "add('script',{type:'module',src:d.siteSrc})" +
  '},0)}' +
  "if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0)" +
  "new P(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();start()}}).observe({type:'paint',buffered:true});" +
  'else requestAnimationFrame(function(){setTimeout(start,0)})})()';

/** The policy's source that allows the boot script and nothing else inline. */
export const SITE_BOOT_CSP_SOURCE = `'sha256-${createHash('sha256').update(SITE_BOOT_SCRIPT).digest('base64')}'`;

/** The boot element of a public page: the site script, its chunks and its stylesheets, started after the first paint. */
export function siteBootTag(site: { script?: string | undefined; preloads: readonly string[]; stylesheets: readonly string[] }): string {
  if (!site.script) return '';
  return (
    `<script data-site-src="${site.script}" data-site-preload="${site.preloads.join(' ')}" ` +
    `data-site-css="${site.stylesheets.join(' ')}">${SITE_BOOT_SCRIPT}</script>`
  );
}
