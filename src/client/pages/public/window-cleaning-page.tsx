import { useState } from 'react';
import type { PageProps } from '../../app/page-modules.ts';
import { WindowHero } from '../../features/window-cleaning/window-hero.tsx';
import { WindowPlans } from '../../features/window-cleaning/window-plans.tsx';
import { HowItWorksSteps } from '../../features/window-cleaning/how-it-works-steps.tsx';
import { WindowGuarantees } from '../../features/window-cleaning/window-guarantees.tsx';
import { AddOnPicker } from '../../features/window-cleaning/add-on-picker.tsx';
import { WindowReviews } from '../../features/window-cleaning/window-reviews.tsx';
import { WindowFaq } from '../../features/window-cleaning/window-faq.tsx';
import { WindowQuoteSection } from '../../features/window-cleaning/window-quote-section.tsx';
import { StickyCallBar } from '../../features/window-cleaning/sticky-call-bar.tsx';
import { emptyAddOnSelection, type AddOnSelection } from '../../features/window-cleaning/add-on-selection.ts';
import { choosePlan, useWindowQuoteForm } from '../../features/window-cleaning/quote-values.ts';

/**
 * Window-cleaning plans (/window-cleaning and /services/window-cleaning). The page owns what the
 * visitor has typed or picked, so the hero address, plan buttons and add-ons all feed the quote form.
 */
export function Page(_props: PageProps) {
  const quote = useWindowQuoteForm();
  const [addOns, setAddOns] = useState<AddOnSelection>(emptyAddOnSelection);

  return (
    <>
      <WindowHero quote={quote} />
      <WindowPlans onChoose={(plan) => choosePlan(quote, plan)} />
      <HowItWorksSteps />
      <WindowGuarantees />
      <AddOnPicker selection={addOns} onChange={setAddOns} />
      <WindowReviews />
      <WindowFaq />
      <WindowQuoteSection quote={quote} addOns={addOns} />
      <StickyCallBar />
    </>
  );
}
