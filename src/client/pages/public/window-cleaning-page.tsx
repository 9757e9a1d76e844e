import type { PageProps } from '../../app/page-modules.ts';
import { Island } from '../../islands/island.tsx';
import windowCleaning from '../../islands/window-cleaning.island.tsx';

/** Window-cleaning plans (/window-cleaning and /services/window-cleaning): static HTML that wakes on first use. */
export function Page(_props: PageProps) {
  return <Island island={windowCleaning} props={{}} />;
}
