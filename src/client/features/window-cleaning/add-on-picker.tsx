import { windowAddOns } from '#shared/content/window-cleaning.ts';
import { Section, SectionHeading } from '../../components/ui/section.tsx';
import { Button } from '../../components/ui/button.tsx';
import { clearAddOns, isAddOnSelected, selectedCountLabel, toggleAddOn, type AddOnSelection } from './add-on-selection.ts';
import { AddOnToggle } from './add-on-toggle.tsx';

interface Props {
  selection: AddOnSelection;
  onChange: (next: AddOnSelection) => void;
}

export function AddOnPicker({ selection, onChange }: Props) {
  return (
    <Section tone="muted" id="window-add-ons" aria-labelledby="add-ons-heading">
      <SectionHeading
        id="add-ons-heading"
        eyebrow="Add-on services"
        title="Add extras to any visit"
        text="Tap the services you'd like included. Your choices are added to the quote form below."
      />
      <div className="mb-5 flex min-h-11 flex-wrap items-center justify-between gap-3">
        <p className="text-sm font-medium text-slate-700" aria-live="polite">
          {selectedCountLabel(selection.length)}
        </p>
        {selection.length > 0 ? (
          <Button variant="ghost" size="sm" onClick={() => onChange(clearAddOns())}>
            Clear all
          </Button>
        ) : null}
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {windowAddOns.map((addOn) => (
          <li key={addOn.id}>
            <AddOnToggle
              addOn={addOn}
              selected={isAddOnSelected(selection, addOn.id)}
              onToggle={() => onChange(toggleAddOn(selection, addOn.id, windowAddOns))}
            />
          </li>
        ))}
      </ul>
    </Section>
  );
}
