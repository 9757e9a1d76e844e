import {
  assessmentBanner,
  processHero,
  processSteps,
  qualityProgram,
  serviceStandards,
  technologyFeatures,
} from '#shared/content/process.ts';
import type { IconKey } from '#shared/content/home.ts';
import type { ServiceStandardCategory } from '#shared/content/process.ts';
import type { PageProps } from '../../app/page-modules.ts';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { Section, SectionHeading } from '../../components/ui/section.tsx';
import { BrandCtaBanner } from '../../components/site/brand-cta-banner.tsx';
import { CallButton } from '../../components/site/call-button.tsx';
import { CheckmarkList } from '../../features/marketing/checkmark-list.tsx';
import { FeatureIconCard } from '../../features/marketing/feature-icon-card.tsx';
import { InfoPageHero } from '../../features/marketing/info-page-hero.tsx';
import { ProcessStepCard } from '../../features/marketing/process-step-card.tsx';
import { ProcessStepsOverview } from '../../features/marketing/process-steps-overview.tsx';

const standardIcons: Record<ServiceStandardCategory, IconKey> = {
  'Safety & Compliance': 'shield',
  'Quality Control': 'clipboard',
  'Professional Standards': 'users',
  Communication: 'phone',
};

export function Page(_props: PageProps) {
  return (
    <>
      <InfoPageHero
        headingId="process-title"
        eyebrow="Our Process"
        title={processHero.heading}
        text={processHero.text}
        actions={
          <>
            <a href="/scheduling" className={buttonClasses({ variant: 'primary', size: 'lg' })}>
              Start Your Assessment
            </a>
            <CallButton />
          </>
        }
        aside={<ProcessStepsOverview steps={processSteps} />}
      />

      <Section tone="muted" aria-labelledby="steps-title">
        <SectionHeading
          id="steps-title"
          eyebrow="How it works"
          title="Five steps to a consistently clean building"
          text="Each step has a clear timeframe, a checklist of what happens and the outcome you can expect."
        />
        <ol className="space-y-6">
          {processSteps.map((step) => (
            <ProcessStepCard key={step.number} step={step} />
          ))}
        </ol>
      </Section>

      <Section aria-labelledby="quality-title">
        <SectionHeading
          id="quality-title"
          eyebrow="Quality assurance"
          title="Quality assurance program"
          text="Four parts of one program that keeps quality consistent from visit to visit."
          align="center"
        />
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {qualityProgram.map((card) => (
            <FeatureIconCard key={card.title} card={card} />
          ))}
        </div>
      </Section>

      <Section tone="muted" aria-labelledby="standards-title">
        <SectionHeading
          id="standards-title"
          eyebrow="Service standards"
          title="The standards every crew works to"
          text="Written standards in four areas, the same at every site we clean."
        />
        <div className="grid gap-6 md:grid-cols-2">
          {serviceStandards.map((standard) => (
            <Card key={standard.category} className="p-6 sm:p-8">
              <div className="flex items-center gap-3">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-700 text-white">
                  <Icon name={standardIcons[standard.category]} className="size-5" />
                </span>
                <h3 className="text-xl font-semibold text-slate-900">{standard.category}</h3>
              </div>
              <CheckmarkList items={standard.items} className="mt-5" />
            </Card>
          ))}
        </div>
      </Section>

      <Section aria-labelledby="technology-title">
        <SectionHeading
          id="technology-title"
          eyebrow="Technology"
          title="Technology that keeps you informed"
          text="Digital tools behind the scenes, so schedules, crews and results stay on track."
          align="center"
        />
        <div className="grid gap-6 md:grid-cols-3">
          {technologyFeatures.map((card) => (
            <FeatureIconCard key={card.title} card={card} />
          ))}
        </div>
      </Section>

      <BrandCtaBanner
        id="assessment-title"
        title={assessmentBanner.heading}
        text={assessmentBanner.text}
        actions={
          <>
            <a href="/scheduling" className={buttonClasses({ variant: 'accent', size: 'lg' })}>
              Schedule Free Assessment
            </a>
            <CallButton onBrand />
          </>
        }
      />
    </>
  );
}
