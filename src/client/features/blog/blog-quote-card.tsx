import { Phone } from 'lucide-react';
import { buttonClasses } from '../../components/ui/button.tsx';
import { QUOTE_HREF } from '../../lib/site-links.ts';
import { PhoneLink } from '../../components/site/phone-link.tsx';
import { useSite } from '../../lib/site-context.tsx';
import { cn } from '../../lib/cn.ts';

/** The two actions next to the articles: a quote for your building, or a call. */
export function BlogQuoteCard({ className }: { className?: string | undefined }) {
  const { company } = useSite();
  return (
    <section
      aria-labelledby="blog-quote-heading"
      className={cn('rounded-2xl bg-brand-800 p-5 text-white [&_*:focus-visible]:outline-white', className)}
    >
      <h2 id="blog-quote-heading" className="text-lg font-bold">
        Need a cleaning price?
      </h2>
      <p className="mt-2 text-sm leading-relaxed text-brand-100">Get an itemized quote for your building in about a minute.</p>
      <a href={QUOTE_HREF} className={buttonClasses({ variant: 'accent', className: 'mt-4 w-full' })}>
        Get Free Quote
      </a>
      <PhoneLink className="mt-2 flex min-h-11 items-center justify-center gap-2 rounded-lg text-sm font-semibold text-white hover:bg-white/10">
        <Phone className="size-4" aria-hidden />
        Call {company.phone}
      </PhoneLink>
    </section>
  );
}
