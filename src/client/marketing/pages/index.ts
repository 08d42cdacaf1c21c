import type { SitePage } from '../site/site-page';
import { interimPages } from './interim';
import { landingPages } from './landing';
import { notFoundPages } from './not-found';

/**
 * Every prerendered page. Each family contributes its pages; build-time only
 * (families may read content/ from disk).
 */
export function sitePages(): SitePage[] {
  const families: SitePage[] = [...landingPages()];
  const done = new Set(families.map((page) => page.path));
  return [...families, ...interimPages(done), ...notFoundPages()];
}
