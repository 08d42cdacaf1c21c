import { publicPaths } from '../../../shared/routes';
import type { SitePage } from '../site/site-page';
import { aiDatingAssistantPages } from './ai-dating-assistant';
import { blogPages } from './blog';
import { citiesPages } from './cities';
import { companyPages } from './company';
import { comparisonsPages } from './comparisons';
import { countriesPages } from './countries';
import { datingCoachPages } from './dating-coach';
import { freeProfileAnalyzerPages } from './free-profile-analyzer';
import { guidesPages } from './guides';
import { landingPages } from './landing';
import { notFoundPages } from './not-found';

/**
 * Every prerendered page. Each family module contributes its pages; this runs
 * at build time only (families may read content/ from disk). A public path that
 * no family renders fails the build, so every public path answers.
 */
export function sitePages(): SitePage[] {
  const families: SitePage[] = [
    ...landingPages(),
    ...datingCoachPages(),
    ...aiDatingAssistantPages(),
    ...freeProfileAnalyzerPages(),
    ...citiesPages(),
    ...countriesPages(),
    ...guidesPages(),
    ...comparisonsPages(),
    ...blogPages(),
    ...companyPages(),
  ];
  const done = new Set(families.map((page) => page.path));
  const missing = publicPaths.filter((path) => !done.has(path));
  if (missing.length > 0) throw new Error(`public paths without a page: ${missing.join(', ')}`);
  return [...families, ...notFoundPages()];
}
