import { QuoteCalculator } from '../features/quote/quote-calculator.tsx';
import { defineIsland } from './define-island.ts';

interface Props {
  headingId: string;
  /** The page's query string (?service=&type=&sqft=&city=), which presets the form. */
  prefill: string;
}

function QuoteCalculatorIsland({ headingId, prefill }: Props) {
  return <QuoteCalculator headingId={headingId} prefill={prefill} />;
}

export default defineIsland('quote-calculator', QuoteCalculatorIsland);
