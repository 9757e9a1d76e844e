import type { ReactNode } from 'react';
import { Section, SectionHeading } from '../../components/ui/section.tsx';

export interface BrandCtaBannerProps {
  id: string;
  title: ReactNode;
  text: ReactNode;
  /** Buttons; use accent for the main action and CallButton onBrand for the call. */
  actions: ReactNode;
}

/** A centred call-to-action band in the brand colour. */
export function BrandCtaBanner({ id, title, text, actions }: BrandCtaBannerProps) {
  return (
    <Section tone="brand" aria-labelledby={id}>
      <SectionHeading id={id} title={title} text={text} align="center" className="mb-8! sm:mb-8!" />
      <div className="flex flex-col justify-center gap-3 sm:flex-row">{actions}</div>
    </Section>
  );
}
