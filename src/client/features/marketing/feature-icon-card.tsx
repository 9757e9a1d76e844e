import type { IconCard } from '#shared/content/home.ts';
import { Card } from '../../components/ui/card.tsx';
import { Icon } from '../../components/ui/icon.tsx';

/** An icon, an h3 title and a short description: used for values, commitments, programs... */
export function FeatureIconCard({ card }: { card: IconCard }) {
  return (
    <Card className="h-full p-6">
      <span className="flex size-12 items-center justify-center rounded-lg bg-brand-50 text-brand-700 ring-1 ring-brand-100">
        <Icon name={card.icon} className="size-6" />
      </span>
      <h3 className="mt-5 text-lg leading-snug font-semibold text-slate-900">{card.title}</h3>
      <p className="mt-2 text-sm leading-relaxed text-slate-600">{card.description}</p>
    </Card>
  );
}
