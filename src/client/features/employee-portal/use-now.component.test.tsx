import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { DocumentSessionContext } from '../../lib/use-session.ts';
import { useNow } from './use-now.ts';

// Decision 0067: a screen rendered with its data on the server shows running clocks from the document's
// render instant, the same instant the browser hydrates with (app-state's renderedAt): server HTML and first
// client render agree. Without a rendered session, a clock starts from the real time.

function Clock() {
  return <p>{useNow(1000)}</p>;
}

const session = { role: 'employee', user: { firstName: 'Ana', lastName: 'Ruiz', username: 'ana', email: null }, kind: 'general' as const };

describe('useNow', () => {
  it('starts from the document’s render instant when the document was rendered for a session', () => {
    const html = renderToString(
      <DocumentSessionContext value={{ session, renderedAt: 1_796_000_000_000 }}>
        <Clock />
      </DocumentSessionContext>,
    );
    expect(html).toBe('<p>1796000000000</p>');
  });

  it('starts from the real time otherwise', () => {
    const before = Date.now();
    const shown = Number(/<p>(\d+)<\/p>/.exec(renderToString(<Clock />))?.[1]);
    expect(shown).toBeGreaterThanOrEqual(before);
    expect(shown).toBeLessThanOrEqual(Date.now());
  });
});
