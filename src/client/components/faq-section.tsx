import type { Faq } from '../../shared/json-ld';
import { FaqList } from './faq-list';

/** A tool page's FAQ, below the tool: one answer open at a time. */
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
      <FaqList faqs={faqs} group="tool" />
    </section>
  );
}
