import { Calculator, Clock, Phone } from 'lucide-react';
import { Section, SectionHeading } from '../../components/ui/section.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { PhoneLink } from '../../components/site/phone-link.tsx';
import { useSite } from '../../app/site-context.tsx';

/**
 * Where the instant-quote form and the full calculator stand (#quote is the
 * target of every "Get Free Quote" link). Until the calculator ships, the
 * section offers the two ways to a price that work today.
 */
export function QuoteSection() {
  const { company } = useSite();
  return (
    <Section id="quote" tone="muted" aria-labelledby="quote-heading">
      <SectionHeading
        id="quote-heading"
        eyebrow="Free quote"
        title="Professional Quote Request"
        text="Tell us your facility type, square footage and how often you need cleaning. We reply with a detailed, itemized quote within 24 hours, and usually within 2."
        align="center"
      />
      <div className="mx-auto grid max-w-3xl gap-6 md:grid-cols-2">
        <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <Phone className="size-6 text-brand-700" aria-hidden />
          <h3 className="mt-3 text-lg font-semibold text-slate-900">Call for a price now</h3>
          <p className="mt-2 text-slate-600">Talk to an estimator who can price most buildings during the call.</p>
          <PhoneLink className={buttonClasses({ variant: 'primary', size: 'lg', className: 'mt-5 w-full' })} />
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <Calculator className="size-6 text-brand-700" aria-hidden />
          <h3 className="mt-3 text-lg font-semibold text-slate-900">Send us your building</h3>
          <p className="mt-2 text-slate-600">
            E-mail the address, square footage and schedule you need; a written quote follows.
          </p>
          <a
            href={`mailto:${company.salesEmail}?subject=${encodeURIComponent('Quote request')}`}
            className={buttonClasses({ variant: 'outline', size: 'lg', className: 'mt-5 w-full' })}
          >
            E-mail your details
          </a>
        </div>
      </div>
      <p className="mt-6 flex items-center justify-center gap-2 text-sm text-slate-600">
        <Clock className="size-4" aria-hidden /> Response within 2 hours during business hours
      </p>
    </Section>
  );
}
