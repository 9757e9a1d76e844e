import { CalendarCheck, ClipboardList, ReceiptText } from 'lucide-react';

const steps = [
  { icon: ClipboardList, title: 'Tell us about your building', text: 'Facility type, square footage and how often you need cleaning.' },
  { icon: ReceiptText, title: 'See your price on the spot', text: 'Price per visit and per month, with a quote PDF to keep.' },
  { icon: CalendarCheck, title: 'Accept online, or talk first', text: 'Confirmed at a free walk-through before service starts.' },
] as const;

/**
 * Beside the hero's text: what the one quote form below gives (issue 30: one quote form on the page,
 * which every "Get a quote" button reaches). Says how it works; the hero's button leads to the form.
 */
export function QuoteStepsCard() {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-lg sm:p-8">
      <h2 className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">Your instant quote in three steps</h2>
      <ol className="mt-6 space-y-5">
        {steps.map((step, i) => (
          <li key={step.title} className="flex gap-4">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
              <step.icon className="size-5" aria-hidden />
            </span>
            <div>
              <p className="font-semibold text-slate-900">
                <span className="sr-only">Step {i + 1}: </span>
                {step.title}
              </p>
              <p className="mt-0.5 text-sm text-slate-600">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
      <p className="mt-6 border-t border-slate-100 pt-4 text-sm text-slate-600">About two minutes. Free, with no obligation.</p>
    </div>
  );
}
