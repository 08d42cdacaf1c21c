import { lazy, type ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { hasSignedInVersion, paths, publicPaths } from '../../shared/routes';
import { RequireAdmin } from './require-admin';
import { AuthGate, ByAudience, RequireUser } from './route-guards';
import { ServerPage } from './server-page';

/** A page loaded as its own chunk when its route is first visited. */
function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(() => load().then((m) => ({ default: m[name] })));
}

// The signed-in layout and every screen load as their own chunks.
const AppLayout = lazyPage(() => import('./layouts/app-layout'), 'AppLayout');
const HomePage = lazyPage(() => import('../features/home/home-page'), 'HomePage');
const DailyTipsPage = lazyPage(() => import('../features/daily-tips/daily-tips-page'), 'DailyTipsPage');
const SavedPage = lazyPage(() => import('../features/saved/saved-page'), 'SavedPage');
const ProfileCoachPage = lazyPage(() => import('../features/profile-coach/profile-coach-page'), 'ProfileCoachPage');
const MessageHelperPage = lazyPage(() => import('../features/message-helper/message-helper-page'), 'MessageHelperPage');
const DateIdeasPage = lazyPage(() => import('../features/date-ideas/date-ideas-page'), 'DateIdeasPage');
const SubscriptionPage = lazyPage(() => import('../features/subscription/subscription-page'), 'SubscriptionPage');
const SettingsPage = lazyPage(() => import('../features/settings/settings-page'), 'SettingsPage');
const NotificationsPage = lazyPage(() => import('../features/settings/notifications-page'), 'NotificationsPage');
const PrivacySecurityPage = lazyPage(() => import('../features/settings/privacy-security-page'), 'PrivacySecurityPage');
const OnboardingPage = lazyPage(() => import('../features/onboarding/onboarding-page'), 'OnboardingPage');
const AboutPage = lazyPage(() => import('../features/about/about-page'), 'AboutPage');
const ProfilePage = lazyPage(() => import('../features/profile/profile-page'), 'ProfilePage');
const ViralFeaturesPage = lazyPage(() => import('../features/viral/viral-features-page'), 'ViralFeaturesPage');
const ViralContentCreatorPage = lazyPage(
  () => import('../features/viral/viral-content-creator-page'),
  'ViralContentCreatorPage',
);
const AdminAnalyticsPage = lazyPage(
  () => import('../features/admin-analytics/admin-analytics-page'),
  'AdminAnalyticsPage',
);

/** "/" and "/about": the app screen when signed in, the prerendered public page otherwise. */
const sharedPaths: RouteObject[] = [
  {
    path: paths.home,
    element: <ByAudience signedIn={<AppLayout />} signedOut={<ServerPage />} />,
    children: [{ index: true, element: <HomePage /> }],
  },
  {
    path: paths.about,
    element: <ByAudience signedIn={<AppLayout />} signedOut={<ServerPage />} />,
    children: [{ index: true, element: <AboutPage /> }],
  },
];

/** The public site (and unknown paths, which get the site's 404 page) is served by the server. */
const serverRoutes: RouteObject[] = [
  ...publicPaths.filter((p) => !hasSignedInVersion(p)).map((path) => ({ path, element: <ServerPage /> })),
  { path: `${paths.blog}/*`, element: <ServerPage /> },
  { path: '*', element: <ServerPage /> },
];

const signedInRoutes: RouteObject = {
  element: <RequireUser />,
  children: [
    // Onboarding has no menu (spec 000 §2.1).
    { path: paths.onboarding, element: <OnboardingPage /> },
    {
      element: <AppLayout />,
      children: [
        { path: paths.dailyTips, element: <DailyTipsPage /> },
        { path: paths.saved, element: <SavedPage /> },
        { path: paths.profileCoach, element: <ProfileCoachPage /> },
        { path: paths.messageHelper, element: <MessageHelperPage /> },
        { path: paths.dateIdeas, element: <DateIdeasPage /> },
        { path: paths.subscription, element: <SubscriptionPage /> },
        { path: paths.settings, element: <SettingsPage /> },
        { path: paths.notifications, element: <NotificationsPage /> },
        { path: paths.privacySecurity, element: <PrivacySecurityPage /> },
        { path: paths.profile, element: <ProfilePage /> },
        { path: paths.viralFeatures, element: <ViralFeaturesPage /> },
        { path: paths.viralContentCreator, element: <ViralContentCreatorPage /> },
        // Checked before the dashboard's code is even fetched: a non-admin never downloads it.
        { element: <RequireAdmin />, children: [{ path: paths.adminAnalytics, element: <AdminAnalyticsPage /> }] },
      ],
    },
  ],
};

const routes: RouteObject[] = [{ element: <AuthGate />, children: [...sharedPaths, signedInRoutes, ...serverRoutes] }];

export function createRouter() {
  return createBrowserRouter(routes);
}
