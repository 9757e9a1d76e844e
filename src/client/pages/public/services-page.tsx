import {
  certifications,
  ecoProducts,
  equipmentList,
  industries,
  quoteBanner,
  serviceCatalogue,
  serviceCommitments,
  serviceFocusAreas,
  serviceStats,
  serviceTerms,
  trustPoints,
  whyChooseUs,
} from '#shared/content/services.ts';
import type { IconKey } from '#shared/content/home.ts';
import type { PageProps } from '../../app/page-modules.ts';
import { routeReads } from '../../app/route-reads.ts';
import { useRouteData } from '../../app/use-route-data.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { Section, SectionHeading } from '../../components/ui/section.tsx';
import { StatGrid } from '../../components/ui/stat-grid.tsx';
import { BrandCtaBanner } from '../../components/site/brand-cta-banner.tsx';
import { CallButton } from '../../components/site/call-button.tsx';
import { CheckmarkList } from '../../features/marketing/checkmark-list.tsx';
import { FeatureIconCard } from '../../features/marketing/feature-icon-card.tsx';
import { InfoPageHero } from '../../features/marketing/info-page-hero.tsx';
import { ServiceAreaCityList } from '../../features/marketing/service-area-city-list.tsx';
import { ServiceCatalogueCard } from '../../features/marketing/service-catalogue-card.tsx';
import { TrustPointsPanel } from '../../features/marketing/trust-points-panel.tsx';
import { useYearsInBusiness } from '../../lib/company-years.ts';

const certificationIcons: Record<string, IconKey> = { OSHA: 'shield', CDC: 'hospital', 'Quality Assurance': 'award' };

