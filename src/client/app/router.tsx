import { lazy } from 'react';
import { createBrowserRouter, Link, type RouteObject } from 'react-router';
import { publicPaths } from '../../shared/routes';
import { BrandLogo } from '../components/brand-logo';
import { Button } from '../components/ui/button';
import { appScreens } from '../features/placeholder/app-screens';
import { ScreenPlaceholder } from '../features/placeholder/screen-placeholder';
import { AuthGate, ByAudience, RequireUser } from './route-guards';
import { ServerPage } from './server-page';

// The signed-in layout and home load as their own chunks.
const AppLayout = lazy(() => import('./layouts/app-layout').then((m) => ({ default: m.AppLayout })));
const HomePage = lazy(() => import('../features/home/home-page').then((m) => ({ default: m.HomePage })));

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
      children: appScreens
        .filter((s) => s.path !== '/onboarding' && s.path !== '/about' && !publicPaths.includes(s.path))
        .map((s) => ({ path: s.path, element: screen(s.path) })),
    },
  ],
};

export const routes: RouteObject[] = [
  { element: <AuthGate />, children: [...sharedPaths, signedInRoutes, ...serverRoutes] },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
