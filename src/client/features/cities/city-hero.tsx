import { MapPin, Phone } from 'lucide-react';
import type { CityDetail } from '#shared/contracts/cities.ts';
import { buttonClasses } from '../../components/ui/button.tsx';
import { PhoneLink } from '../../components/site/phone-link.tsx';
import { ServiceMapIllustration } from '../../components/site/service-map-illustration.tsx';
import { countyLabel } from '../../lib/city-format.ts';
import { quoteHrefFor } from './city-text.ts';

export function CityHero({ city }: { city: CityDetail }) {
  const county = countyLabel(city.county);
  return (
    <section aria-labelledby="city-heading" className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-6xl px-4 pt-14 pb-12 sm:px-6 sm:pt-20 sm:pb-16 lg:px-8">
        <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
          <ol className="flex flex-wrap items-center gap-1.5">
            <li>
              <a href="/areas-we-serve" className="font-medium text-brand-700 hover:underline">
                Areas We Serve
              </a>
            </li>
            <li aria-hidden="true">/</li>
            <li aria-current="page">{city.name}</li>
          </ol>
        </nav>
        <div className="mt-6 grid items-center gap-12 lg:grid-cols-[1fr_20rem]">
          <div className="max-w-3xl">
            <p className="inline-flex items-center gap-1.5 text-sm font-semibold tracking-wider text-brand-600 uppercase">
              <MapPin className="size-4" aria-hidden />
              Commercial cleaning in {city.name}
            </p>
            <h1 id="city-heading" className="mt-3 text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl">
              Serving {city.name}, {county}
            </h1>
            <p className="mt-5 text-lg leading-relaxed text-slate-600">{city.description}</p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <a href={quoteHrefFor(city.slug)} className={buttonClasses({ variant: 'primary', size: 'lg' })}>
                Get Your Free Quote
              </a>
              <PhoneLink className={buttonClasses({ variant: 'outline', size: 'lg' })}>
                <Phone aria-hidden />
                Call Now
              </PhoneLink>
            </div>
          </div>
          <ServiceMapIllustration className="hidden lg:block" />
        </div>
      </div>
    </section>
  );
}
