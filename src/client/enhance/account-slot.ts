import { readSession } from '../lib/auth-session.ts';
import { reloadOnceAfterStartFailure } from '../lib/start-failure.ts';

/**
 * A signed-in visitor on a static page gets the account menu in place of Sign In.
 * It needs React, so it is fetched only for them; everyone else downloads nothing.
 */
export function installAccountSlot(doc: Document = document): void {
  const slot = doc.querySelector<HTMLElement>('[data-account-slot]');
  const session = readSession();
  if (!slot || !session) return;
  import('./account-menu.client.tsx').then(({ mountAccountMenu }) => mountAccountMenu(slot, session)).catch(reloadOnceAfterStartFailure);
}
