import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Made-up credentials in Twilio's formats (an account SID is AC + 32 hex digits). */
export const STUB_TWILIO_SID = 'AC0123456789abcdef0123456789abcdef';
export const STUB_TWILIO_TOKEN = 'stub-auth-token-0123456789abcdef';
export const STUB_TWILIO_FROM = '+16125550100';

/** A message Twilio accepted, as the stub read it. */
export interface TwilioMessage {
  sid: string;
  to: string;
  from: string | undefined;
  messagingServiceSid: string | undefined;
  body: string;
}

export interface TwilioRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The form body, decoded. */
  form: Record<string, string>;
}

/** How the stub answers a well-formed, authenticated request. */
export type TwilioMode =
  /** 201 with the message resource. */
  | 'ok'
  /** 400 code 21610: the recipient replied STOP (a refusal that sending again will not change). */
  | 'unsubscribed'
  /** 429 code 20429 with `Retry-After: retryAfterSeconds`. */
  | 'rate-limited'
  /** 500 with an HTML page. */
  | 'error'
  /** 404 code 20404 quoting the requested path (which holds the account SID), as for a deleted account. */
  | 'not-found'
  /** Never answers (until the stub closes). */
  | 'hang';

export interface TwilioStub {
  /** TWILIO_API_URL. */
  url: string;
  /** TWILIO_* variables pointing at this stub. */
  env: Record<string, string>;
  mode: TwilioMode;
  retryAfterSeconds: number;
  requests: TwilioRequest[];
  /** Messages accepted (201). */
  messages: TwilioMessage[];
  reset(): void;
  close(): Promise<void>;
}

const E164 = /^\+[1-9]\d{7,14}$/;

/**
 * A real HTTP server on a free local port speaking Twilio's Messages API:
 * `POST /2010-04-01/Accounts/{AccountSid}/Messages.json`, HTTP Basic `AccountSid:AuthToken`, a form
 * body `To`, `From` or `MessagingServiceSid`, `Body`. It answers as Twilio does: 201 with the message
 * resource, errors as `{code, message, more_info, status}` (20003 wrong credentials, 20404 unknown
 * resource, 21211 invalid To, 21602 no Body, 21610 unsubscribed, 20429 too many requests).
 */
export async function startTwilioStub(): Promise<TwilioStub> {
  const stub: TwilioStub = {
    url: '',
    env: {},
    mode: 'ok',
    retryAfterSeconds: 7,
    requests: [],
    messages: [],
    reset() {
      stub.mode = 'ok';
      stub.retryAfterSeconds = 7;
      stub.requests.length = 0;
      stub.messages.length = 0;
    },
    close: async () => undefined,
  };
  const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) =>
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers }).end(JSON.stringify(body));
  const twilioError = (res: ServerResponse, status: number, code: number, message: string, headers: Record<string, string> = {}) =>
    json(res, status, { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status }, headers);

  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const path = new URL(req.url ?? '/', 'http://stub').pathname;
      const form = Object.fromEntries(new URLSearchParams(raw));
      stub.requests.push({ method: req.method ?? '', path, headers: req.headers, form });

      const expected = `Basic ${Buffer.from(`${STUB_TWILIO_SID}:${STUB_TWILIO_TOKEN}`).toString('base64')}`;
      if (req.headers.authorization !== expected) {
        twilioError(res, 401, 20003, 'Authenticate', { 'www-authenticate': 'Basic realm="Twilio API"' });
        return;
      }
      const match = path.match(/^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/);
      if (req.method !== 'POST' || !match || match[1] !== STUB_TWILIO_SID) {
        twilioError(res, 404, 20404, `The requested resource ${path} was not found`);
        return;
      }
      if (!(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) {
        twilioError(res, 400, 21602, 'Message body is required.');
        return;
      }
      const to = form['To'] ?? '';
      if (!E164.test(to)) {
        twilioError(res, 400, 21211, `The 'To' number ${to} is not a valid phone number.`);
        return;
      }
      if (!form['From'] && !form['MessagingServiceSid']) {
        twilioError(res, 400, 21603, "A 'From' or 'MessagingServiceSid' parameter is required to send a message.");
        return;
      }
      if (!form['Body']) {
        twilioError(res, 400, 21602, 'Message body is required.');
        return;
      }
      if (form['Body'].length > 1600) {
        twilioError(res, 400, 21617, 'The concatenated message body exceeds the 1600 character limit.');
        return;
      }
      switch (stub.mode) {
        case 'hang':
          return;
        case 'error':
          res.writeHead(500, { 'content-type': 'text/html' }).end('<html><body>Internal Server Error</body></html>');
          return;
        case 'not-found':
          twilioError(res, 404, 20404, `The requested resource ${path} was not found`);
          return;
        case 'rate-limited':
          twilioError(res, 429, 20429, 'Too Many Requests', { 'retry-after': String(stub.retryAfterSeconds) });
          return;
        case 'unsubscribed':
          twilioError(res, 400, 21610, 'Attempt to send to unsubscribed recipient');
          return;
        case 'ok': {
          const sid = `SM${(stub.messages.length + 1).toString(16).padStart(32, '0')}`;
          stub.messages.push({ sid, to, from: form['From'], messagingServiceSid: form['MessagingServiceSid'], body: form['Body'] });
          const now = new Date().toUTCString();
          json(res, 201, {
            account_sid: STUB_TWILIO_SID,
            api_version: '2010-04-01',
            body: form['Body'],
            date_created: now,
            date_sent: null,
            date_updated: now,
            direction: 'outbound-api',
            error_code: null,
            error_message: null,
            from: form['From'] ?? null,
            messaging_service_sid: form['MessagingServiceSid'] ?? null,
            num_media: '0',
            num_segments: String(Math.ceil(form['Body'].length / 153)),
            price: null,
            price_unit: 'USD',
            sid,
            status: 'queued',
            to,
            uri: `/2010-04-01/Accounts/${STUB_TWILIO_SID}/Messages/${sid}.json`,
          });
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  stub.url = `http://127.0.0.1:${port}`;
  stub.env = {
    TWILIO_API_URL: stub.url,
    TWILIO_ACCOUNT_SID: STUB_TWILIO_SID,
    TWILIO_AUTH_TOKEN: STUB_TWILIO_TOKEN,
    TWILIO_FROM: STUB_TWILIO_FROM,
  };
  stub.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return stub;
}
