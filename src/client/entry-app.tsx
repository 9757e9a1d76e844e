import './styles.css';
import { hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { App } from './app/app.tsx';
import { matchRoute } from './app/routes.ts';
import { preloadPage } from './app/page-modules.ts';
import { layoutFor, preloadLayout } from './app/layout/layout-modules.ts';
import { createQueryClient } from './lib/query-client.ts';
import { APP_STATE_ELEMENT_ID, type AppState } from './app/app-state.ts';
import { installPhoneClickTracking } from './enhance/phone-clicks.ts';
import { showFlashToast } from './components/ui/flash-toast.ts';
import { reloadOnceAfterStartFailure } from './lib/start-failure.ts';
import { takeOverSignIn } from './features/auth/sign-in-handoff.ts';
import { whenIdle } from './lib/when-idle.ts';
import { mirrorSessionCookie } from './lib/auth-session.ts';
import { holdInteractions } from './islands/replay.ts';
import { afterFirstPaint } from './lib/after-first-paint.ts';

/** The app stylesheet a screen rendered with its data links print-only (decision 0067), for every medium. */
function enableAppStylesheet(): void {
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[data-app-stylesheet]')) link.media = 'all';
}

/**
 * The script of the sign-in and signed-in screens: a client app that hydrates the
 * whole page and navigates in place. (Public pages load entry-site.ts instead;
 * the stylesheet comes with that entry and serves both.)
 */
async function start() {
  // A screen rendered with its data painted with its own rules; the whole stylesheet comes after that paint.
  afterFirstPaint(enableAppStylesheet);
  installPhoneClickTracking();
  const stateElement = document.getElementById(APP_STATE_ELEMENT_ID);
  const root = document.getElementById('root');
  if (!stateElement || !root) throw new Error('Server-rendered page is missing its root or state');
  const state = JSON.parse(stateElement.textContent ?? '{}') as AppState;
  // A screen rendered with its data (decision 0067) can be used before its code has run: what the visitor
  // does meanwhile (a tab pressed, a field typed in, a form sent) is held and replayed once hydrated, as the
  // public pages' islands do. Installed before any await: from here on nothing is lost.
  const held = holdInteractions(root);

  // A sign-in posted without the script left its session to take over (decision 0032): before the first render.
  await takeOverSignIn();
  const queryClient = createQueryClient();
  hydrate(queryClient, state.queries);
  // The page's chunk and its frame's must be in memory before hydrating, or React would suspend and re-render them.
  const { route } = matchRoute(window.location.pathname);
  await Promise.all([preloadPage(route.page), preloadLayout(layoutFor(route))]);

  // The document cookie follows the stored session (a session kept from before it existed gets it now).
  mirrorSessionCookie();
  const replay = held.takeOver();
  const onReady = () => {
    showFlashToast();
    void replay();
  };
  hydrateRoot(root, <App queryClient={queryClient} site={state.site} documentSession={state.session} onReady={onReady} />, {
    onRecoverableError(error) {
      console.error('Hydration problem:', error);
    },
  });
  // The tracker is not on the way to a screen's first data: fetched and started once the page is idle.
  whenIdle(() => void import('./features/tracking/install-tracker.ts').then(({ installTracker }) => installTracker()));
}

start().catch(reloadOnceAfterStartFailure);
