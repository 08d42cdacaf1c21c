import type { SitePage } from '../site/site-page';
import { bestAiCoachesPage } from './comparisons-ai-coaches';
import { bestDatingAppsPage } from './comparisons-apps';
import { datingStatisticsPage } from './comparisons-statistics';
import { tinderVsBumblePage } from './comparisons-tinder-bumble';

/** The comparison and report pages (spec 001 §2 "App Comparisons"). */
export function comparisonsPages(): SitePage[] {
  return [bestAiCoachesPage(), bestDatingAppsPage(), tinderVsBumblePage(), datingStatisticsPage()];
}
