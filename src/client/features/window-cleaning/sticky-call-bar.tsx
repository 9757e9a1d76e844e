import { Phone } from 'lucide-react';
import { buttonClasses } from '../../components/ui/button.tsx';
import { PhoneLink } from '../../components/site/phone-link.tsx';
import { WINDOW_QUOTE_ANCHOR } from './quote-values.ts';

// While the bar is on screen, phones get room below the whole page (footer included), so it never hides
// content, and toasts open above it (the toasters read --sticky-bar-height).
const bodyPadding =
  '@media (max-width: 47.999rem){:root{--sticky-bar-height:calc(4.75rem + env(safe-area-inset-bottom))}body{padding-bottom:var(--sticky-bar-height)}}';

/** Call and Get Quote, fixed to the bottom of the screen on phones only. */
export function StickyCallBar() {
  return (
    <>
      <style>{bodyPadding}</style>
      <aside
        aria-label="Call or get a quote"
        className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 px-4 pt-3 pb-[calc(0.75rem+env(safe-area-inset-bottom))] shadow-[0_-4px_16px_rgba(15,23,42,0.08)] backdrop-blur md:hidden"
      >
        <div className="mx-auto grid max-w-md grid-cols-2 gap-3">
          <PhoneLink className={buttonClasses({ variant: 'outline' })}>
            <Phone aria-hidden />
            Call
          </PhoneLink>
          <a href={`#${WINDOW_QUOTE_ANCHOR}`} className={buttonClasses({ variant: 'primary' })}>
            Get Quote
          </a>
        </div>
      </aside>
    </>
  );
}
