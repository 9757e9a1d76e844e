import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadWithRetries, MODULE_RETRY_DELAYS_MS } from './load-with-retries.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound: any props
type AnyComponent = ComponentType<any>;

/**
 * A component of a module loaded on first render, by its export's name: a screen's part that is not
 * on the way to its first data (a form, a tab not open) stays out of the route's first download
 * (issue 36). Fetched again after the app's delays when it fails, as page chunks are.
 */
export function lazyNamed<M extends { [name in K]: AnyComponent }, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> {
  return lazy(async () => ({ default: (await loadWithRetries(load, MODULE_RETRY_DELAYS_MS))[name] }));
}
