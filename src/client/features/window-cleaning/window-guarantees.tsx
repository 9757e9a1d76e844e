import { windowGuarantees } from '#shared/content/window-cleaning.ts';
import { Section, SectionHeading } from '../../components/ui/section.tsx';
import { IconCardGrid } from '../../components/site/icon-card-grid.tsx';

export function WindowGuarantees() {
  return (
    <Section aria-labelledby="guarantees-heading">
      <SectionHeading id="guarantees-heading" eyebrow="Guarantees" title="Plans that look after themselves" />
      <IconCardGrid cards={windowGuarantees} />
    </Section>
  );
}
