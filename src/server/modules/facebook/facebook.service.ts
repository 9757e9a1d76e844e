import type { FastifyBaseLogger } from 'fastify';
import type { FacebookBlogPostRequest, FacebookPage, FacebookPostResult } from '#shared/contracts/facebook.ts';
import { AppError } from '../../errors.ts';
import { FacebookGraphError, type FacebookGraph } from '../../integrations/facebook-graph.ts';

export const FACEBOOK_NOT_CONFIGURED = 'Facebook is not configured: set FACEBOOK_PAGE_ID and FACEBOOK_PAGE_ACCESS_TOKEN';
export const FACEBOOK_PAGE_NOT_FOUND = 'Facebook page not found: posts go to the configured page only';
export const BLOG_URL_MESSAGE = "Give the blog post's address on this site, like /blog/office-cleaning-tips";

type BlogPost = Required<Pick<FacebookBlogPostRequest, 'pageId' | 'blogTitle' | 'blogUrl'>> & { blogExcerpt: string };

/**
 * Facebook page promotion (decision 0023). Order of answers: 400 for bad input (the route), 503 when
 * Facebook is not configured, 404 for another page than the configured one, 502 when Graph refuses.
 */
export function createFacebookService(deps: {
  graph: FacebookGraph;
  siteUrl: string;
  log: FastifyBaseLogger;
  /** Whether /blog/<slug> is a live post: a draft (a generated one awaiting review) is never shared. */
  isLivePost?: (slug: string) => Promise<boolean>;
}) {
  const { graph } = deps;

  function ensurePage(pageId?: string) {
    if (!graph.configured) throw new AppError('SERVICE_UNAVAILABLE', FACEBOOK_NOT_CONFIGURED);
    if (pageId !== undefined && pageId !== graph.pageId) throw new AppError('NOT_FOUND', FACEBOOK_PAGE_NOT_FOUND);
  }

  async function relay<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof FacebookGraphError) {
        deps.log.warn({ graphCode: error.graphCode, status: error.status }, `Facebook call failed: ${error.message}`);
        throw new AppError('BAD_GATEWAY', error.message);
      }
      throw error;
    }
  }

  async function publish(message: string, link: string | undefined, what: string): Promise<FacebookPostResult> {
    const { id } = await relay(() => graph.postToFeed({ message, link }));
    deps.log.info({ postId: id }, `Facebook ${what} published`);
    return { postId: id, message: 'Posted to Facebook' };
  }

  /** A path or an address on this site, as an absolute address on SITE_URL; anything else is refused. */
  function siteAddress(value: string): string {
    const site = new URL(deps.siteUrl);
    let url: URL;
    try {
      url = new URL(value, `${site.origin}/`);
    } catch {
      throw new AppError('VALIDATION_FAILED', BLOG_URL_MESSAGE, { blogUrl: BLOG_URL_MESSAGE });
    }
    if (url.origin !== site.origin || !(value.startsWith('/') || /^https?:\/\//i.test(value)) || value.startsWith('//')) {
      throw new AppError('VALIDATION_FAILED', BLOG_URL_MESSAGE, { blogUrl: BLOG_URL_MESSAGE });
    }
    return url.toString();
  }

  return {
    async pages(): Promise<FacebookPage[]> {
      ensurePage();
      return [await relay(() => graph.page())];
    },

    async post(body: { pageId: string; message: string; link?: string | undefined }): Promise<FacebookPostResult> {
      ensurePage(body.pageId);
      return publish(body.message, body.link, 'post');
    },

    async postBlog(body: BlogPost): Promise<FacebookPostResult> {
      const link = siteAddress(body.blogUrl);
      ensurePage(body.pageId);
      const slug = /^\/blog\/([^/?#]+)\/?$/.exec(new URL(link).pathname)?.[1];
      if (slug !== undefined && deps.isLivePost && !(await deps.isLivePost(decodeURIComponent(slug)))) {
        throw new AppError('CONFLICT', 'This post is not published: publish it before sharing it');
      }
      const message = [body.blogTitle, body.blogExcerpt].filter((part) => part !== '').join('\n\n');
      return publish(message, link, 'blog share');
    },
  };
}

export type FacebookService = ReturnType<typeof createFacebookService>;
