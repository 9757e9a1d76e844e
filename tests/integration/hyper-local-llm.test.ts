import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { blogPosts } from '#server/db/schema/blog.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { bearer, insertUser, tokenFor } from '#tests/support/accounts.ts';
import { factsOf, startChatCompletionsStub, type ChatCompletionsStub } from '#tests/support/chat-completions-stub.ts';

// Hyper-local generation with a language model configured: the landing-page and seasonal prompts reach a
// local chat-completions server with the city's own facts, the drafts record the model, and a failing
// model answers with a status that says whether trying again can help.
const KEY = 'sk-test-hyper-local-0123456789';
let llm: ChatCompletionsStub;
let t: TestApp;
let headers: Record<string, string>;

beforeAll(async () => {
  llm = await startChatCompletionsStub({ apiKey: KEY });
  t = await createTestApp({ OPENAI_API_KEY: KEY, OPENAI_BASE_URL: llm.url });
  await insertUser(t.database.db, 'admin', { username: 'llm-local-admin' });
  headers = bearer(await tokenFor(t.app, 'llm-local-admin'));
});
afterAll(async () => {
  await t.close();
  await llm.close();
});
beforeEach(() => llm.reset());

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers, payload });
const userMessage = (i: number) => llm.requests[i]!.body.messages.find((m) => m.role === 'user')!.content;

describe('hyper-local generation through a language model', () => {
  it('writes the most populous city’s landing page from its own facts and records the model', async () => {
    const res = await post('/api/admin/hyper-local/generate-landing-pages', { limit: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ totalGenerated: 1, failed: 0 });
    expect(llm.requests).toHaveLength(1);
    expect(userMessage(0)).toContain('Write the landing page for commercial cleaning in Minneapolis');
    const facts = factsOf(llm.requests[0]!) as { city: { slug: string; county: string }; nearbyCitiesServed: unknown[] };
    expect(facts.city).toMatchObject({ slug: 'minneapolis', county: 'Hennepin County' });
    expect(facts.nearbyCitiesServed).toHaveLength(6);

    const [draft] = await t.database.db.select().from(blogPosts).where(eq(blogPosts.origin, 'landing-page'));
    expect(draft).toMatchObject({ citySlug: 'minneapolis', status: 'draft', authorId: 'system', writer: 'llm:gpt-4o-mini' });
  });

  it('writes a seasonal article with the season in the prompt and on the draft', async () => {
    const res = await post('/api/admin/hyper-local/seasonal-content', { citySlug: 'edina', season: 'winter' });
    expect(res.statusCode, res.body).toBe(200);
    expect(userMessage(0)).toContain('Write a winter article about keeping commercial buildings in Edina clean');
    expect(factsOf(llm.requests[0]!)).toMatchObject({ season: 'winter', city: { slug: 'edina' } });
    const [draft] = await t.database.db.select().from(blogPosts).where(eq(blogPosts.id, res.json<{ postId: number }>().postId));
    expect(draft).toMatchObject({ origin: 'seasonal', season: 'winter', citySlug: 'edina', writer: 'llm:gpt-4o-mini' });
  });

  it('answers 503 when the model fails in a way that may pass, 502 when it refuses the key or answers unusably; nothing is stored', async () => {
    const before = (await t.database.db.select({ id: blogPosts.id }).from(blogPosts)).length;
    const body = { citySlug: 'edina', topic: 'floor-care', serviceType: 'office' };
    llm.failure = 500;
    const passing = await post('/api/admin/hyper-local/generate-city-content', body);
    expect(passing.statusCode).toBe(503);
    llm.failure = 401;
    const refused = await post('/api/admin/hyper-local/generate-city-content', body);
    expect(refused.statusCode).toBe(502);
    expect(refused.json().message).toContain('refused the API key');
    expect(refused.body).not.toContain(KEY);
    llm.failure = undefined;
    llm.answer = () => 'Here is your article about floor care.';
    const unusable = await post('/api/admin/hyper-local/generate-city-content', body);
    expect(unusable.statusCode).toBe(502);
    expect(unusable.json().message).toBe('The writer failed: The language model did not answer with JSON');
    expect((await t.database.db.select({ id: blogPosts.id }).from(blogPosts)).length).toBe(before);
  });
});
