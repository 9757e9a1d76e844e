import type { PricingConstants, PricingVersions } from '#shared/contracts/quote/pricing.ts';
import { Button } from '../../components/ui/button.tsx';
import { formatMinnesotaTime } from '../../lib/time-format.ts';
import { TableScroller } from '../../components/ui/table-scroller.tsx';

/**
 * A version nobody signed in saved: the first, seeded with the model's defaults; or one the app added at
 * an update, the version in force with a new frequency's default row (decision 0039).
 */
const savedByTheApp = (oldest: boolean) => (oldest ? 'Defaults (first start)' : 'The app, adding new frequencies');

/** Every pricing version, newest first: when, who saved it, how many leads it priced; an older one can be loaded to save again. */
export function PricingVersionsList({
  versions,
  onRestore,
}: {
  versions: PricingVersions['versions'];
  onRestore: (version: number, constants: PricingConstants) => void;
}) {
  return (
    <TableScroller label="Pricing versions table" className="rounded-lg border border-slate-200">
      <table className="w-full min-w-[30rem] text-left text-sm">
        <caption className="sr-only">Pricing versions</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="p-3">
              Version
            </th>
            <th scope="col" className="p-3">
              Saved
            </th>
            <th scope="col" className="p-3">
              By
            </th>
            <th scope="col" className="p-3 text-right">
              Leads priced
            </th>
            <th scope="col" className="p-3">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {versions.map((v, i) => (
            <tr key={v.version} className="border-t border-slate-200">
              <th scope="row" className="p-3 font-semibold text-slate-900">
                {v.version}
                {v.active ? (
                  <span className="ml-2 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-medium text-brand-900">In force</span>
                ) : null}
              </th>
              <td className="p-3">{formatMinnesotaTime(v.createdAt)}</td>
              <td className="p-3">{v.createdBy?.name ?? savedByTheApp(i === versions.length - 1)}</td>
              <td className="p-3 text-right tabular-nums">{v.leadsPriced.toLocaleString('en-US')}</td>
              <td className="p-3 text-right">
                {!v.active && v.constants ? (
                  <Button size="sm" variant="outline" onClick={() => onRestore(v.version, v.constants!)}>
                    Load into editor<span className="sr-only"> (version {v.version})</span>
                  </Button>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}
