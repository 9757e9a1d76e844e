import './styles.css';
import { hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { App } from './app/app.tsx';
import { matchRoute } from './app/routes.ts';
import { preloadPage } from './app/page-modules.ts';
import { createQueryClient } from './lib/query-client.ts';
import { APP_STATE_ELEMENT_ID, type AppState } from './app/app-state.ts';
import { installPhoneClickTracking } from './lib/analytics.ts';
import { installTracker } from './features/tracking/install-tracker.ts';

async function start() {
  installPhoneClickTracking();
  const stateElement = document.getElementById(APP_STATE_ELEMENT_ID);
  const root = document.getElementById('root');
  if (!stateElement || !root) throw new Error('Server-rendered page is missing its root or state');
  const state = JSON.parse(stateElement.textContent ?? '{}') as AppState;

  const queryClient = createQueryClient();
  hydrate(queryClient, state.queries);
  // The page chunk must be in memory before hydrating, or React would suspend and re-render it.
  await preloadPage(matchRoute(window.location.pathname).route.page);

  hydrateRoot(root, <App queryClient={queryClient} site={state.site} />, {
    onRecoverableError(error) {
      console.error('Hydration problem:', error);
    },
  });
  installTracker();
}

start().catch((error: unknown) => {
  // The server-rendered page stays readable; only interactivity is missing. A chunk
  // that vanished with a deploy is fixed by loading the page again, once.
  console.error('The page could not start:', error);
  if (!sessionStorage.getItem('reloaded-after-start-failure')) {
    sessionStorage.setItem('reloaded-after-start-failure', '1');
    window.location.reload();
  }
});
