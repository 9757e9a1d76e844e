import { CircleCheck, Phone } from 'lucide-react';
import { firstDayWithHoursLeft } from '#shared/domain/scheduling.ts';
import type { PageProps } from '../../app/page-modules.ts';
import { PhoneLink } from '../../components/site/phone-link.tsx';
import { Section } from '../../components/ui/section.tsx';
import { OpeningHoursList } from '../../features/scheduling/opening-hours-list.tsx';
import { Island } from '../../islands/island.tsx';
import scheduling from '../../islands/scheduling.island.tsx';
import { minnesotaToday } from '../../lib/business-format.ts';

const points = ['An estimator walks your building with you', 'A written, itemized quote after the visit', 'Free, with no obligation'];

/**
 * /scheduling (spec "Scheduling page", issue 14): the heading, what a visit is and the hours are
 * static HTML; the calendar and the booking form are one island that reads the free times live.
 */
export function Page(_props: PageProps) {
  // Rendered per request (the route is not cached), so this is the day the visitor opens the page on.
  const now = new Date();
  const today = minnesotaToday(now);
  const firstDay = firstDayWithHoursLeft(now);
  return (
    <>
      <section aria-labelledby="scheduling-heading" className="border-b border-slate-100 bg-linear-to-b from-brand-50 to-white">
        <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-center lg:px-8">
          <div>
            <p className="text-sm font-semibold tracking-wider text-brand-600 uppercase">Free consultation</p>
            <h1 id="scheduling-heading" className="mt-3 text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl">
              Book a Free Walk-Through of Your Building
            </h1>
            <p className="mt-4 max-w-2xl text-lg leading-relaxed text-slate-600">
              Choose a free hour below and one of our estimators meets you on site: we look at your floors, restrooms and
              schedule, answer your questions and send an itemized quote afterwards.
            </p>
            <ul className="mt-6 flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-x-6">
              {points.map((point) => (
                <li key={point} className="flex items-center gap-2 text-sm font-medium text-slate-700">
                  <CircleCheck className="size-4 shrink-0 text-brand-600" aria-hidden />
                  {point}
                </li>
              ))}
            </ul>
            <p className="mt-5 flex items-center gap-2 text-sm text-slate-600">
              <Phone className="size-4 text-brand-600" aria-hidden />
              Rather talk? <PhoneLink className="font-semibold text-brand-700 hover:underline" />
            </p>
          </div>
          <OpeningHoursList />
        </div>
      </section>
      <Section tone="muted" aria-label="Free times and booking" innerClassName="py-10 sm:py-12">
        <Island island={scheduling} props={{ today, firstDay }} />
      </Section>
    </>
  );
}
