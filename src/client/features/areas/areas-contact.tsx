import { FileText, Mail, Phone } from 'lucide-react';
import { areasCta } from '#shared/content/areas.ts';
import { Section } from '../../components/ui/section.tsx';
import { PhoneLink } from '../../components/site/phone-link.tsx';
import { useSite } from '../../lib/site-context.tsx';
import { QUOTE_HREF } from '../../lib/site-links.ts';
import { ContactCard } from './contact-card.tsx';
import { ServiceHoursCard } from './service-hours-card.tsx';

const actionLink = 'inline-flex min-h-11 items-center font-semibold wrap-anywhere text-brand-700 underline-offset-4 hover:underline';

/** Closing call to action with the three ways to reach us and the service hours. */
export function AreasContact() {
  const { company } = useSite();
  return (
    <Section tone="brand" aria-labelledby="areas-cta-heading">
      <div className="mx-auto max-w-3xl text-center">
        <h2 id="areas-cta-heading" className="text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl">
          {areasCta.heading}
        </h2>
        <p className="mt-4 text-lg leading-relaxed text-brand-100">{areasCta.text}</p>
      </div>
      <div className="mt-12 grid gap-5 md:grid-cols-3">
        <ContactCard icon={Phone} title="Call Us" text="Talk to our team and confirm your area in one call.">
          <PhoneLink className={actionLink} />
        </ContactCard>
        <ContactCard icon={Mail} title="Email Us" text="Send your address and building details.">
          <a href={`mailto:${company.salesEmail}`} className={actionLink}>
            {company.salesEmail}
          </a>
        </ContactCard>
        <ContactCard icon={FileText} title="Get a Quote" text="Price your building with our instant quote calculator.">
          <a href={QUOTE_HREF} className={actionLink}>
            Get Free Quote
          </a>
        </ContactCard>
      </div>
      <div className="mt-5">
        <ServiceHoursCard />
      </div>
    </Section>
  );
}
