import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChatCompletionsStub, type ChatCompletionsStub } from '#tests/support/chat-completions-stub.ts';
import { ChatCompletionError, createChatCompletions } from './chat-completions.ts';

const KEY = 'sk-unit-0123456789abcdef';
let llm: ChatCompletionsStub;

beforeAll(async () => {
  llm = await startChatCompletionsStub({ apiKey: KEY });
});
afterAll(async () => {
  await llm.close();
});

async function errorOf(promise: Promise<unknown>): Promise<ChatCompletionError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ChatCompletionError) return error;
    throw error;
  }
  throw new Error('expected a ChatCompletionError');
}

describe('createChatCompletions', () => {
  const messages = [{ role: 'user' as const, content: 'Answer in JSON: {"ok": true}' }];

  it("reads choices[0].message.content; a base URL's trailing slash does not matter", async () => {
    llm.reset();
    llm.answer = () => '{"ok":true}';
    const chat = createChatCompletions({ apiKey: KEY, baseUrl: `${llm.url}/`, model: 'gpt-4o-mini', timeoutMs: 2000 });
    expect(await chat.complete(messages, { temperature: 0.2 })).toBe('{"ok":true}');
    expect(llm.requests[0]!.body).toEqual({
      model: 'gpt-4o-mini',
      messages,
      temperature: 0.2,
      max_tokens: 4000,
      response_format: { type: 'json_object' },
    });
  });

  it('an answer without content is a readable, final failure', async () => {
    llm.reset();
    llm.answer = () => '   ';
    const chat = createChatCompletions({ apiKey: KEY, baseUrl: llm.url, model: 'gpt-4o-mini', timeoutMs: 2000 });
    const error = await errorOf(chat.complete(messages));
    expect([error.message, error.retryable]).toEqual([
      'The language model answered without a message (choices[0].message.content is missing)',
      false,
    ]);
  });

  it('a server that is not there is retryable and names no address', async () => {
    const chat = createChatCompletions({ apiKey: KEY, baseUrl: 'http://127.0.0.1:9/v1', model: 'gpt-4o-mini', timeoutMs: 2000 });
    const error = await errorOf(chat.complete(messages));
    expect(error.message).toMatch(/^The language model could not be reached( \([A-Z_]+\))?$/);
    expect(error.retryable).toBe(true);
  });

  it('a refused key never echoes the key', async () => {
    llm.reset();
    const chat = createChatCompletions({ apiKey: 'sk-wrong-secret-999', baseUrl: llm.url, model: 'gpt-4o-mini', timeoutMs: 2000 });
    const error = await errorOf(chat.complete(messages));
    expect([error.message, error.retryable, error.refusedKey]).toEqual(['The language model refused the API key (401)', false, true]);
  });
});
