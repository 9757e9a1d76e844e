import { createHmac } from 'node:crypto';
import { ChannelSendError, parseJson, providerWords, requestProvider } from './provider-http.ts';

/**
 * The Facebook Graph API with a page access token (decision 0023). The token never goes in a URL:
 * a GET carries it in the Authorization header, a POST in its form body. With an app secret, each call
 * adds `appsecret_proof` (HMAC-SHA256 of the token), which Graph can require so a stolen token alone is
 * not enough. Errors never carry the request's URL, headers or body.
 */

export interface FacebookGraphConfig {
  graphUrl: string;
  graphVersion: string;
  pageId?: string | undefined;
  pageAccessToken?: string | undefined;
  appSecret?: string | undefined;
  timeoutMs: number;
}

/** Facebook refused, failed or did not answer; `message` says so in words an admin can act on. */
export class FacebookGraphError extends Error {
  /** Graph's error code (190: the token expired or was revoked); absent when Graph was not reached. */
  readonly graphCode: number | undefined;
  readonly status: number | undefined;
  constructor(message: string, options: { graphCode?: number | undefined; status?: number | undefined } = {}) {
    super(message);
    this.name = 'FacebookGraphError';
    this.graphCode = options.graphCode;
    this.status = options.status;
  }
}

export interface FacebookPageInfo {
  id: string;
  name: string;
  category: string;
}

export interface FacebookGraph {
  /** Page id and token both set. */
  readonly configured: boolean;
  /** The configured page's id. */
  readonly pageId: string | undefined;
  /** The page's id, name and category: `GET /{v}/{page-id}?fields=id,name,category`. */
  page(): Promise<FacebookPageInfo>;
  /** A post on the page's feed: `POST /{v}/{page-id}/feed` with message and link; answers Graph's post id. */
  postToFeed(post: { message: string; link?: string | undefined }): Promise<{ id: string }>;
}

export function appSecretProof(token: string, appSecret: string): string {
  return createHmac('sha256', appSecret).update(token).digest('hex');
}

export function createFacebookGraph(config: FacebookGraphConfig): FacebookGraph {
  const token = config.pageAccessToken;
  const pageId = config.pageId;
  const base = `${config.graphUrl.replace(/\/$/, '')}/${config.graphVersion}`;
  const proof = token && config.appSecret ? appSecretProof(token, config.appSecret) : undefined;

  async function call(path: string, init: { method: 'GET' | 'POST'; query?: URLSearchParams; form?: URLSearchParams }): Promise<unknown> {
    if (!token || !pageId) throw new FacebookGraphError('Facebook is not configured');
    const query = init.query ?? new URLSearchParams();
    const headers: Record<string, string> = { accept: 'application/json' };
    let body: string | undefined;
    if (init.method === 'GET') {
      headers['authorization'] = `Bearer ${token}`;
      if (proof) query.set('appsecret_proof', proof);
    } else {
      const form = init.form ?? new URLSearchParams();
      form.set('access_token', token);
      if (proof) form.set('appsecret_proof', proof);
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = form.toString();
    }
    const search = query.toString();
    let response: Awaited<ReturnType<typeof requestProvider>>;
    try {
      response = await requestProvider(
        'Facebook',
        `${base}${path}${search ? `?${search}` : ''}`,
        { method: init.method, headers, body },
        config.timeoutMs,
      );
    } catch (error) {
      // Not reached or no answer in time: the spec's words, or the deadline when that was it.
      const words = error instanceof ChannelSendError ? error.message : '';
      throw new FacebookGraphError(words.includes('did not answer') ? words : 'Unable to connect to Facebook');
    }
    const parsed = parseJson(response.text);
    if (response.status < 200 || response.status > 299) throw graphError(response.status, parsed);
    if (parsed === undefined)
      throw new FacebookGraphError(`Facebook answered ${response.status} with a body that is not JSON`, { status: response.status });
    return parsed;
  }

  /** Graph's own words, with the token taken out should it ever be echoed. */
  function graphError(status: number, body: unknown): FacebookGraphError {
    const error = (body as { error?: { message?: unknown; code?: unknown } } | undefined)?.error;
    const code = typeof error?.code === 'number' ? error.code : undefined;
    const words = (
      typeof error?.message === 'string' ? providerWords(error.message, [token, config.appSecret, proof]) : `HTTP ${status}`
    ).replace(/\.+$/, '');
    const message =
      code === 190
        ? `Facebook refused the page token (code 190: expired or revoked): ${words}. Set a new FACEBOOK_PAGE_ACCESS_TOKEN.`
        : `Facebook refused the request${code !== undefined ? ` (code ${code})` : ''}: ${words}`;
    return new FacebookGraphError(message, { graphCode: code, status });
  }

  return {
    configured: Boolean(token && pageId),
    pageId,

    async page() {
      const body = (await call(`/${encodeURIComponent(pageId ?? '')}`, {
        method: 'GET',
        query: new URLSearchParams({ fields: 'id,name,category' }),
      })) as Partial<Record<'id' | 'name' | 'category', unknown>>;
      if (typeof body.id !== 'string') throw new FacebookGraphError('Facebook answered without the page id');
      return {
        id: body.id,
        name: typeof body.name === 'string' ? body.name : '',
        category: typeof body.category === 'string' ? body.category : '',
      };
    },

    async postToFeed(post) {
      const form = new URLSearchParams({ message: post.message });
      if (post.link) form.set('link', post.link);
      const body = (await call(`/${encodeURIComponent(pageId ?? '')}/feed`, { method: 'POST', form })) as { id?: unknown };
      if (typeof body.id !== 'string') throw new FacebookGraphError('Facebook answered without the post id');
      return { id: body.id };
    },
  };
}
