/** schema.org JSON-LD helpers shared by the prerendered site and the signed-in tool pages. */

export type JsonLd = Record<string, unknown>;

export interface Faq {
  question: string;
  answer: string;
}

export function faqPage(faqs: readonly Faq[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  };
}

/** JSON for a `<script type="application/ld+json">`: `<` escaped so no text can close the element. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
