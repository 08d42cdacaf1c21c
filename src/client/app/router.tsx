import { lazy, type ComponentType } from 'react';
import { createBrowserRouter, Link, type RouteObject } from 'react-router';
import { publicPaths } from '../../shared/routes';
import { BrandLogo } from '../components/brand-logo';
import { Button } from '../components/ui/button';
import { appScreens } from '../features/placeholder/app-screens';
import { ScreenPlaceholder } from '../features/placeholder/screen-placeholder';
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

const screen = (path: string) => {
  const found = appScreens.find((s) => s.path === path);
  if (!found) throw new Error(`No screen for ${path}`);
  return <ScreenPlaceholder title={found.title} note={found.note} />;
};

/** Onboarding has no menu (spec 000 §2.1); until its steps exist it leads on to the home screen. */
function OnboardingPlaceholder() {
  return (
    <main id="main" className="mx-auto max-w-xl space-y-8 px-4 py-10">
      <BrandLogo />
      {screen('/onboarding')}
      <Button asChild>
        <Link to="/">Continue to your dashboard</Link>
      </Button>
    </main>
  );
}

/** "/" and "/about": the app screen when signed in, the prerendered public page otherwise. */
const sharedPaths: RouteObject[] = [
  {
    path: '/',
    element: <ByAudience signedIn={<AppLayout />} signedOut={<ServerPage />} />,
    children: [{ index: true, element: <HomePage /> }],
  },
  {
    path: '/about',
    element: <ByAudience signedIn={<AppLayout />} signedOut={<ServerPage />} />,
    children: [{ index: true, element: screen('/about') }],
  },
];

/** The public site (and unknown paths, which get the site's 404 page) is served by the server. */
const serverRoutes: RouteObject[] = [
  ...publicPaths.filter((p) => p !== '/' && p !== '/about').map((path) => ({ path, element: <ServerPage /> })),
  { path: '/blog/*', element: <ServerPage /> },
  { path: '*', element: <ServerPage /> },
];

const signedInRoutes: RouteObject = {
  element: <RequireUser />,
  children: [
    { path: '/onboarding', element: <OnboardingPlaceholder /> },
    {
      element: <AppLayout />,
      children: [
        { path: '/daily-tips', element: <DailyTipsPage /> },
        { path: '/saved', element: <SavedPage /> },
        { path: '/profile-coach', element: <ProfileCoachPage /> },
        { path: '/message-helper', element: <MessageHelperPage /> },
        { path: '/date-ideas', element: <DateIdeasPage /> },
        { path: '/subscription', element: <SubscriptionPage /> },
        ...appScreens
          .filter((s) => s.path !== '/onboarding' && s.path !== '/about' && !publicPaths.includes(s.path))
          .map((s) => ({ path: s.path, element: screen(s.path) })),
      ],
    },
  ],
};

export const routes: RouteObject[] = [
  { element: <AuthGate />, children: [...sharedPaths, signedInRoutes, ...serverRoutes] },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
