import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';

interface Props {
  icon: LucideIcon;
  title: string;
  text: string;
  children: ReactNode;
}

/** A white card on the brand band: icon, title, one line and the action. */
export function ContactCard({ icon: IconComponent, title, text, children }: Props) {
  return (
    <div className="flex flex-col rounded-xl bg-white p-6 text-slate-800 shadow-sm">
      <span className="flex size-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
        <IconComponent className="size-5" aria-hidden />
      </span>
      <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
      <p className="mt-1 text-sm text-slate-600">{text}</p>
      <div className="mt-4 pt-1">{children}</div>
    </div>
  );
}
