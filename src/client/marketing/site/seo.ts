/** Structured data (schema.org JSON-LD) builders used by the public pages. */
import type { JsonLd } from '../../../shared/json-ld';
import { paths } from '../../../shared/routes';
import { absoluteUrl, SITE_URL } from './tokens';

export const SITE_NAME = 'Datewise';
export const ORGANIZATION = 'Datewise Labs';

export { faqPage, type JsonLd } from '../../../shared/json-ld';

export function breadcrumbList(trail: { name: string; path: string }[]): JsonLd {
  const items = [{ name: 'Home', path: paths.home }, ...trail];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(item.path),
    })),
  };
}

export function article(input: {
  path: string;
  headline: string;
  description: string;
  datePublished: string;
  dateModified?: string;
  author: string;
  /** A team or company writes as an Organization; a named writer as a Person. */
  authorType?: 'Person' | 'Organization';
  keywords?: string[];
}): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: input.headline,
    description: input.description,
    datePublished: input.datePublished,
    dateModified: input.dateModified ?? input.datePublished,
    author: { '@type': input.authorType ?? 'Person', name: input.author },
    publisher: {
      '@type': 'Organization',
      name: ORGANIZATION,
      logo: { '@type': 'ImageObject', url: `${SITE_URL}/favicon.svg` },
    },
    mainEntityOfPage: absoluteUrl(input.path),
    image: `${SITE_URL}/og-image.png`,
    ...(input.keywords?.length ? { keywords: input.keywords.join(', ') } : {}),
  };
}

export function webApplication(input: { path: string; name: string; description: string; price?: string }): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebApplication',
    name: input.name,
    description: input.description,
    url: absoluteUrl(input.path),
    applicationCategory: 'LifestyleApplication',
    operatingSystem: 'Any (web browser)',
    offers: { '@type': 'Offer', price: input.price ?? '0', priceCurrency: 'USD' },
  };
}

export function service(input: { path: string; name: string; description: string; areaServed?: string }): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: input.name,
    description: input.description,
    url: absoluteUrl(input.path),
    serviceType: 'Online dating coaching',
    provider: { '@type': 'Organization', name: ORGANIZATION, url: SITE_URL },
    ...(input.areaServed ? { areaServed: input.areaServed } : {}),
  };
}
