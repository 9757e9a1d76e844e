import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { City } from '#shared/domain/city.ts';
import { createChatCompletions } from '#server/integrations/chat-completions.ts';
import { WriterError, type WriterRequest } from '#server/modules/content-automation/writers/content-writer.ts';
import { createLlmWriter } from '#server/modules/content-automation/writers/llm-writer.ts';
import { selectWriter } from '#server/modules/content-automation/writers/select-writer.ts';
import { defaultAnswer, originalBody, startChatCompletionsStub, type ChatCompletionsStub } from '#tests/support/chat-completions-stub.ts';

// The OpenAI-compatible writer against a local chat-completions server (decision 0025).
const KEY = 'sk-test-writer-abcdef0123456789';
let llm: ChatCompletionsStub;

const eagan: City = {
  name: 'Eagan',
  slug: 'eagan',
  county: 'Dakota',
  population: 68855,
  category: 'business',
  description: 'Eagan is a Dakota County city with corporate campuses along Interstate 35E.',
  landmarks: ['Caponi Art Park'],
  businessDistricts: ['Central Park Commons', 'Viking Lakes'],
  metaTitle: 'Eagan Commercial Cleaning',
  metaDescription: 'Commercial cleaning in Eagan.',
  keywords: ['commercial cleaning eagan'],
  latitude: 44.8041,
  longitude: -93.1669,
  overview: 'Corporate offices and distribution centers line the freeway corridors.',
  industries: ['Logistics', 'Corporate offices'],
  faq: [{ question: 'Do you clean distribution centers?', answer: 'Yes, after hours.' }],
};
const cityArticle: WriterRequest = {
  kind: 'city-article',
  city: eagan,
  nearby: [{ name: 'Burnsville', slug: 'burnsville', county: 'Dakota', population: 64317, category: 'growing', miles: 5.2 }],
  topic: 'floor-care',
  serviceType: 'office',
};
const rssItem = {
  title: 'Hospitals adopt UV disinfection robots',
  link: 'https://news.example.test/stories/uv-robots',
  summary:
    'Several hospital systems said this week that they now run ultraviolet robots in patient rooms after manual cleaning, and that room turnover takes about the same time as before the robots arrived on their floors.',
  sourceName: 'Janitorial Trade News',
  publishedAt: '2026-11-20T10:00:00.000Z',
};

const writer = (timeoutSeconds = 5, key = KEY) =>
  createLlmWriter(createChatCompletions({ apiKey: key, baseUrl: llm.url, model: 'gpt-4o-mini', timeoutMs: timeoutSeconds * 1000 }));

async function failure(request: WriterRequest, w = writer()): Promise<WriterError> {
  try {
    await w.write(request);
  } catch (error) {
    if (error instanceof WriterError) return error;
    throw error;
  }
  throw new Error('expected a WriterError');
}

beforeAll(async () => {
  llm = await startChatCompletionsStub({ apiKey: KEY });
});
beforeEach(() => llm.reset());
afterAll(async () => {
  await llm.close();
});

