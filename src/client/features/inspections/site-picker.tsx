import { Building2, ChevronRight } from 'lucide-react';
import type { InspectableSite } from '#shared/contracts/inspections.ts';
import { Card } from '../../components/ui/card.tsx';
import { StateMessage } from '../../components/ui/list-states.tsx';
import { formatMinnesotaClock, formatMinnesotaDate } from '../../lib/time-format.ts';

/** The sites to inspect, today's visits first (the server's order), each a large target. */
export function SitePicker({ sites, onChoose }: { sites: InspectableSite[]; onChoose: (site: InspectableSite) => void }) {
  if (sites.length === 0)
    return (
      <Card>
        <StateMessage icon={<Building2 className="size-6" aria-hidden="true" />} title="No sites to inspect">
          Active sites with a running plan show here, today’s visits first.
        </StateMessage>
      </Card>
    );
  const today = sites.filter((s) => s.todaysVisit);
  const others = sites.filter((s) => !s.todaysVisit);
  return (
    <div className="grid gap-6">
      {today.length > 0 ? <SiteGroup heading="Today’s visits" sites={today} onChoose={onChoose} /> : null}
      {others.length > 0 ? <SiteGroup heading={today.length > 0 ? 'Other sites' : 'Sites'} sites={others} onChoose={onChoose} /> : null}
    </div>
  );
}

function SiteGroup({ heading, sites, onChoose }: { heading: string; sites: InspectableSite[]; onChoose: (site: InspectableSite) => void }) {
  return (
    <Card role="region" aria-label={heading} className="overflow-hidden">
      <h2 className="border-b border-slate-200 px-4 py-3 text-lg font-semibold text-slate-900">{heading}</h2>
      <ul className="divide-y divide-slate-200">
        {sites.map((site) => (
          <li key={site.siteId}>
            <button
              type="button"
              onClick={() => onChoose(site)}
              className="flex min-h-16 w-full items-center gap-3 px-4 py-3 text-left hover:bg-brand-50 focus-visible:bg-brand-50"
            >
              <span className="min-w-0 flex-1">
                <span className="block font-semibold text-slate-900">{site.siteName}</span>
                <span className="block truncate text-sm text-slate-600">
                  {site.customerName} · {site.address}
                </span>
                <span className="block text-sm text-slate-600">
                  {site.todaysVisit ? `Visit today at ${formatMinnesotaClock(site.todaysVisit.scheduledStart)} · ` : ''}
                  {site.lastInspectedAt ? `Last inspected ${formatMinnesotaDate(site.lastInspectedAt)}` : 'Never inspected'}
                </span>
              </span>
              <ChevronRight className="size-5 shrink-0 text-slate-400" aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
    </Card>
  );
}
