import { useId, type ReactNode } from 'react';
import { Card } from '../../components/ui/card.tsx';

interface Props {
  /** The page's one h1; it also names the card's region. */
  title: ReactNode;
  description?: ReactNode | undefined;
  /** A lucide icon, shown in a brand circle above the title. */
  icon: ReactNode;
  children: ReactNode;
  /** Under the card (Return to Home, Back to Main Site, the portal's contact line). */
  footer?: ReactNode | undefined;
}

/** The card every sign-in and password screen shows, the same at every width; a region named by its title. */
export function LoginCard({ title, description, icon, children, footer }: Props) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <Card className="p-6 shadow-lg sm:p-8">
        <div className="flex flex-col items-center text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-brand-100 text-brand-700 [&_svg]:size-6">{icon}</span>
          <h1 id={titleId} className="mt-4 text-2xl font-bold tracking-tight text-slate-900">
            {title}
          </h1>
          {description && <p className="mt-2 text-sm leading-relaxed text-slate-600">{description}</p>}
        </div>
        <div className="mt-8">{children}</div>
      </Card>
      {footer && <div className="mt-6 flex justify-center text-sm">{footer}</div>}
    </section>
  );
}
