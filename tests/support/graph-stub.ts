import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as the stub saw it. */
export interface GraphRequest {
  method: string;
  /** Path and query string exactly as sent. */
  url: string;
  headers: IncomingHttpHeaders;
  /** The form body's fields (POST). */
  form: Record<string, string>;
}

/** Graph's error object: `{ error: { message, type, code, fbtrace_id } }`. */
export interface GraphFailure {
  status: number;
  message: string;
  type?: string;
  code: number;
}

export interface GraphStub {
  /** The base URL to configure as FACEBOOK_GRAPH_URL. */
  url: string;
  requests: GraphRequest[];
  /** Posts accepted, in order. */
  posts: Array<{ pageId: string; message: string; link?: string | undefined; id: string }>;
  /** When set, every call answers this error. */
  failure: GraphFailure | undefined;
  reset(): void;
  close(): Promise<void>;
}

/** Graph's answer to a token it does not know (code 190, OAuthException). */
export const EXPIRED_TOKEN: GraphFailure = {
  status: 400,
  type: 'OAuthException',
  code: 190,
  message: 'Error validating access token: Session has expired on Tuesday, 24-Nov-26 10:00:00 PST.',
};

/**
 * A local Facebook Graph API for one page, speaking Graph's protocol: `GET /{version}/{page-id}?fields=`
 * with the token as `Authorization: Bearer`, `POST /{version}/{page-id}/feed` with a form body holding
 * `access_token` and `message`/`link`. With `appSecret` it requires `appsecret_proof`, as Graph does when
 * the app demands it. A wrong token, proof or page answers Graph's error object.
 */
export async function startGraphStub(options: {
  version: string;
  pageId: string;
  pageName: string;
  category: string;
  token: string;
  appSecret?: string;
}): Promise<GraphStub> {
  const stub: GraphStub = {
    url: '',
    requests: [],
    posts: [],
    failure: undefined,
    reset() {
      stub.requests = [];
      stub.posts = [];
      stub.failure = undefined;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const expectedProof = options.appSecret ? createHmac('sha256', options.appSecret).update(options.token).digest('hex') : undefined;

  const server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stub');
      const form = req.method === 'POST' ? Object.fromEntries(new URLSearchParams(raw)) : {};
      stub.requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, form });
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
        res.end(JSON.stringify(body));
      };
      const fail = (f: GraphFailure) =>
        send(f.status, { error: { message: f.message, type: f.type ?? 'OAuthException', code: f.code, fbtrace_id: 'AbCdEf123' } });
      if (stub.failure) return fail(stub.failure);

      const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      const token = req.method === 'POST' ? form['access_token'] : bearer;
      if (token !== options.token) return fail({ ...EXPIRED_TOKEN, message: 'Invalid OAuth access token - Cannot parse access token' });
      const proof = req.method === 'POST' ? form['appsecret_proof'] : url.searchParams.get('appsecret_proof');
      if (expectedProof && proof !== expectedProof) {
        return fail({
          status: 400,
          code: 100,
          type: 'GraphMethodException',
          message: 'Invalid appsecret_proof provided in the API argument',
        });
      }
      const [, version, pageId, edge, extra] = url.pathname.split('/');
      if (version !== options.version) return fail({ status: 400, code: 2635, message: `Unknown API version ${version}` });
      if (pageId !== options.pageId || extra !== undefined) {
        return fail({ status: 404, code: 803, message: 'Some of the aliases you requested do not exist' });
      }
      if (req.method === 'GET' && edge === undefined) {
        const fields = (url.searchParams.get('fields') ?? 'id,name').split(',');
        const page: Record<string, string> = { id: options.pageId, name: options.pageName, category: options.category };
        return send(200, Object.fromEntries(fields.filter((f) => f in page).map((f) => [f, page[f]])));
      }
      if (req.method === 'POST' && edge === 'feed') {
        if (!form['message'] && !form['link']) return fail({ status: 400, code: 100, message: '(#100) Missing message or attachment' });
        const id = `${options.pageId}_${1000 + stub.posts.length}`;
        stub.posts.push({ pageId, message: form['message'] ?? '', link: form['link'], id });
        return send(200, { id });
      }
      return fail({ status: 400, code: 100, message: 'Unsupported request' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  stub.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return stub;
}
