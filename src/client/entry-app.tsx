import './styles.css';
import { hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { App } from './app/app.tsx';
import { matchRoute } from './app/routes.ts';
import { preloadPage } from './app/page-modules.ts';
import { layoutFor, preloadLayout } from './app/layout/layout-modules.ts';
import { createQueryClient } from './lib/query-client.ts';
import { APP_STATE_ELEMENT_ID, type AppState } from './app/app-state.ts';
import { showFlashToast } from './components/ui/flash-toast.ts';
import { reloadOnceAfterStartFailure } from './lib/start-failure.ts';
import { takeOverSignIn } from './features/auth/sign-in-handoff.ts';
import { whenIdle } from './lib/when-idle.ts';
import { mirrorSessionCookie, readSession } from './lib/auth-session.ts';

/**
 * The script of the sign-in and signed-in screens: a client app that hydrates the
 * whole page and navigates in place. (Public pages load entry-site.ts instead;
 * the stylesheet comes with that entry and serves both.)
 */
async function start() {
  const stateElement = document.getElementById(APP_STATE_ELEMENT_ID);
  const root = document.getElementById('root');
  if (!stateElement || !root) throw new Error('Server-rendered page is missing its root or state');
  const state = JSON.parse(stateElement.textContent ?? '{}') as AppState;

  // A sign-in posted without the script left its session to take over (decision 0032): before the first render.
  await takeOverSignIn();
  const queryClient = createQueryClient();
  // A document rendered for someone other than the stored session (a stale cookie another page of the same
  // host left): none of its data is kept, and the screen is drawn afresh for the stored one.
  const foreign = state.session !== undefined && state.session.user.username !== readSession()?.user.username;
  if (!foreign) hydrate(queryClient, state.queries);
  // The page's chunk and its frame's must be in memory before hydrating, or React would suspend and re-render them.
  const { route } = matchRoute(window.location.pathname);
  await Promise.all([preloadPage(route.page), preloadLayout(layoutFor(route))]);

  // The document cookie follows the stored session (a session kept from before it existed gets it now).
  mirrorSessionCookie();
  const onReady = () => {
    // A screen rendered with its data is served inert (decision 0067): readable at once, usable from here.
    root.removeAttribute('inert');
    root.removeAttribute('aria-busy');
    showFlashToast();
  };
  // Someone else's screen is emptied first: React then draws it afresh (an expected mismatch, not reported).
  if (foreign) root.replaceChildren();
  const session = foreign ? undefined : state.session;
  hydrateRoot(
    root,
    <App queryClient={queryClient} site={state.site} documentSession={session} renderedAt={state.renderedAt} onReady={onReady} />,
    {
      onRecoverableError(error) {
        if (!foreign) console.error('Hydration problem:', error);
      },
    },
  );
  // The tracker and the phone-link clicks' events are not on the way to a screen's first data: fetched and
  // started once the page is idle.
  whenIdle(() => {
    void import('./features/tracking/install-tracker.ts').then(({ installTracker }) => installTracker());
    void import('./enhance/phone-clicks.ts').then(({ installPhoneClickTracking }) => installPhoneClickTracking());
  });
}

start().catch(reloadOnceAfterStartFailure);