describe('the language-model writer', () => {
  it("asks with the key, the model and a JSON answer, giving only the request's facts and the links to make", async () => {
    llm.answer = (request) => ({
      ...(defaultAnswer(request) as object),
      metaTitle: 'Floor care for Eagan offices, from lobby tile to the break room carpet',
    });
    const post = await writer().write(cityArticle);
    expect(llm.requests).toHaveLength(1);
    const [request] = llm.requests;
    expect(request!.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(request!.body).toMatchObject({ model: 'gpt-4o-mini', temperature: 0.7, response_format: { type: 'json_object' } });
    const [system, user] = request!.body.messages;
    expect(system!.role).toBe('system');
    expect(system!.content).toContain('Use ONLY the facts given in the request');
    expect(user!.content).toContain('Write an article about "Floor care" for office facilities in Eagan');
    expect(user!.content).toContain('/services and /quote-calculator, and to /cities/eagan, /cities/burnsville');
    expect(user!.content).toContain('"Central Park Commons"');
    expect(user!.content).toContain('"miles": 5.2');
    expect(post).toMatchObject({
      title: 'What Eagan means for your building',
      category: 'facility-management',
      // Cut at a word to the 60 characters asked for.
      metaTitle: 'Floor care for Eagan offices, from lobby tile to the break',
    });
  });

  it('an RSS rewrite keeps the citation the model wrote, and gets one when it did not', async () => {
    const cited = `${originalBody('UV robots')}\n\nSource: [Hospitals adopt UV disinfection robots](https://news.example.test/stories/uv-robots), Janitorial Trade News`;
    llm.answer = (request) => ({ ...(defaultAnswer(request) as object), content: cited });
    const withCitation = await writer().write({ kind: 'rss-rewrite', item: rssItem });
    expect(withCitation.content).toBe(cited);

    llm.answer = defaultAnswer;
    const appended = await writer().write({ kind: 'rss-rewrite', item: rssItem });
    expect(
      appended.content.endsWith(
        '\n\nSource: [Hospitals adopt UV disinfection robots](https://news.example.test/stories/uv-robots), Janitorial Trade News\n',
      ),
    ).toBe(true);
    expect(llm.requests[1]!.body.messages[1]!.content).toContain(
      'End the content with the line: Source: [Hospitals adopt UV disinfection robots](https://news.example.test/stories/uv-robots), Janitorial Trade News',
    );
  });

  it("refuses a rewrite that repeats the feed's words", async () => {
    // A long enough article that pastes the feed's summary in: more than 30% of the summary's 5-word runs.
    llm.answer = (request) => ({ ...(defaultAnswer(request) as object), content: `${originalBody('UV robots')}\n\n${rssItem.summary}` });
    const error = await failure({ kind: 'rss-rewrite', item: rssItem });
    expect(error.message).toBe("The language model's post repeats the source's words instead of writing its own");
    expect(error.retryable).toBe(false);
  });

  it('a bad answer is a readable failure', async () => {
    llm.answer = (request) => ({ ...(defaultAnswer(request) as object), category: 'plumbing', content: 'Too short.' });
    const error = await failure(cityArticle);
    expect(error.message).toBe(
      "The language model's answer is not a usable post (content: content must be an article of at least 250 words; category: category must be one of office-cleaning, healthcare-cleaning, facility-management, seasonal-maintenance, green-cleaning)",
    );
    llm.answer = () => 'Sure! Here is your article: ...';
    expect((await failure(cityArticle)).message).toBe('The language model did not answer with JSON');
  });

  it('401 is a refused key (not retried); 429 and 500 are retryable with the provider’s words; no answer in time is retryable', async () => {
    const refused = await failure(cityArticle, writer(5, 'sk-wrong-key-000000'));
    expect([refused.message, refused.retryable, refused.refusedKey]).toEqual(['The language model refused the API key (401)', false, true]);

    llm.failure = 429;
    const limited = await failure(cityArticle);
    expect(limited.message).toBe(
      'The language model is limiting requests (429): Rate limit reached for gpt-4o-mini in organization org-test on requests per min (RPM): Limit 3, Used 3, Requested 1.',
    );
    expect(limited.retryable).toBe(true);

    llm.failure = 500;
    const failed = await failure(cityArticle);
    expect([failed.message, failed.retryable]).toEqual([
      'The language model failed (500): The server had an error while processing your request. Sorry about that!',
      true,
    ]);

    llm.failure = 'hang';
    const slow = await failure(cityArticle, writer(1));
    expect([slow.message, slow.retryable]).toEqual(['The language model did not answer within 1 s', true]);
  });
});

describe('selectWriter', () => {
  const openai = { baseUrl: 'http://127.0.0.1:9/v1', model: 'gpt-4o-mini', timeoutMs: 1000 };

  it('the language model when a key is set, else the built-in writer, each with its line', () => {
    expect(selectWriter({ ...openai, apiKey: KEY }).info).toEqual({
      kind: 'llm',
      name: 'llm:gpt-4o-mini',
      line: 'Writer: language model gpt-4o-mini',
    });
    expect(selectWriter({ ...openai, apiKey: undefined }).info).toEqual({
      kind: 'built-in',
      name: 'built-in',
      line: 'Writer: built-in templates (set OPENAI_API_KEY to use a language model)',
    });
  });
});
