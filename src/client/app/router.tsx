import { lazy, type ComponentType, type ReactElement } from 'react';
import { matchPath, useRoutes, type RouteObject } from 'react-router';
import { hasSignedInVersion, paths, publicPaths } from '../../shared/routes';
import { RequireAdmin } from './require-admin';
import { AuthGate, ByAudience, RequireUser } from './route-guards';
import { ServerPage } from './server-page';

/** A page loaded as its own chunk when its route is first visited; `preload` fetches it ahead. */
interface LazyPage {
  (): ReactElement;
  preload(): Promise<void>;
}

/**
 * Like React.lazy, but once the chunk has loaded (preloaded before the first render, see preloadScreen) the
 * page renders straight away instead of suspending for a tick: the HTML skeleton stays until the real screen
 * replaces it, with no spinner in between.
 */
function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): LazyPage {
  let loaded: ComponentType | undefined;
  const loadPage = () =>
    load().then((m): { default: ComponentType } => {
      loaded = m[name];
      return { default: m[name] };
    });
  const Lazy = lazy(loadPage);
  const Page = () => {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Lazy />;
  };
  Page.preload = () => loadPage().then(() => undefined);
  return Page;
}

// The signed-in layout and every screen load as their own chunks.
const AppLayout = lazyPage(() => import('./layouts/app-layout'), 'AppLayout');
const HomePage = lazyPage(() => import('../features/home/home-page'), 'HomePage');
const DailyTipsPage = lazyPage(() => import('../features/daily-tips/daily-tips-page'), 'DailyTipsPage');
const SavedPage = lazyPage(() => import('../features/saved/saved-page'), 'SavedPage');
const ProgressPage = lazyPage(() => import('../features/progress/progress-page'), 'ProgressPage');
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
const GuidesPage = lazyPage(() => import('../features/guides/guides-page'), 'GuidesPage');
const GuidePage = lazyPage(() => import('../features/guides/guide-page'), 'GuidePage');
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

/** The screens inside the signed-in layout. */
const layoutScreens: [path: string, page: LazyPage][] = [
  [paths.dailyTips, DailyTipsPage],
  [paths.saved, SavedPage],
  [paths.progress, ProgressPage],
  [paths.profileCoach, ProfileCoachPage],
  [paths.messageHelper, MessageHelperPage],
  [paths.dateIdeas, DateIdeasPage],
  [paths.subscription, SubscriptionPage],
  [paths.settings, SettingsPage],
  [paths.notifications, NotificationsPage],
  [paths.privacySecurity, PrivacySecurityPage],
  [paths.profile, ProfilePage],
  [paths.viralFeatures, ViralFeaturesPage],
  [paths.viralContentCreator, ViralContentCreatorPage],
  [paths.guides, GuidesPage],
  [`${paths.guides}/:slug`, GuidePage],
];

const signedInRoutes: RouteObject = {
  element: <RequireUser />,
  children: [
    // Onboarding has no menu (spec 000 §2.1).
    { path: paths.onboarding, element: <OnboardingPage /> },
    {
      element: <AppLayout />,
      children: [
        ...layoutScreens.map(([path, Page]) => ({ path, element: <Page /> })),
        // Checked before the dashboard's code is even fetched: a non-admin never downloads it.
        { element: <RequireAdmin />, children: [{ path: paths.adminAnalytics, element: <AdminAnalyticsPage /> }] },
      ],
    },
  ],
};

const routes: RouteObject[] = [{ element: <AuthGate />, children: [...sharedPaths, signedInRoutes, ...serverRoutes] }];

/** The chunks each signed-in screen shows first: its layout and its page (onboarding has no layout). */
const screenPages: [path: string, pages: LazyPage[]][] = [
  [paths.home, [AppLayout, HomePage]],
  [paths.about, [AppLayout, AboutPage]],
  [paths.onboarding, [OnboardingPage]],
  ...layoutScreens.map(([path, page]): [string, LazyPage[]] => [path, [AppLayout, page]]),
];

/**
 * Loads the chunks of the signed-in screen at `pathname` (all at once, beside the main chunk's start) so the
 * first render shows the screen itself. Resolves on failure too: the router then loads them as usual.
 */
export function preloadScreen(pathname: string): Promise<void> {
  const pages = screenPages.find(([path]) => matchPath(path, pathname))?.[1] ?? [];
  return Promise.all(pages.map((page) => page.preload())).then(
    () => undefined,
    () => undefined,
  );
}

/**
 * Loads every signed-in screen's chunks: the server does it once at start, so no page waits for one. The admin
 * dashboard too, which the browser loads only for an administrator: the server renders it for one (decision 0046).
 */
export function preloadAllScreens(): Promise<void> {
  const pages = [...screenPages.flatMap(([, screen]) => screen), AdminAnalyticsPage];
  return Promise.all(pages.map((page) => page.preload())).then(() => undefined);
}

/** Every page of the app, under whichever router holds the URL (the browser's, or the server's at one URL). */
export function AppRoutes() {
  return useRoutes(routes);
}
