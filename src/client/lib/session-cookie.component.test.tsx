import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import { SESSION_COOKIE } from '#shared/domain/document-session.ts';
import { clearSession, saveAdminSession, saveSession } from './auth-session.ts';
import { DocumentSessionContext, useSession } from './use-session.ts';

// Decision 0067: the stored session mirrored into the document cookie the server renders signed-in screens
// for, and the document's session standing in for the stored one until hydration is done.

const ada = { username: 'ada', firstName: 'Ada', lastName: 'Admin', email: 'ada@example.test' };

afterEach(() => {
  clearSession();
});

describe('the document cookie', () => {
  it('follows sign-in and sign-out: the general session as g., the admin one as a., expired when signed out', () => {
    // What the app writes (the jar of a DOM shared with other files is not this test's to read).
    const writes: string[] = [];
    let owner: object = document;
    while (!Object.getOwnPropertyDescriptor(owner, 'cookie')) owner = Object.getPrototypeOf(owner) as object;
    vi.spyOn(owner as Document, 'cookie', 'set').mockImplementation((value: string) => {
      writes.push(value);
    });
    saveAdminSession('admin-token-1', ada);
    // The general sign-in is the session the app uses when both are stored (readSession), so the cookie names it.
    saveSession('general-token-2', { ...ada, role: 'customer' });
    clearSession();
    expect(writes).toEqual([
      `${SESSION_COOKIE}=a.admin-token-1; Path=/; SameSite=Strict; Max-Age=2592000`,
      `${SESSION_COOKIE}=g.general-token-2; Path=/; SameSite=Strict; Max-Age=2592000`,
      `${SESSION_COOKIE}=; Path=/; SameSite=Strict; Expires=Thu, 01 Jan 1970 00:00:00 GMT`,
    ]);
  });
});

describe('useSession on the server', () => {
  function Who() {
    const session = useSession();
    return <p>{session ? `${session.user.username} (${session.role}) token:${session.token}` : 'nobody'}</p>;
  }

  it('is the document’s session, without its token, and nobody when the document names none', () => {
    const documentSession = { role: 'customer', user: { ...ada, username: 'dana' }, kind: 'general' as const };
    expect(
      renderToString(
        <DocumentSessionContext value={{ session: documentSession, renderedAt: 0 }}>
          <Who />
        </DocumentSessionContext>,
      ),
    ).toBe('<p>dana (customer) token:</p>');
    expect(renderToString(<Who />)).toBe('<p>nobody</p>');
  });
});
