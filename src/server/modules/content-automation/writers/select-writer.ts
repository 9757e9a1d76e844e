import type { AppConfig } from '../../../config.ts';
import { createChatCompletions } from '../../../integrations/chat-completions.ts';
import { createBuiltInWriter } from './built-in-writer.ts';
import type { ContentWriter } from './content-writer.ts';
import { createLlmWriter } from './llm-writer.ts';

/** Which writer writes, for the screens: never the key. */
export interface WriterInfo {
  kind: 'llm' | 'built-in';
  /** Recorded on each post: 'llm:<model>' or 'built-in'. */
  name: string;
  /** A line for the admin: which writer, and how to get the other. */
  line: string;
}

export interface SelectedWriter {
  writer: ContentWriter;
  info: WriterInfo;
}

/** The language-model writer when OPENAI_API_KEY is set, else the built-in writer. */
export function selectWriter(openai: AppConfig['openai']): SelectedWriter {
  if (openai.apiKey) {
    const writer = createLlmWriter(
      createChatCompletions({ apiKey: openai.apiKey, baseUrl: openai.baseUrl, model: openai.model, timeoutMs: openai.timeoutMs }),
    );
    return { writer, info: { kind: 'llm', name: writer.name, line: `Writer: language model ${openai.model}` } };
  }
  const writer = createBuiltInWriter();
  return {
    writer,
    info: { kind: 'built-in', name: writer.name, line: 'Writer: built-in templates (set OPENAI_API_KEY to use a language model)' },
  };
}
