import { windowMarketingLine, windowPlans, type WindowPlanId } from '#shared/content/window-cleaning.ts';
import { Section, SectionHeading } from '../../components/ui/section.tsx';
import { PlanCard } from './plan-card.tsx';

export function WindowPlans({ onChoose }: { onChoose: (id: WindowPlanId) => void }) {
  return (
    <Section aria-labelledby="plans-heading">
      <SectionHeading id="plans-heading" eyebrow="Plans" title="Choose how often we clean" text={windowMarketingLine} align="center" />
      <ul className="grid gap-6 pt-3 lg:grid-cols-3">
        {windowPlans.map((plan) => (
          <PlanCard key={plan.id} plan={plan} onChoose={onChoose} />
        ))}
      </ul>
    </Section>
  );
}
