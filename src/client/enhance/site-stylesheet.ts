/**
 * A public page paints with the rules its HTML uses, inlined in its head; its whole stylesheet comes
 * print-only, so it never blocks that paint (decision 0052). Turned on here, it styles what islands and
 * the site's behaviours show later (a quote's result, a contact form's messages).
 */
export function enableSiteStylesheet(): void {
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[data-site-stylesheet]')) link.media = 'all';
}
