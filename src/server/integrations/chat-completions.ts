import { ChannelSendError, parseJson, providerWords, requestProvider } from './provider-http.ts';

/**
 * An OpenAI-compatible chat-completions API (OpenAI itself, Azure's or a local server speaking the same
 * protocol): `POST {base}/chat/completions` with a Bearer key, answered with `choices[0].message.content`.
 * Errors say whether trying again can help and never carry the URL or the key.
 */

/** The most tokens one answer may use (OpenAI's max_tokens, honoured by compatible servers). */
export const MAX_ANSWER_TOKENS = 4000;

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface ChatCompletionsOptions {
  apiKey: string;
  /** e.g. https://api.openai.com/v1 (no trailing slash needed). */
  baseUrl: string;
  model: string;
  timeoutMs: number;
}

/** The model's refusal or failure in words an admin can act on. */
export class ChatCompletionError extends Error {
  constructor(
    message: string,
    /** A timeout, a 429 or a 5xx: trying later may work. */
    readonly retryable: boolean,
    /** The key was refused (401/403): nothing works until the configuration changes. */
    readonly refusedKey = false,
  ) {
    super(message);
    this.name = 'ChatCompletionError';
  }
}

export interface ChatCompletions {
  readonly model: string;
  /** The content of the first choice; with `json`, the model is asked for a JSON object. */
  complete(messages: ChatMessage[], options?: { temperature?: number; json?: boolean }): Promise<string>;
}

const PROVIDER = 'The language model';

export function createChatCompletions(options: ChatCompletionsOptions): ChatCompletions {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const words = (text: string) => {
    const body = parseJson(text) as { error?: { message?: unknown } } | undefined;
    const message = typeof body?.error?.message === 'string' ? body.error.message : text;
    const said = providerWords(message, [options.apiKey]);
    return said ? `: ${said}` : '';
  };

  return {
    model: options.model,
    async complete(messages, { temperature = 0.7, json = true } = {}) {
      let answer: { status: number; text: string };
      try {
        answer = await requestProvider(
          PROVIDER,
          url,
          {
            headers: {
              authorization: `Bearer ${options.apiKey}`,
              'content-type': 'application/json',
              accept: 'application/json',
            },
            body: JSON.stringify({
              model: options.model,
              messages,
              temperature,
              // A bound on what one answer may cost and hold: an article of 900 words is about 1,500 tokens.
              max_tokens: MAX_ANSWER_TOKENS,
              ...(json ? { response_format: { type: 'json_object' } } : {}),
            }),
          },
          options.timeoutMs,
        );
      } catch (error) {
        // Not reached or no answer in time: the message names the provider only.
        if (error instanceof ChannelSendError) throw new ChatCompletionError(error.message, true);
        throw error;
      }
      const { status, text } = answer;
      if (status === 401 || status === 403) throw new ChatCompletionError(`${PROVIDER} refused the API key (${status})`, false, true);
      if (status === 429) throw new ChatCompletionError(`${PROVIDER} is limiting requests (429)${words(text)}`, true);
      if (status >= 500) throw new ChatCompletionError(`${PROVIDER} failed (${status})${words(text)}`, true);
      if (status < 200 || status >= 300) throw new ChatCompletionError(`${PROVIDER} refused the request (${status})${words(text)}`, false);

      const body = parseJson(text) as { choices?: Array<{ message?: { content?: unknown } }> } | undefined;
      const content = body?.choices?.[0]?.message?.content;
      if (typeof content !== 'string' || content.trim() === '') {
        throw new ChatCompletionError(`${PROVIDER} answered without a message (choices[0].message.content is missing)`, false);
      }
      return content;
    },
  };
}
