import { buttonClasses } from '../../components/ui/button.tsx';
import { QUOTE_HREF } from '../../lib/site-links.ts';
import { BrandCtaBanner } from '../../components/site/brand-cta-banner.tsx';
import { CallButton } from '../../components/site/call-button.tsx';

/** The quote call to action under an article: the instant quote calculator, or a call. */
export function ArticleCta() {
  return (
    <BrandCtaBanner
      id="article-cta-heading"
      title="Get a price for your building today"
      text="Answer a few questions for an itemized monthly quote in about a minute, or call and talk it through with our team."
      actions={
        <>
          <a href={QUOTE_HREF} className={buttonClasses({ variant: 'accent', size: 'lg' })}>
            Get Your Free Quote
          </a>
          <CallButton onBrand />
        </>
      }
    />
  );
}
