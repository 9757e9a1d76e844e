import type { IconCard } from '#shared/content/home.ts';
import { Icon } from '../../components/ui/icon.tsx';
import { cn } from '../../lib/cn.ts';

interface Props {
  cards: readonly IconCard[];
  className?: string | undefined;
}

/** Icon, h3 title and description per card; two columns on tablets, four on desktops. */
export function IconCardGrid({ cards, className }: Props) {
  return (
    <ul className={cn('grid gap-5 sm:grid-cols-2 lg:grid-cols-4', className)}>
      {cards.map((card) => (
        <li key={card.title} className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <span className="flex size-12 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
            <Icon name={card.icon} className="size-6" />
          </span>
          <h3 className="mt-4 text-lg font-semibold text-slate-900">{card.title}</h3>
          <p className="mt-2 text-sm leading-relaxed text-slate-600">{card.description}</p>
        </li>
      ))}
    </ul>
  );
}
