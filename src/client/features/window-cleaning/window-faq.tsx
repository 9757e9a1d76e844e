import { windowFaqs } from '#shared/content/window-cleaning.ts';
import { Section, SectionHeading } from '../../components/ui/section.tsx';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '../../components/ui/accordion.tsx';

/** One answer open at a time; the first starts open. */
export function WindowFaq() {
  return (
    <Section tone="muted" aria-labelledby="faq-heading">
      <div className="mx-auto max-w-3xl">
        <SectionHeading id="faq-heading" eyebrow="FAQ" title="Questions about window cleaning" align="center" />
        <Accordion
          type="single"
          collapsible
          defaultValue="faq-0"
          className="rounded-xl border border-slate-200 bg-white px-5 shadow-sm sm:px-8"
        >
          {windowFaqs.map((faq, index) => (
            <AccordionItem key={faq.question} value={`faq-${index}`} className="last:border-b-0">
              <AccordionTrigger>{faq.question}</AccordionTrigger>
              <AccordionContent>{faq.answer}</AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
      </div>
    </Section>
  );
}
