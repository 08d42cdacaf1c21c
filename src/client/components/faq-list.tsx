import type { Faq } from '../../shared/json-ld';

/**
 * FAQ accordion on native <details>: the shared `name` keeps one answer open
 * at a time, clicking the open question closes it, and it works without
 * JavaScript (so neither the public site nor the tool pages load an accordion library).
 */
export function FaqList({ faqs, group }: { faqs: readonly Faq[]; group: string }) {
  return (
    <div className="divide-y divide-border rounded-2xl border border-border bg-card" data-faq>
      {faqs.map((faq) => (
        <details key={faq.question} name={`faq-${group}`} className="group px-5">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 font-semibold">
            <h3 className="text-base">{faq.question}</h3>
            <span aria-hidden="true" className="text-xl text-primary transition-transform group-open:rotate-45">
              +
            </span>
          </summary>
          <p className="pb-5 text-muted-foreground">{faq.answer}</p>
        </details>
      ))}
    </div>
  );
}
