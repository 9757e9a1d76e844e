import { windowAddOns } from '#shared/content/window-cleaning.ts';
import { selectedAddOnNames, type AddOnSelection } from './add-on-selection.ts';

/** The add-ons chosen above, repeated in the quote form so the visitor sees what is included. */
export function AddOnsSummary({ selection }: { selection: AddOnSelection }) {
  const names = selectedAddOnNames(selection, windowAddOns);
  return (
    <div className="rounded-lg border border-slate-200 bg-slate-50 p-4">
      <p className="text-sm font-medium text-slate-800">Add-on services</p>
      {names.length > 0 ? (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label="Chosen add-on services">
          {names.map((name) => (
            <li key={name} className="rounded-full bg-brand-100 px-3 py-1 text-sm font-medium text-brand-900">
              {name}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-sm text-slate-600">None selected yet.</p>
      )}
      <a href="#window-add-ons" className="mt-2 inline-flex min-h-9 items-center text-sm font-semibold text-brand-700 hover:underline">
        {names.length > 0 ? 'Change add-ons' : 'Choose add-ons'}
      </a>
    </div>
  );
}
