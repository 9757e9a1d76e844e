import { MapPin, Phone } from 'lucide-react';
import { areasHero, areasStats } from '#shared/content/areas.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { StatGrid } from '../../components/ui/stat-grid.tsx';
import { PhoneLink } from '../../components/site/phone-link.tsx';
import { QUOTE_HREF } from '../../lib/site-links.ts';
import { ServiceMapIllustration } from '../../components/site/service-map-illustration.tsx';
import { useYearsInBusiness } from '../../lib/company-years.ts';

export function AreasHero() {
  return (
    <section aria-labelledby="areas-heading" className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-6xl px-4 pt-14 pb-12 sm:px-6 sm:pt-20 lg:px-8">
        <div className="grid items-center gap-12 lg:grid-cols-[1fr_22rem]">
          <div className="max-w-3xl">
            <ul className="flex flex-wrap gap-2" aria-label="Coverage">
              {areasHero.badges.map((badge) => (
                <li key={badge}>
                  <Badge variant="outline" className="bg-white">
                    <MapPin className="size-3.5 text-brand-600" aria-hidden />
                    {badge}
                  </Badge>
                </li>
              ))}
            </ul>
            <h1 id="areas-heading" className="mt-5 text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl">
              {areasHero.heading}
            </h1>
            <p className="mt-5 text-lg leading-relaxed text-slate-600">{areasHero.text}</p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <a href={QUOTE_HREF} className={buttonClasses({ variant: 'primary', size: 'lg' })}>
                Get Free Quote
              </a>
              <PhoneLink className={buttonClasses({ variant: 'outline', size: 'lg' })}>
                <Phone aria-hidden />
                Call to Confirm Your Area
              </PhoneLink>
            </div>
          </div>
          <ServiceMapIllustration className="hidden lg:block" />
        </div>
        <div className="mt-12 rounded-2xl border border-slate-200 bg-white px-6 py-10 shadow-sm sm:px-10">
          <StatGrid items={areasStats(useYearsInBusiness())} aria-label="Our coverage in numbers" />
        </div>
      </div>
    </section>
  );
}
