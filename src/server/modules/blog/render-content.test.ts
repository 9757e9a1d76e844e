import { describe, expect, it } from 'vitest';
import { renderPostContent } from './render-content.ts';

describe('renderPostContent', () => {
  it('renders Markdown to HTML', () => {
    const html = renderPostContent('## Checklist\n\n- **Daily**: trash\n- [Get a quote](/quote-calculator)', 'markdown');
    expect(html).toContain('<h2>Checklist</h2>');
    expect(html).toContain('<strong>Daily</strong>');
    expect(html).toContain('<a href="/quote-calculator">Get a quote</a>');
  });

  it('removes scripts, event handlers, javascript: links and styles, whoever wrote them', () => {
    const html = renderPostContent(
      '<h1>Title</h1><p onclick="steal()">Hi<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)><iframe src="https://evil.example"></iframe><p style="position:fixed">s</p>',
      'html',
    );
    expect(html).not.toMatch(/script|onclick|onerror|javascript:|iframe|<img|style=/i);
    expect(html).toContain('<h2>Title</h2>');
  });

  it('opens external links safely', () => {
    expect(renderPostContent('[EPA](https://www.epa.gov/)', 'markdown')).toContain('rel="noopener noreferrer nofollow"');
  });
});
