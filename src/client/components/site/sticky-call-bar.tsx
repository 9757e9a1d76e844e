import { Phone } from 'lucide-react';
import { buttonClasses } from '../ui/button.tsx';
import { PhoneLink } from './phone-link.tsx';

/**
 * Call and Get Quote, fixed to the bottom of the screen on phones only, on every long public
 * page. It steps aside (slides away and leaves the tab order) while a form is in view, so it
 * never covers the field being filled in: enhance/sticky-bar.ts sets data-covered. While it is on the
 * page, phones get room below the whole page for it, and toasts open above it: the stylesheet's
 * `:root:has([data-sticky-bar])` rule (a `<style>` here would be invalid HTML inside `<body>`).
 */
export function StickyCallBar({ quoteHref }: { quoteHref: string }) {
  return (
    <aside
      aria-label="Call or get a quote"
      data-sticky-bar=""
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 px-4 pt-3 pb-[calc(0.75rem+env(safe-area-inset-bottom))] shadow-[0_-4px_16px_rgba(15,23,42,0.08)] backdrop-blur transition-[translate,visibility] duration-200 data-covered:invisible data-covered:translate-y-full motion-reduce:transition-none md:hidden"
    >
      <div className="mx-auto grid max-w-md grid-cols-2 gap-3">
        <PhoneLink className={buttonClasses({ variant: 'outline' })}>
          <Phone aria-hidden />
          Call
        </PhoneLink>
        <a href={quoteHref} className={buttonClasses({ variant: 'primary' })}>
          Get Quote
        </a>
      </div>
    </aside>
  );
}
