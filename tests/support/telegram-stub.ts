import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A made-up bot token in BotFather's format. */
export const STUB_TELEGRAM_TOKEN = '123456789:AAStubTokenForTests_abcdefghijklmnop';
/** The company's group chat (groups have negative ids). */
export const STUB_TELEGRAM_CHAT = '-1001234567890';

export interface TelegramRequest {
  method: string;
  /** The path with the token replaced by `<token>`, so a test may print it. */
  path: string;
  /** Whether the path carried the stub's token. */
  tokenMatched: boolean;
  headers: IncomingHttpHeaders;
  body: unknown;
}

/** A message the bot sent. */
export interface TelegramMessage {
  messageId: number;
  chatId: number | string;
  text: string;
  /** The request's link_preview_options / disable_web_page_preview, as sent. */
  previewsDisabled: boolean;
  parseMode: string | undefined;
}

export type TelegramMode =
  /** {ok:true, result: Message}. */
  | 'ok'
  /** 403 "Forbidden: bot was kicked from the group chat". */
  | 'kicked'
  /** 429 with parameters.retry_after and Retry-After. */
  | 'rate-limited'
  /** 502 with an HTML page (Telegram's front end when the back end is down). */
  | 'error'
  | 'hang';

export interface TelegramStub {
  /** TELEGRAM_API_URL. */
  url: string;
  /** TELEGRAM_* variables pointing at this stub. */
  env: Record<string, string>;
  mode: TelegramMode;
  retryAfterSeconds: number;
  /** Chats the bot is a member of; another chat id is "chat not found". */
  chats: Set<string>;
  requests: TelegramRequest[];
  messages: TelegramMessage[];
  reset(): void;
  close(): Promise<void>;
}

/**
 * A real HTTP server on a free local port speaking the Bot API's sendMessage:
 * `POST /bot<token>/sendMessage` with JSON `{chat_id, text, ...}`. It answers as Telegram does:
 * `{ok:true, result}` or `{ok:false, error_code, description}` (401 Unauthorized for a wrong token,
 * 404 Not Found for another method, 400 "Bad Request: chat not found" / "message text is empty", 429
 * "Too Many Requests: retry after N" with `parameters.retry_after`).
 */
export async function startTelegramStub(): Promise<TelegramStub> {
  const stub: TelegramStub = {
    url: '',
    env: {},
    mode: 'ok',
    retryAfterSeconds: 5,
    chats: new Set([STUB_TELEGRAM_CHAT]),
    requests: [],
    messages: [],
    reset() {
      stub.mode = 'ok';
      stub.retryAfterSeconds = 5;
      stub.chats = new Set([STUB_TELEGRAM_CHAT]);
      stub.requests.length = 0;
      stub.messages.length = 0;
    },
    close: async () => undefined,
  };
  const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) =>
    res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
  const refuse = (res: ServerResponse, status: number, description: string, extra: object = {}, headers: Record<string, string> = {}) =>
    json(res, status, { ok: false, error_code: status, description, ...extra }, headers);

  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const fullPath = new URL(req.url ?? '/', 'http://stub').pathname;
      const match = fullPath.match(/^\/bot([^/]+)\/([A-Za-z]+)$/);
      const tokenMatched = match?.[1] === STUB_TELEGRAM_TOKEN;
      let body: unknown;
      try {
        body = raw ? JSON.parse(raw) : {};
      } catch {
        body = undefined;
      }
      stub.requests.push({
        method: req.method ?? '',
        path: match ? `/bot<token>/${match[2]}` : fullPath,
        tokenMatched,
        headers: req.headers,
        body,
      });

      if (!match) return refuse(res, 404, 'Not Found');
      if (!tokenMatched) return refuse(res, 401, 'Unauthorized');
      if (match[2] !== 'sendMessage') return refuse(res, 404, 'Not Found: method not found');
      if (req.method !== 'POST' && req.method !== 'GET') return refuse(res, 405, 'Method Not Allowed');
      if (!(req.headers['content-type'] ?? '').startsWith('application/json') || typeof body !== 'object' || body === null) {
        return refuse(res, 400, 'Bad Request: message text is empty');
      }
      const message = body as {
        chat_id?: unknown;
        text?: unknown;
        parse_mode?: unknown;
        link_preview_options?: { is_disabled?: unknown };
        disable_web_page_preview?: unknown;
      };
      if (message.chat_id === undefined || message.chat_id === '') return refuse(res, 400, 'Bad Request: chat_id is empty');
      if (typeof message.text !== 'string' || message.text.trim() === '') return refuse(res, 400, 'Bad Request: message text is empty');
      if (message.text.length > 4096) return refuse(res, 400, 'Bad Request: message is too long');
      if (!stub.chats.has(String(message.chat_id))) return refuse(res, 400, 'Bad Request: chat not found');

      switch (stub.mode) {
        case 'hang':
          return;
        case 'error':
          res.writeHead(502, { 'content-type': 'text/html' }).end('<html><body><h1>502 Bad Gateway</h1></body></html>');
          return;
        case 'rate-limited':
          return refuse(
            res,
            429,
            `Too Many Requests: retry after ${stub.retryAfterSeconds}`,
            { parameters: { retry_after: stub.retryAfterSeconds } },
            { 'retry-after': String(stub.retryAfterSeconds) },
          );
        case 'kicked':
          return refuse(res, 403, 'Forbidden: bot was kicked from the group chat');
        case 'ok': {
          const messageId = stub.messages.length + 1;
          stub.messages.push({
            messageId,
            chatId: message.chat_id as number | string,
            text: message.text,
            previewsDisabled: message.link_preview_options?.is_disabled === true || message.disable_web_page_preview === true,
            parseMode: typeof message.parse_mode === 'string' ? message.parse_mode : undefined,
          });
          json(res, 200, {
            ok: true,
            result: {
              message_id: messageId,
              from: { id: 123456789, is_bot: true, first_name: 'Twin Pines Notices', username: 'twinpines_notices_bot' },
              chat: { id: Number(message.chat_id), title: 'Twin Pines office', type: 'supergroup' },
              date: Math.floor(Date.now() / 1000),
              text: message.text,
            },
          });
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  stub.url = `http://127.0.0.1:${port}`;
  stub.env = { TELEGRAM_API_URL: stub.url, TELEGRAM_BOT_TOKEN: STUB_TELEGRAM_TOKEN, TELEGRAM_CHAT_ID: STUB_TELEGRAM_CHAT };
  stub.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return stub;
}
