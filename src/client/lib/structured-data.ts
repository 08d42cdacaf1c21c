/** schema.org JSON-LD for the signed-in tool pages (built in the browser, so URLs use the page's origin). */
import type { JsonLd } from '../../shared/json-ld';

export { faqPage, serializeJsonLd, type Faq, type JsonLd } from '../../shared/json-ld';

function absoluteUrl(path: string): string {
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return `${origin}${path}`;
}

export function softwareApplication(input: { name: string; description: string; path: string }): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'SoftwareApplication',
    name: input.name,
    description: input.description,
    url: absoluteUrl(input.path),
    applicationCategory: 'LifestyleApplication',
    operatingSystem: 'Any (web browser)',
    offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
    publisher: { '@type': 'Organization', name: 'Datewise Labs' },
  };
}
