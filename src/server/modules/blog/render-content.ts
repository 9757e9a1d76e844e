import { marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

/**
 * Post bodies are rendered to HTML and sanitized every time they are served,
 * whoever wrote them (an admin, an import, a language model): only text
 * formatting, lists, tables, quotes and safe links survive.
 */
const policy: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'b',
    'i',
    'a',
    'blockquote',
    'code',
    'pre',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  transformTags: {
    // A post may not carry its own h1 (the page title is the h1): demote it.
    h1: 'h2',
    a: (tagName, attribs) => {
      const href = attribs['href'] ?? '#';
      const external = /^https?:\/\//i.test(href);
      const safe: Record<string, string> = external ? { href, rel: 'noopener noreferrer nofollow', target: '_blank' } : { href };
      return { tagName, attribs: safe };
    },
  },
};

export function renderPostContent(content: string, format: 'markdown' | 'html'): string {
  const html = format === 'markdown' ? (marked.parse(content, { async: false, gfm: true }) as string) : content;
  return sanitizeHtml(html, policy);
}
