import * as z from './zod.ts';

/**
 * Facebook page promotion from the Auto Blog tab (decisions 0022 and 0023): the Graph API with the
 * page's access token, which lives in the server's environment and is never shown. Only the one
 * configured page (FACEBOOK_PAGE_ID) may be used; another page id answers 404.
 */

const PAGE_ID_MESSAGE = 'Choose the Facebook page to post to (its id, at most 100 characters)';
const pageId = z.text(PAGE_ID_MESSAGE).check(z.trim(), z.minLength(1, PAGE_ID_MESSAGE), z.maxLength(100, PAGE_ID_MESSAGE));

const trimmed = (max: number, message: string) => z.text(message).check(z.trim(), z.maxLength(max, message));
const required = (max: number, message: string) => trimmed(max, message).check(z.minLength(1, message));

export const FACEBOOK_MESSAGE_MAX = 5000;
const MESSAGE_MESSAGE = `Write the post's text (1 to ${FACEBOOK_MESSAGE_MAX.toLocaleString('en-US')} characters)`;
export const LINK_MESSAGE = 'Enter a web address starting with http:// or https://';
const isWebAddress = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};
/** Blank means no link, as a form's empty field sends it. */
const optionalLink = z.optional(
  z.pipe(
    trimmed(2000, LINK_MESSAGE).check(z.refine((value) => value === '' || isWebAddress(value), LINK_MESSAGE)),
    z.transform((value) => (value === '' ? undefined : value)),
  ),
);

/** A page the token can post to: `GET /api/admin/facebook/pages` answers an array of them (spec §7). */
export const facebookPageSchema = z.object({ id: z.text(), name: z.text(), category: z.text() });
export type FacebookPage = z.infer<typeof facebookPageSchema>;

/**
 * POST /api/admin/facebook/post (spec §7). `name`, `caption` and `description` are accepted and not
 * sent: Graph stopped honouring link-preview overrides in 2017, so the linked page's Open Graph tags
 * make the preview.
 */
export const facebookPostRequestSchema = z.object({
  pageId,
  message: required(FACEBOOK_MESSAGE_MAX, MESSAGE_MESSAGE),
  link: optionalLink,
  name: z.optional(trimmed(300, 'The link name is at most 300 characters')),
  caption: z.optional(trimmed(300, 'The caption is at most 300 characters')),
  description: z.optional(trimmed(1000, 'The description is at most 1,000 characters')),
});
export type FacebookPostRequest = z.input<typeof facebookPostRequestSchema>;

/**
 * POST /api/admin/facebook/auto-post-blog (spec §7): the title and excerpt become the message and the
 * post's address the link. `blogUrl` is a page of this site: a path ('/blog/…') or a full address on
 * SITE_URL.
 */
export const facebookBlogPostRequestSchema = z.object({
  pageId,
  blogTitle: required(300, "Give the post's title (at most 300 characters)"),
  blogExcerpt: z._default(trimmed(2000, 'The excerpt is at most 2,000 characters'), ''),
  blogUrl: required(2000, "Give the blog post's address on this site, like /blog/office-cleaning-tips"),
});
export type FacebookBlogPostRequest = z.input<typeof facebookBlogPostRequestSchema>;

/** A post made: Graph's id of it and a line to show. */
export const facebookPostResultSchema = z.object({
  postId: z.text(),
  message: z.text(),
});
export type FacebookPostResult = z.infer<typeof facebookPostResultSchema>;

/** The schemas of each endpoint in facebook.endpoints.ts, by its name (the server registers them). */
export const facebookSchemas = {
  listFacebookPages: { response: z.array(facebookPageSchema) },
  postToFacebook: { body: facebookPostRequestSchema, response: facebookPostResultSchema },
  postBlogToFacebook: { body: facebookBlogPostRequestSchema, response: facebookPostResultSchema },
};
