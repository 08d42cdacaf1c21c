import { lazy } from 'react';
import { createBrowserRouter, Link, type RouteObject } from 'react-router';
import { BrandLogo } from '../components/brand-logo';
import { Button } from '../components/ui/button';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { appScreens } from '../features/placeholder/app-screens';
import { ScreenPlaceholder } from '../features/placeholder/screen-placeholder';
import { PublicPagePlaceholder } from '../marketing/public-page-placeholder';
import { publicPages } from '../marketing/public-pages';
import { AuthGate, ByAudience, RequireUser } from './route-guards';

// The signed-in app and the public site load as separate chunks: a visitor
// never downloads the app's layout, and a user never downloads the site's.
const AppLayout = lazy(() => import('./layouts/app-layout').then((m) => ({ default: m.AppLayout })));
const PublicLayout = lazy(() => import('./layouts/public-layout').then((m) => ({ default: m.PublicLayout })));
const HomePage = lazy(() => import('../features/home/home-page').then((m) => ({ default: m.HomePage })));
const LandingPage = lazy(() => import('../marketing/landing-page').then((m) => ({ default: m.LandingPage })));

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

const screen = (path: string) => {
  const found = appScreens.find((s) => s.path === path);
  if (!found) throw new Error(`No screen for ${path}`);
  return <ScreenPlaceholder title={found.title} note={found.note} />;
};

const publicPage = (path: string) => {
  const found = publicPages.find((p) => p.path === path);
  if (!found) throw new Error(`No public page for ${path}`);
  return <PublicPagePlaceholder title={found.title} summary={found.summary} />;
};

/** "/" and "/about" show the signed-in screen or the public page, each in its own layout. */
const sharedPaths: RouteObject[] = [
  {
    path: '/',
    element: <ByAudience signedIn={<AppLayout />} signedOut={<PublicLayout />} />,
    children: [{ index: true, element: <ByAudience signedIn={<HomePage />} signedOut={<LandingPage />} /> }],
  },
  {
    path: '/about',
    element: <ByAudience signedIn={<AppLayout />} signedOut={<PublicLayout />} />,
    children: [{ index: true, element: <ByAudience signedIn={screen('/about')} signedOut={publicPage('/about')} /> }],
  },
];

const publicRoutes: RouteObject = {
  element: <PublicLayout />,
  children: [
    ...publicPages.filter((p) => p.path !== '/about').map((p) => ({ path: p.path, element: publicPage(p.path) })),
    {
      path: '/blog/:postId',
      element: <PublicPagePlaceholder title="Dating Advice Blog" summary="This article is on its way." />,
    },
  ],
};

const signedInRoutes: RouteObject = {
  element: <RequireUser />,
  children: [
    { path: '/onboarding', element: <OnboardingPlaceholder /> },
    {
      element: <AppLayout />,
      children: appScreens
        .filter((s) => s.path !== '/onboarding' && s.path !== '/about')
        .map((s) => ({ path: s.path, element: screen(s.path) })),
    },
  ],
};

export const routes: RouteObject[] = [
  {
    element: <AuthGate />,
    children: [...sharedPaths, publicRoutes, signedInRoutes, { path: '*', element: <NotFoundPage /> }],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
