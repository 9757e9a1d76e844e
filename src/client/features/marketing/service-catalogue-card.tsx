import type { ServiceCatalogueEntry } from '#shared/content/services.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { CheckmarkList } from './checkmark-list.tsx';

const labelClass = 'text-xs font-semibold tracking-wider text-slate-600 uppercase';

/** One core service: the card carries id={entry.id} so /services#office-cleaning lands on it. */
export function ServiceCatalogueCard({ entry }: { entry: ServiceCatalogueEntry }) {
  const headingId = `${entry.id}-title`;
  return (
    <Card id={entry.id} className="scroll-mt-24 overflow-hidden">
      <div className="grid gap-8 p-6 sm:p-8 lg:grid-cols-5 lg:gap-12">
        <div className="lg:col-span-3">
          <div className="flex items-center gap-4">
            <span className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-brand-700 text-white">
              <Icon name={entry.icon} className="size-6" />
            </span>
            <h3 id={headingId} className="text-2xl font-bold tracking-tight text-slate-900">
              {entry.title}
            </h3>
          </div>
          <p className="mt-5 leading-relaxed text-slate-600">{entry.longDescription}</p>
          <dl className="mt-6 grid gap-4 sm:grid-cols-2">
            <div className="rounded-lg bg-slate-50 p-4 ring-1 ring-slate-100">
              <dt className={labelClass}>Pricing</dt>
              <dd className="mt-1 font-semibold text-brand-800">{entry.pricing}</dd>
            </div>
            <div className="rounded-lg bg-slate-50 p-4 ring-1 ring-slate-100">
              <dt className={labelClass}>Frequency</dt>
              <dd className="mt-1 font-semibold text-slate-900">{entry.frequency}</dd>
            </div>
            <div className="sm:col-span-2">
              <dt className={labelClass}>Industries served</dt>
              <dd className="mt-2 flex flex-wrap gap-2">
                {entry.industries.map((industry) => (
                  <Badge key={industry} variant="secondary">
                    {industry}
                  </Badge>
                ))}
              </dd>
            </div>
          </dl>
        </div>
        <div className="space-y-8 lg:col-span-2">
          <div>
            <h4 className="font-semibold text-slate-900">Key features</h4>
            <CheckmarkList items={entry.features.slice(0, 4)} className="mt-3" />
          </div>
          <div>
            <h4 className="font-semibold text-slate-900">Benefits</h4>
            <CheckmarkList items={entry.benefits} icon="star" className="mt-3" />
          </div>
        </div>
      </div>
      <div className="flex flex-col gap-3 border-t border-slate-100 bg-slate-50 px-6 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-8">
        <p className="text-sm text-slate-600">{entry.description}</p>
        <a href={`/?service=${entry.id}#quote`} className={buttonClasses({ variant: 'primary', size: 'md' })}>
          Get Quote<span className="sr-only"> for {entry.title}</span>
        </a>
      </div>
    </Card>
  );
}
