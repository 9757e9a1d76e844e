import type { City, NearbyCity } from '#shared/domain/city.ts';
import type { ContentTopic, Season, ServiceFocus } from '#shared/domain/content-automation.ts';

/** What a writer is asked to write. Every kind carries the facts it may use; a writer invents none. */
export type WriterRequest =
  | { kind: 'city-article'; city: City; nearby: NearbyCity[]; topic: ContentTopic; serviceType: ServiceFocus }
  | { kind: 'landing-page'; city: City; nearby: NearbyCity[] }
  | { kind: 'seasonal'; city: City; nearby: NearbyCity[]; season: Season }
  | {
      kind: 'rss-rewrite';
      item: { title: string; link: string; summary: string; sourceName: string; publishedAt: string | null };
    };

/** A written post: Markdown body, ready to become a draft (the caller sets slug, author, origin, status). */
export interface WrittenPost {
  title: string;
  excerpt: string;
  /** Markdown. */
  content: string;
  /** A blog category slug that exists (office-cleaning, healthcare-cleaning, facility-management, seasonal-maintenance, green-cleaning). */
  category: string;
  tags: string[];
  metaTitle: string;
  metaDescription: string;
  keywords: string[];
}

/**
 * One interface, two writers: the OpenAI-compatible chat-completions writer (when OPENAI_API_KEY is set)
 * and the built-in writer, which composes from the city data, the service catalogue and templates so
 * every feature works offline. A writer throws WriterError with a readable message on failure.
 */
export interface ContentWriter {
  /** 'built-in' or 'llm:<model>': recorded on each post it writes. */
  readonly name: string;
  write(request: WriterRequest): Promise<WrittenPost>;
}

export class WriterError extends Error {
  constructor(
    message: string,
    /** True when retrying later may work (a timeout, a 429, a 5xx); false for a refused key or a bad answer. */
    readonly retryable: boolean,
    /** True when the writer's credentials were refused: every request fails until the configuration changes. */
    readonly refusedKey = false,
    /**
     * 'provider': the language model failed or answered unusably (a bad gateway); 'facts': the request's
     * facts are too thin to write from (a conflict with the data, mended by enriching the city).
     */
    readonly failedOn: 'provider' | 'facts' = 'provider',
  ) {
    super(message);
    this.name = 'WriterError';
  }
}
