import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

export interface PortalPageHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  /** The page's main action(s), e.g. a Create User button. */
  actions?: ReactNode;
  className?: string | undefined;
}

/** The one h1 of a signed-in page, its short description and main action. */
export function PortalPageHeader({ title, description, actions, className }: PortalPageHeaderProps) {
  return (
    <header className={cn('flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between', className)}>
      <div className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight text-balance text-slate-900 sm:text-3xl">{title}</h1>
        {description ? <p className="mt-1 max-w-3xl text-base text-slate-600">{description}</p> : null}
      </div>
      {actions ? <div className="flex shrink-0 flex-wrap gap-2 [&>*]:max-sm:flex-1">{actions}</div> : null}
    </header>
  );
}

export interface PortalPageProps extends PortalPageHeaderProps {
  children: ReactNode;
}

/** A signed-in page: slate-50 band, max-w-6xl container, the header, then white cards. */
export function PortalPage({ children, ...header }: PortalPageProps) {
  return (
    <div className="min-h-[70vh] bg-slate-50">
      {/* Inside the back-office shell, which gives the desktop its side margins. */}
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10 lg:px-0">
        <PortalPageHeader {...header} />
        {/* Grid items may shrink below their content (min-w-0): a wide table or board scrolls inside its
            card instead of widening the page (on a phone, the layout viewport and every dialog). */}
        <div className="mt-6 grid gap-6 [&>*]:min-w-0">{children}</div>
      </div>
    </div>
  );
}
