import * as z from './zod.ts';

/**
 * What this site can do for a visitor, as far as the screens must know it to promise only what
 * happens (decision 0041). Public and not secret: it says whether e-mail goes out, never how.
 * The server hands the same value to every page it renders (the site context) and answers it at
 * GET /api/site/capabilities.
 */
export const siteCapabilitiesSchema = z.object({
  /**
   * E-mail is set up (SMTP_URL): confirmations, links and notices are sent. False: nothing is
   * e-mailed to visitors, customers or staff; the company's notices wait in the outbox until it is.
   */
  emailDelivery: z.boolean(),
});
export type SiteCapabilities = z.infer<typeof siteCapabilitiesSchema>;

/** The schemas of each endpoint in site.endpoints.ts, by its name (the server registers them). */
export const siteSchemas = {
  getSiteCapabilities: { response: siteCapabilitiesSchema },
};
