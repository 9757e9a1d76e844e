import { cn } from '../../lib/cn.ts';
import { articleProseClasses } from './article-prose.ts';

/** The post's content: HTML sanitized by the server, styled for reading. Its links are ordinary page loads. */
export function ArticleBody({ html, className }: { html: string; className?: string | undefined }) {
  return <div className={cn(articleProseClasses, className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