export function Page(_props: PageProps) {
  const { cities } = useRouteData(routeReads.cities());

  return (
    <>
      <InfoPageHero
        headingId="services-title"
        eyebrow="Our Services"
        title="Commercial cleaning built around your facility"
        text="Office, industrial, medical, educational and retail cleaning across the Twin Cities, with a written checklist and a regular crew for every site."
        actions={
          <>
            <a href="/#quote" className={buttonClasses({ variant: 'primary', size: 'lg' })}>
              Get Free Quote
            </a>
            <CallButton />
          </>
        }
        aside={<TrustPointsPanel label="Why businesses trust us" points={trustPoints} />}
      />

      <Section tone="muted" aria-label="Industries and service focus areas">
        <SectionHeading
          id="industries-title"
          eyebrow="Industries"
          title="Cleaning for 12 industries"
          text="Cleaning programs planned around how your building is used and the standards your industry works to."
        />
        <ul className="flex flex-wrap gap-2.5" aria-labelledby="industries-title">
          {industries.map((industry) => (
            <li key={industry}>
              <Badge variant="outline" className="bg-white">
                {industry}
              </Badge>
            </li>
          ))}
        </ul>
        <SectionHeading
          id="focus-title"
          eyebrow="Service focus areas"
          title="24 service-focus areas, one provider"
          className="mt-16 sm:mt-20"
        />
        {/* A compact two-column list on phones; bordered chips from sm up. */}
        <ul
          className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-3 sm:gap-3 lg:grid-cols-4"
          aria-labelledby="focus-title"
        >
          {serviceFocusAreas.map((area) => (
            <li
              key={area}
              className="flex items-start gap-2 text-sm font-medium text-slate-700 sm:items-center sm:rounded-lg sm:border sm:border-slate-200 sm:bg-white sm:px-3 sm:py-2.5"
            >
              <Icon name="sparkles" className="mt-0.5 size-4 text-brand-600 sm:mt-0" />
              {area}
            </li>
          ))}
        </ul>
      </Section>

      <Section aria-labelledby="core-services-title">
        <SectionHeading
          id="core-services-title"
          eyebrow="Core services"
          title="Five core cleaning services"
          text="Pick the service that fits your building. Every one comes with a written scope, a regular crew and its own free quote."
        />
        <nav aria-label="Core services" className="-mt-4 mb-10 flex flex-wrap gap-2">
          {serviceCatalogue.map((entry) => (
            <a key={entry.id} href={`#${entry.id}`} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
              {entry.title}
            </a>
          ))}
        </nav>
        <div className="space-y-8">
          {serviceCatalogue.map((entry) => (
            <ServiceCatalogueCard key={entry.id} entry={entry} />
          ))}
        </div>
      </Section>

      <Section tone="muted" aria-labelledby="why-title">
        <SectionHeading id="why-title" eyebrow="Why choose us" title="What you can expect from us" align="center" />
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {whyChooseUs.map((card) => (
            <FeatureIconCard key={card.title} card={card} />
          ))}
        </div>
      </Section>

      <BrandCtaBanner
        id="quote-banner-title"
        title={quoteBanner.heading}
        text={quoteBanner.text}
        actions={
          <>
            <a href="/#quote" className={buttonClasses({ variant: 'accent', size: 'lg' })}>
              Get Free Quote
            </a>
            <CallButton onBrand />
          </>
        }
      />

      <Section aria-labelledby="certifications-title">
        <SectionHeading id="certifications-title" eyebrow="Certifications" title="Trained, certified and inspected" align="center" />
        <div className="grid gap-6 md:grid-cols-3">
          {certifications.map((cert) => (
            <Card key={cert.title} className="items-center p-8 text-center">
              <span className="flex size-16 items-center justify-center rounded-full border-4 border-brand-100 bg-brand-700 text-white">
                <Icon name={certificationIcons[cert.title] ?? 'check'} className="size-7" />
              </span>
              <h3 className="mt-5 text-xl font-bold text-slate-900">{cert.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-600">{cert.description}</p>
            </Card>
          ))}
        </div>
      </Section>

      <Section tone="muted" aria-labelledby="commitments-title">
        <SectionHeading id="commitments-title" eyebrow="Service commitments" title="Our commitments to every client" />
        {/* Seven cards: flex-wrap centres the shorter last row instead of leaving a hole. */}
        <div className="flex flex-wrap justify-center gap-6">
          {serviceCommitments.map((card) => (
            <div key={card.title} className="w-full sm:w-[calc(50%-0.75rem)] lg:w-[calc(25%-1.125rem)]">
              <FeatureIconCard card={card} />
            </div>
          ))}
        </div>
      </Section>

      <Section aria-labelledby="equipment-title">
        <SectionHeading id="equipment-title" eyebrow="Equipment & products" title="Professional equipment, eco-friendly products" />
        <div className="grid gap-6 md:grid-cols-2">
          <Card className="p-6 sm:p-8">
            <div className="flex items-center gap-3">
              <Icon name="truck" className="size-6 text-brand-700" />
              <h3 className="text-xl font-semibold text-slate-900">Equipment</h3>
            </div>
            <CheckmarkList items={equipmentList} className="mt-5" />
          </Card>
          <Card className="p-6 sm:p-8">
            <div className="flex items-center gap-3">
              <Icon name="leaf" className="size-6 text-brand-700" />
              <h3 className="text-xl font-semibold text-slate-900">Eco-friendly products</h3>
            </div>
            <CheckmarkList items={ecoProducts} icon="leaf" className="mt-5" />
          </Card>
        </div>
      </Section>

      <Section tone="muted" aria-labelledby="service-area-title">
        <SectionHeading
          id="service-area-title"
          eyebrow="Service area"
          title={`Serving ${cities.length} Twin Cities communities`}
          text="Choose your city for local details. Don't see yours? Call and we'll confirm coverage."
        />
        <Card className="p-6 sm:p-8">
          <ServiceAreaCityList cities={cities} />
        </Card>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <CallButton variant="primary">Call to Confirm Service Area</CallButton>
          <a href="/areas-we-serve" className={buttonClasses({ variant: 'outline', size: 'lg' })}>
            View Areas We Serve
          </a>
        </div>
      </Section>

      <Section aria-labelledby="stats-title">
        <SectionHeading id="stats-title" eyebrow="By the numbers" title="The numbers behind our service" align="center" />
        <StatGrid items={serviceStats(useYearsInBusiness())} />
      </Section>

      <Section tone="muted" aria-labelledby="terms-title">
        <div className="grid gap-10 lg:grid-cols-2 lg:items-center">
          <SectionHeading id="terms-title" eyebrow="Terms" title="Simple service terms" text={serviceTerms.text} className="mb-0!" />
          <dl className="grid gap-4 sm:grid-cols-2">
            <div className="rounded-xl border border-slate-200 bg-white p-6">
              <dt className="flex items-center gap-2 text-sm font-semibold text-slate-600">
                <Icon name="calendar" className="size-5 text-brand-600" />
                Termination
              </dt>
              <dd className="mt-2 text-lg font-semibold text-slate-900">{serviceTerms.termination}</dd>
            </div>
            <div className="rounded-xl border border-slate-200 bg-white p-6">
              <dt className="flex items-center gap-2 text-sm font-semibold text-slate-600">
                <Icon name="refresh" className="size-5 text-brand-600" />
                Renewal
              </dt>
              <dd className="mt-2 text-lg font-semibold text-slate-900">{serviceTerms.renewal}</dd>
            </div>
          </dl>
        </div>
      </Section>
    </>
  );
}
