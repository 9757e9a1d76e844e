import { ChannelSendError, parseJson, requestProvider, providerWords, retryAfterMs } from './provider-http.ts';

/**
 * Messages through a Telegram bot (decision 0022): `POST {TELEGRAM_API_URL}/bot{token}/sendMessage`
 * with JSON `{chat_id, text}`, plain text (no parse_mode) and link previews off. Telegram answers
 * `{ok:true, result:{message_id...}}`, or `{ok:false, error_code, description}` with
 * `parameters.retry_after` on 429. The token is in the path: no error or log line carries the URL.
 */

/** Telegram's limit for one message's text. */
export const TELEGRAM_MAX_LENGTH = 4096;

export interface TelegramOptions {
  apiUrl: string;
  botToken?: string | undefined;
  timeoutMs: number;
}

export interface TelegramSender {
  readonly configured: boolean;
  readonly missing: string[];
  /** Sends one message to a chat id (or @channel); resolves with the message id. Throws ChannelSendError. */
  send(chatId: string, text: string): Promise<{ id: string }>;
}

export function createTelegram(options: TelegramOptions): TelegramSender {
  const { botToken } = options;
  if (!botToken) {
    return {
      configured: false,
      missing: ['TELEGRAM_BOT_TOKEN'],
      send: () => Promise.reject(new ChannelSendError('Telegram is not configured: set TELEGRAM_BOT_TOKEN')),
    };
  }
  const url = `${options.apiUrl.replace(/\/$/, '')}/bot${botToken}/sendMessage`;

  return {
    configured: true,
    missing: [],
    async send(chatId, text) {
      const body = JSON.stringify({
        // As the string it is: Telegram takes either, and a Number would round ids past 2^53.
        chat_id: chatId,
        text: text.slice(0, TELEGRAM_MAX_LENGTH),
        link_preview_options: { is_disabled: true },
      });
      const response = await requestProvider(
        'Telegram',
        url,
        { headers: { 'content-type': 'application/json', accept: 'application/json' }, body },
        options.timeoutMs,
      );
      const answer = parseJson(response.text) as
        | {
            ok?: unknown;
            result?: { message_id?: unknown };
            error_code?: unknown;
            description?: unknown;
            parameters?: { retry_after?: unknown };
          }
        | undefined;
      if (answer?.ok === true && response.status === 200) return { id: String(answer.result?.message_id ?? '') };
      const status = typeof answer?.error_code === 'number' ? answer.error_code : response.status;
      const words = typeof answer?.description === 'string' ? answer.description : `HTTP ${response.status}`;
      throw new ChannelSendError(`Telegram refused the message: ${providerWords(words, [botToken])}`, {
        status: status >= 200 && status < 300 ? 502 : status,
        retryAfterMs: status === 429 ? retryAfterMs(response.headers.get('retry-after'), answer?.parameters?.retry_after) : undefined,
      });
    },
  };
}
