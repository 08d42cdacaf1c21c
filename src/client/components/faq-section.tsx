import type { Faq } from '../lib/structured-data';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from './ui/accordion';

/** A tool page's FAQ: one answer open at a time (the Accordion's product rule). */
export function FaqSection({
  faqs,
  heading = 'Frequently asked questions',
}: {
  faqs: readonly Faq[];
  heading?: string;
}) {
  return (
    <section aria-labelledby="faq-heading" className="space-y-3">
      <h2 id="faq-heading" className="font-display text-2xl font-semibold tracking-tight">
        {heading}
      </h2>
      <Accordion className="rounded-xl border border-border bg-card px-5 shadow-sm">
        {faqs.map((faq, index) => (
          <AccordionItem key={faq.question} value={`faq-${index}`}>
            <AccordionTrigger>{faq.question}</AccordionTrigger>
            <AccordionContent>{faq.answer}</AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
    </section>
  );
}
