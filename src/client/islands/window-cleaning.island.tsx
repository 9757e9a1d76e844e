import { useState } from 'react';
import { WindowHero } from '../features/window-cleaning/window-hero.tsx';
import { WindowPlans } from '../features/window-cleaning/window-plans.tsx';
import { HowItWorksSteps } from '../features/window-cleaning/how-it-works-steps.tsx';
import { WindowGuarantees } from '../features/window-cleaning/window-guarantees.tsx';
import { AddOnPicker } from '../features/window-cleaning/add-on-picker.tsx';
import { WindowReviews } from '../features/window-cleaning/window-reviews.tsx';
import { WindowFaq } from '../features/window-cleaning/window-faq.tsx';
import { WindowQuoteSection } from '../features/window-cleaning/window-quote-section.tsx';
import { emptyAddOnSelection, type AddOnSelection } from '../features/window-cleaning/add-on-selection.ts';
import { choosePlan, useWindowQuoteForm } from '../features/window-cleaning/quote-values.ts';

import { defineIsland } from './define-island.ts';

/**
 * The window-cleaning page's body is one island: the hero address, plan buttons and
 * add-ons all feed the quote form, so they share one state (what the visitor typed or picked).
 */
function WindowCleaningIsland() {
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
    </>
  );
}

export default defineIsland('window-cleaning', WindowCleaningIsland);
