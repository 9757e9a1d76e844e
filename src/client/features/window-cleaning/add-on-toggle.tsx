import { Check, Plus } from 'lucide-react';
import type { WindowAddOn } from '#shared/content/window-cleaning.ts';
import { cn } from '../../lib/cn.ts';

interface Props {
  addOn: WindowAddOn;
  selected: boolean;
  onToggle: () => void;
}

/** A whole card that toggles one add-on; aria-pressed tells assistive tech whether it is chosen. */
export function AddOnToggle({ addOn, selected, onToggle }: Props) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={onToggle}
      className={cn(
        'flex h-full w-full cursor-pointer items-start gap-4 rounded-xl border p-5 text-left transition-colors',
        selected ? 'border-brand-700 bg-brand-50 ring-1 ring-brand-700' : 'border-slate-200 bg-white shadow-sm hover:border-brand-400',
      )}
    >
      <span
        className={cn(
          'mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-md border',
          selected ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 text-slate-500',
        )}
        aria-hidden="true"
      >
        {selected ? <Check className="size-4" /> : <Plus className="size-4" />}
      </span>
      <span>
        <span className="block font-semibold text-slate-900">{addOn.name}</span>
        <span className="mt-1 block text-sm leading-relaxed text-slate-600">{addOn.description}</span>
      </span>
    </button>
  );
}
