import type { SitePage } from '../site/site-page';

/** Filled in by the public-site issue; until then these paths use the interim pages. */
export function blogPages(): SitePage[] {
  return [];
}
