import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A chat-completions request as the stub saw it. */
export interface ChatRequest {
  headers: IncomingHttpHeaders;
  body: {
    model: string;
    messages: Array<{ role: string; content: string }>;
    temperature?: number;
    response_format?: { type: string };
  };
}

/** What the stub answers for one request: a post object (sent as JSON text), raw content, or a failure. */
export type StubAnswer = Record<string, unknown> | string;

export interface ChatCompletionsStub {
  /** The base URL to configure as OPENAI_BASE_URL (ends in /v1). */
  url: string;
  requests: ChatRequest[];
  /** When set, every call fails this way: an HTTP status with OpenAI's error object, or never answering. */
  failure: 401 | 429 | 500 | 'hang' | undefined;
  /** Makes the content of the answer to a request; the default writes an original post from the facts. */
  answer: (request: ChatRequest) => StubAnswer;
  /** Milliseconds to wait before answering. */
  delayMs: number;
  reset(): void;
  close(): Promise<void>;
}

const ERRORS = {
  401: {
    message: 'Incorrect API key provided: sk-wr***ng. You can find your API key at https://platform.openai.com/account/api-keys.',
    type: 'invalid_request_error',
    code: 'invalid_api_key',
  },
  429: {
    message: 'Rate limit reached for gpt-4o-mini in organization org-test on requests per min (RPM): Limit 3, Used 3, Requested 1.',
    type: 'requests',
    code: 'rate_limit_exceeded',
  },
  500: { message: 'The server had an error while processing your request. Sorry about that!', type: 'server_error', code: null },
} as const;

/** The facts JSON the writer put after "Facts (JSON):" in its user message. */
export function factsOf(request: ChatRequest): Record<string, unknown> {
  const user = request.body.messages.find((m) => m.role === 'user')?.content ?? '';
  const at = user.indexOf('Facts (JSON):');
  return at < 0 ? {} : (JSON.parse(user.slice(at + 'Facts (JSON):'.length)) as Record<string, unknown>);
}

/** A few hundred words of advice that no feed item contains, worded for its topic (as a model's would be). */
export function originalBody(topic: string): string {
  // A real model words each article its own way; the stub draws its sentences from a pool, in an order and
  // with details seeded by the topic, so two articles do not read as one template (the duplicate check).
  let seed = [...topic].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);
  const next = (n: number) => {
    seed = (seed * 1103515245 + 12345) >>> 0;
    return seed % n;
  };
  const vocabulary = (
    'lobby break room conference dock stairwell desk locker copy exam cafeteria elevator mail inspect photograph measure ' +
    'log review rank schedule map audit compare track note traffic tickets supplies finish wear touch restroom waste mats ' +
    'glass dust vents spills odours crew supervisor tenant budget contract evening weekend season storm salt sand carpet ' +
    'tile grout fixtures handles rails counters sinks partitions windows blinds lights filters floors corners baseboards'
  ).split(' ');
  const sentence = () => {
    const words = Array.from({ length: 12 }, () => vocabulary[next(vocabulary.length)]!);
    return `${words[0]!.charAt(0).toUpperCase()}${words.join(' ').slice(1)}.`;
  };
  const paragraph = () => [`On ${topic}:`, ...Array.from({ length: 5 }, sentence)].join(' ');
  return [
    `## Why it matters`,
    paragraph(),
    paragraph(),
    `## What to do next`,
    paragraph(),
    paragraph(),
    paragraph(),
    `See our [cleaning services](/services) or get a price from the [quote calculator](/quote-calculator).`,
  ].join('\n\n');
}

/** The default answer: a post about the request's subject in the stub's own words, without the source line. */
export function defaultAnswer(request: ChatRequest): StubAnswer {
  const facts = factsOf(request);
  const source = facts['sourceArticle'] as { title?: string } | undefined;
  const city = facts['city'] as { name?: string } | undefined;
  const subject = source?.title ?? city?.name ?? 'commercial cleaning';
  return {
    title: `What ${subject} means for your building`,
    excerpt: `A practical look at ${subject} for facility managers in the Twin Cities.`,
    content: originalBody(subject),
    category: 'facility-management',
    tags: ['facility management', 'industry news'],
    metaTitle: `${subject}: what it means for facilities`,
    metaDescription: `What ${subject} changes for the cleaning and upkeep of commercial buildings, and what to do next.`,
    keywords: ['facility management', 'commercial cleaning'],
  };
}

/**
 * A local OpenAI-compatible chat-completions server: `POST /v1/chat/completions` with `Authorization: Bearer
 * <key>`, a model, messages and `response_format: {type: 'json_object'}` (which, as OpenAI does, requires the
 * word "json" in the messages). Answers in OpenAI's response format, or OpenAI's error object.
 */
export async function startChatCompletionsStub(options: { apiKey: string }): Promise<ChatCompletionsStub> {
  const hanging = new Set<ServerResponse>();
  const stub: ChatCompletionsStub = {
    url: '',
    requests: [],
    failure: undefined,
    answer: defaultAnswer,
    delayMs: 0,
    reset() {
      stub.requests = [];
      stub.failure = undefined;
      stub.answer = defaultAnswer;
      stub.delayMs = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };

  const server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      const error = (status: number, message: string, type = 'invalid_request_error', code: string | null = null) =>
        send(status, { error: { message, type, param: null, code } });

      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') return error(404, `Invalid URL (${req.method} ${req.url})`);
      if (req.headers.authorization !== `Bearer ${options.apiKey}`) return send(401, { error: { ...ERRORS[401], param: null } });
      let body: ChatRequest['body'];
      try {
        body = JSON.parse(raw) as ChatRequest['body'];
      } catch {
        return error(400, 'We could not parse the JSON body of your request.');
      }
      const request: ChatRequest = { headers: req.headers, body };
      stub.requests.push(request);
      if (typeof body.model !== 'string' || !body.model) return error(400, 'you must provide a model parameter');
      if (!Array.isArray(body.messages) || body.messages.length === 0) return error(400, "'messages' must contain at least one message");
      if (body.messages.some((m) => !['system', 'user', 'assistant'].includes(m.role) || typeof m.content !== 'string')) {
        return error(400, 'Invalid message in messages');
      }
      if (body.response_format?.type !== 'json_object') return error(400, 'the stub expects response_format json_object');
      if (!body.messages.some((m) => /json/i.test(m.content))) {
        return error(400, "'messages' must contain the word 'json' in some form, to use 'response_format' of type 'json_object'.");
      }

      if (stub.failure === 'hang') {
        hanging.add(res);
        return;
      }
      const failure = stub.failure;
      setTimeout(() => {
        if (failure) return send(failure, { error: { ...ERRORS[failure], param: null } });
        const answer = stub.answer(request);
        send(200, {
          id: `chatcmpl-${stub.requests.length}`,
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: `${body.model}-2024-07-18`,
          choices: [
            {
              index: 0,
              message: { role: 'assistant', content: typeof answer === 'string' ? answer : JSON.stringify(answer), refusal: null },
              logprobs: null,
              finish_reason: 'stop',
            },
          ],
          usage: { prompt_tokens: 420, completion_tokens: 610, total_tokens: 1030 },
          system_fingerprint: 'fp_stub',
        });
      }, stub.delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  stub.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return stub;
}
