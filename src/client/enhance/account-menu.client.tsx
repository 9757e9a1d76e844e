import { createRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { UserMenu } from '../features/auth/user-menu.tsx';
import type { ClientSession } from '../lib/auth-session.ts';

/** Links in a static page's menu load their page in full (the app takes over on signed-in screens). */
const fullPageLocation = (): [string, (to: string) => void] => [window.location.pathname, (to) => window.location.assign(to)];

export function mountAccountMenu(slot: HTMLElement, session: ClientSession): void {
  createRoot(slot).render(
    <Router hook={fullPageLocation}>
      <UserMenu session={session} />
    </Router>,
  );
}
