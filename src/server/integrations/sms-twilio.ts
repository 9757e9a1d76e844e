import { ChannelSendError, parseJson, requestProvider, providerWords, retryAfterMs } from './provider-http.ts';

/**
 * SMS through Twilio's Messages API (decision 0022):
 * `POST {TWILIO_API_URL}/2010-04-01/Accounts/{sid}/Messages.json` with Basic `sid:token` and a form
 * body `To`, `From` (or `MessagingServiceSid`), `Body`. Twilio answers 201 `{sid, status}`; errors
 * `{code, message, more_info, status}`. The SID and token are never logged or returned.
 */

export const SMS_MAX_LENGTH = 320;

export interface TwilioOptions {
  apiUrl: string;
  accountSid?: string | undefined;
  authToken?: string | undefined;
  from?: string | undefined;
  timeoutMs: number;
}

export interface SmsSender {
  readonly configured: boolean;
  /** The variables still to set when not configured (names only). */
  readonly missing: string[];
  /** Sends one message; resolves with Twilio's message SID. Throws ChannelSendError. */
  send(to: string, body: string): Promise<{ id: string }>;
}

export function createTwilioSms(options: TwilioOptions): SmsSender {
  const missing = [
    ...(options.accountSid ? [] : ['TWILIO_ACCOUNT_SID']),
    ...(options.authToken ? [] : ['TWILIO_AUTH_TOKEN']),
    ...(options.from ? [] : ['TWILIO_FROM']),
  ];
  const { accountSid, authToken, from } = options;
  if (!accountSid || !authToken || !from) {
    return {
      configured: false,
      missing,
      send: () => Promise.reject(new ChannelSendError(`SMS is not configured: set ${missing.join(', ')}`)),
    };
  }
  const url = `${options.apiUrl.replace(/\/$/, '')}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
  // Twilio's 404 text quotes the path, which holds the account SID.
  const secrets = [accountSid, authToken, authorization];

  return {
    configured: true,
    missing: [],
    async send(to, body) {
      const form = new URLSearchParams({ To: to, Body: body.slice(0, SMS_MAX_LENGTH) });
      if (from.startsWith('MG')) form.set('MessagingServiceSid', from);
      else form.set('From', from);
      const response = await requestProvider(
        'Twilio',
        url,
        {
          headers: { authorization, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body: form.toString(),
        },
        options.timeoutMs,
      );
      const answer = parseJson(response.text) as { sid?: unknown; code?: unknown; message?: unknown } | undefined;
      if (response.status >= 200 && response.status < 300 && typeof answer?.sid === 'string') return { id: answer.sid };
      const words =
        typeof answer?.message === 'string'
          ? `${answer.message}${typeof answer.code === 'number' ? ` (Twilio error ${answer.code})` : ''}`
          : `HTTP ${response.status}`;
      throw new ChannelSendError(`Twilio refused the SMS: ${providerWords(words, secrets)}`, {
        status: response.status >= 200 && response.status < 300 ? 502 : response.status,
        retryAfterMs: response.status === 429 ? retryAfterMs(response.headers.get('retry-after')) : undefined,
      });
    },
  };
}
