import { Clock, Phone, Timer } from 'lucide-react';
import { windowHours, windowQuoteNote } from '#shared/content/window-cleaning.ts';
import { Section, SectionHeading } from '../../components/ui/section.tsx';
import { PhoneLink } from '../../components/site/phone-link.tsx';
import type { AddOnSelection } from './add-on-selection.ts';
import { WindowQuoteForm } from './window-quote-form.tsx';
import { WINDOW_QUOTE_ANCHOR, type WindowQuoteState } from './quote-values.ts';

interface Props {
  quote: WindowQuoteState;
  addOns: AddOnSelection;
}

export function WindowQuoteSection({ quote, addOns }: Props) {
  return (
    <Section aria-labelledby="window-quote-heading">
      <div className="grid gap-10 lg:grid-cols-[1fr_1.4fr] lg:gap-14">
        <div className="lg:sticky lg:top-32 lg:self-start">
          <SectionHeading
            id="window-quote-heading"
            eyebrow="Free quote"
            title="Get your window-cleaning quote"
            text="Tell us about your windows and we'll call you back with a price."
            className="mb-8 sm:mb-8"
          />
          <ul className="space-y-4">
            <li className="flex items-start gap-3">
              <Timer className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden />
              <span className="text-slate-700">{windowQuoteNote}</span>
            </li>
            <li className="flex items-start gap-3">
              <Clock className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden />
              <span className="text-slate-700">
                Hours: <span className="font-semibold text-slate-900">{windowHours}</span>
              </span>
            </li>
            <li className="flex items-start gap-3">
              <Phone className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden />
              <span className="text-slate-700">
                Prefer to talk? <PhoneLink className="font-semibold text-brand-700 hover:underline" />
              </span>
            </li>
          </ul>
        </div>
        <div
          id={WINDOW_QUOTE_ANCHOR}
          className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-5 shadow-lg sm:p-8 lg:scroll-mt-32"
        >
          <WindowQuoteForm form={quote} addOns={addOns} />
        </div>
      </div>
    </Section>
  );
}
