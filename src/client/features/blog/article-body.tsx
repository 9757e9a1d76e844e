import type { MouseEvent } from 'react';
import { useLocation } from 'wouter';
import { cn } from '../../lib/cn.ts';
import { articleProseClasses } from './article-prose.ts';
import { clientNavigationTarget } from './internal-link.ts';

/**
 * The post's content: HTML sanitized by the server, styled for reading. Links
 * to other pages of the site open without a full page load.
 */
export function ArticleBody({ html, className }: { html: string; className?: string | undefined }) {
  const [, navigate] = useLocation();

  function onClick(event: MouseEvent<HTMLDivElement>) {
    const anchor = event.target instanceof Element ? event.target.closest('a') : null;
    if (!anchor || !event.currentTarget.contains(anchor)) return;
    const to = clientNavigationTarget(anchor, event, window.location.origin);
    if (!to) return;
    event.preventDefault();
    navigate(to);
  }

  return (
    // Event delegation for the links inside (keyboard activation of a link is a click too); the div itself is not interactive.
    <div className={cn(articleProseClasses, className)} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
